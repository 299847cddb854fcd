import { v7 } from 'uuid';

/**
 * New resource ids are UUIDv7: time-ordered (and monotonic within a process), so "newest first" ordered by
 * (created_at, id) follows insertion order even within one millisecond, and B-tree inserts stay local.
 */
export const newId = (): string => v7();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export const nowIso = (): string => new Date().toISOString();
