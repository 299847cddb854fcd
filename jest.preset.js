// Shared jest setup: swc for speed, workspace packages resolved to their TypeScript sources so tests never
// depend on a stale dist/. Each workspace's jest.config.js spreads this.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' }, sourceMaps: 'inline' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  moduleNameMapper: {
    '^@tessera/proto$': path.join(__dirname, 'proto/src/index.ts'),
    '^@tessera/(common|grpc|storage|testing|client|mcp)$': path.join(__dirname, 'packages/$1/src/index.ts'),
    '^@tessera/(entities|triples|search|generation|gateway)$': path.join(__dirname, 'services/$1/src/index.ts'),
  },
  testTimeout: 20000,
};
