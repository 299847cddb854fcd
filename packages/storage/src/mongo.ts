import { MongoClient, type Db } from 'mongodb';

export type { ClientSession, Db, Collection, Filter, Sort, Document, IndexDescription } from 'mongodb';

export interface MongoConnection {
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/**
 * Connects to MONGODB_URL. Each service uses its own database (`<prefix>_<service>` unless the URL names one), so
 * services never share collections.
 */
export async function connectMongo(url: string, service: string, databaseName?: string): Promise<MongoConnection> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000, appName: `tessera-${service}` });
  await client.connect();
  const db = client.db(databaseName ?? mongoDatabaseName(url, service));
  return { client, db, close: () => client.close() };
}

export function mongoDatabaseName(url: string, service: string): string {
  const path = new URL(url).pathname.replace(/^\//, '');
  return path ? `${path}_${service}` : `tessera_${service}`;
}

/** Escapes a user string for use inside a MongoDB $regex. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
