import { escapeRegex, type Document, type Filter, type IndexDescription, type Sort } from '@tessera/storage';
import type { IndexRecord } from '../../ports/index-store';

/** Pure builders for the MongoDB index store; unit-tested without a server. */

export const INDEX_SORT: Sort = { created_at: -1, id: -1 };

export function visibleIndexFilter(accountId: string, search?: string): Filter<IndexRecord> {
  const visible: Filter<IndexRecord> = { $or: [{ account_id: accountId }, { is_public: true }] };
  if (!search) return visible;
  const pattern = { $regex: escapeRegex(search), $options: 'i' };
  return { $and: [visible, { $or: [{ name: pattern }, { description: pattern }] }] };
}

export function visibleIndexByIdFilter(accountId: string, id: string): Filter<IndexRecord> {
  return { id, $or: [{ account_id: accountId }, { is_public: true }] };
}

export function ownIndexFilter(accountId: string, id: string): Filter<IndexRecord> {
  return { id, account_id: accountId };
}

/** `$setOnInsert` upsert keyed on the partial unique index, so concurrent first calls make one default index. */
export function defaultIndexUpsert(accountId: string, template: IndexRecord) {
  return {
    filter: { account_id: accountId, is_default: true } as Filter<IndexRecord>,
    update: { $setOnInsert: { ...template, account_id: accountId, is_default: true } },
  };
}

export function entityCountPipeline(indexIds: string[]): Document[] {
  return [{ $match: { index_id: { $in: indexIds } } }, { $group: { _id: '$index_id', count: { $sum: 1 } } }];
}

export const INDEX_COLLECTION_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { account_id: 1, created_at: -1, id: -1 }, name: 'by_account' },
  { key: { is_public: 1, created_at: -1, id: -1 }, name: 'public', partialFilterExpression: { is_public: true } },
  {
    key: { account_id: 1, is_default: 1 },
    name: 'one_default_per_account',
    unique: true,
    partialFilterExpression: { is_default: true },
  },
];

export const ENTITY_COLLECTION_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { index_id: 1 }, name: 'by_index' },
];
