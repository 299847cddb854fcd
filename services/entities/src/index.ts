export { createServer, type EntitiesDeps } from './server';
export { openRuntime, type EntitiesRuntime } from './adapters';
export { loadConfig, type EntitiesConfig } from './config';
