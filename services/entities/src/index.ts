export { createServer, type EntitiesDeps } from './server';
export { openSqliteStorage } from './adapters/sqlite';
export { triplesClient } from './adapters/triples-client';
