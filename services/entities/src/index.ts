export { createServer, type EntitiesDeps } from './server';
export { SqliteIndexStore } from './adapters/sqlite/sqlite-index-store';
