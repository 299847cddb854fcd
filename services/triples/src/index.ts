export { createServer, type TriplesDeps } from './server';
export { SqliteTripleStore } from './adapters/sqlite/sqlite-triple-store';
export { entitiesClient } from './adapters/entities-client';
