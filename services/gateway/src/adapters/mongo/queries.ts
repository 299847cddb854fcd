import type { IndexDescription, Sort } from '@tessera/storage';

export const NO_ID = { _id: 0 } as const;

export const accountListSort: Sort = { created_at: 1, id: 1 };

export const ACCOUNT_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { name: 1 }, name: 'name_unique', unique: true },
];

export const KEY_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { key_hash: 1 }, name: 'hash_unique', unique: true },
  { key: { account_id: 1, created_at: 1 }, name: 'by_account' },
];
