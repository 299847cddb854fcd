export { createServer, type EntitiesDeps } from './server';
export { openSqliteStorage } from './adapters/sqlite';
