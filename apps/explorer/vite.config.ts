import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Served by the gateway at /explore; bench.html is the rendering bench page (npm run bench -- explorer).
export default defineConfig({
  base: '/explore/',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: { input: { main: resolve(import.meta.dirname, 'index.html'), bench: resolve(import.meta.dirname, 'bench.html') } },
  },
});
