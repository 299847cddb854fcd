export { createServer, type TriplesDeps } from './server';
export { openRuntime, type TriplesRuntime } from './adapters';
export { loadConfig, type TriplesConfig } from './config';
