import type { Document, Filter, IndexDescription, Sort } from '@tessera/storage';
import { escapeRegex } from '@tessera/storage';
import type { EdgeFilter, GraphRecord, TripleQuery, TripleRecord } from '../../ports/triple-store';

/** Newest first: created_at, then the time-ordered (UUIDv7) id within one millisecond. */
export const TRIPLE_SORT: Sort = { created_at: -1, id: -1 };
/** A traversal reads edges oldest first (the by_subject_entity / by_object_entity indexes give this order per entity). */
export const EDGE_SORT: Sort = { created_at: 1, id: 1 };
export const GRAPH_SORT: Sort = { created_at: -1, id: -1 };

export const TRIPLE_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { account_id: 1, created_at: -1, id: -1 }, name: 'by_account' },
  { key: { subject_entity_id: 1, created_at: -1, id: -1 }, name: 'by_subject_entity' },
  { key: { object_entity_id: 1, created_at: -1, id: -1 }, name: 'by_object_entity', sparse: true },
  { key: { account_id: 1, predicate: 1, created_at: -1, id: -1 }, name: 'by_predicate' },
  { key: { account_id: 1, subject: 1, created_at: -1, id: -1 }, name: 'by_subject' },
  { key: { graph_id: 1 }, name: 'by_graph', sparse: true },
  { key: { index_id: 1, created_at: -1, id: -1 }, name: 'by_index' },
  { key: { subject: 'text', predicate: 'text', object: 'text' }, name: 'text', default_language: 'none' },
];

export const GRAPH_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { account_id: 1, created_at: -1, id: -1 }, name: 'by_account' },
];

/** A $text search string in which every word is required: each is quoted (a phrase), and phrases combine with AND. */
export function textSearch(text: string): string | undefined {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu);
  return words ? words.slice(0, 32).map((w) => `"${w}"`).join(' ') : undefined;
}

/** The filter for a triple query, or undefined when the search has no words (nothing can match). */
export function tripleFilter(accountId: string, query: TripleQuery): Filter<TripleRecord> | undefined {
  const and: Filter<TripleRecord>[] = [
    query.readableIndexIds.length > 0 ? { $or: [{ account_id: accountId }, { index_id: { $in: query.readableIndexIds } }] } : { account_id: accountId },
  ];
  for (const field of ['subject', 'graph_id', 'index_id', 'subject_entity_id', 'object_entity_id'] as const) {
    if (query[field] !== undefined) and.push({ [field]: query[field] });
  }
  if (query.predicates && query.predicates.length > 0) and.push({ predicate: { $in: query.predicates } });
  if (query.search !== undefined) {
    const search = textSearch(query.search);
    if (!search) return undefined;
    and.push({ $text: { $search: search, $caseSensitive: false, $diacriticSensitive: false } });
  }
  return and.length === 1 ? and[0]! : { $and: and };
}

export function graphListFilter(accountId: string, search?: string): Filter<GraphRecord> {
  if (!search) return { account_id: accountId };
  const pattern = { $regex: escapeRegex(search), $options: 'i' };
  return { account_id: accountId, $or: [{ name: pattern }, { description: pattern }] };
}

export function tripleCountPipeline(graphIds: string[]): Document[] {
  return [{ $match: { graph_id: { $in: graphIds } } }, { $group: { _id: '$graph_id', count: { $sum: 1 } } }];
}

/** The filter for one direction of an edge read: triples with an entity object whose `side` entity is among `entityIds`. */
export function edgeFilter(accountId: string, entityIds: string[], side: 'subject' | 'object', filter: EdgeFilter): Filter<TripleRecord> {
  const and: Filter<TripleRecord>[] = [
    side === 'subject' ? { subject_entity_id: { $in: entityIds } } : { object_entity_id: { $in: entityIds } },
    filter.readableIndexIds.length > 0 ? { $or: [{ account_id: accountId }, { index_id: { $in: filter.readableIndexIds } }] } : { account_id: accountId },
  ];
  if (side === 'subject') and.push({ object_entity_id: { $type: 'string' } });
  if (filter.index_id !== undefined) and.push({ index_id: filter.index_id });
  if (filter.predicates && filter.predicates.length > 0) and.push({ predicate: { $in: filter.predicates } });
  return { $and: and };
}

/** Edge counts per predicate of one entity on one side. */
export function edgeCountPipeline(accountId: string, entityId: string, side: 'subject' | 'object', filter: EdgeFilter): Document[] {
  return [{ $match: edgeFilter(accountId, [entityId], side, filter) }, { $group: { _id: '$predicate', count: { $sum: 1 } } }];
}
