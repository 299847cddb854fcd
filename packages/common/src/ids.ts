import { v5, v7 } from 'uuid';

/**
 * New resource ids are UUIDv7: time-ordered (and monotonic within a process), so "newest first" ordered by
 * (created_at, id) follows insertion order even within one millisecond, and B-tree inserts stay local.
 */
export const newId = (): string => v7();

const KEYED_NAMESPACE = '6f1d9c52-8a4e-4f7b-9c1e-2b7a5d3e4f10';

/**
 * A stable id for a keyed write (UUIDv5 of account, key and part): a retried write produces the same ids, so the
 * store's unique ids make the retry a no-op instead of a duplicate.
 */
export const keyedId = (accountId: string, requestKey: string, part: string | number): string =>
  v5(`${accountId}\n${requestKey}\n${part}`, KEYED_NAMESPACE);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export const nowIso = (): string => new Date().toISOString();
