export { createServer, type SearchDeps } from './server';
