export { createServer, type GenerationDeps } from './server';
