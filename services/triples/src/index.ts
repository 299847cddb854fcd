export { createServer, type TriplesDeps } from './server';
