import Database from 'better-sqlite3';

// Runs in the checkpointer's thread (checkpointer.ts): its own connection per file, a PASSIVE checkpoint per request
// (never waits for or blocks the writer; a busy moment is simply retried at the next tick).
const connections = new Map<string, Database.Database>();

export interface CheckpointRequest {
  file: string;
  /** Close the connection instead (the checkpointer is stopping). */
  close?: boolean;
}

export default function checkpoint({ file, close }: CheckpointRequest): void {
  let db = connections.get(file);
  if (close) {
    db?.close();
    connections.delete(file);
    return;
  }
  if (!db) {
    db = new Database(file);
    db.pragma('busy_timeout = 100');
    connections.set(file, db);
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy or locked: the next tick tries again
  }
}
