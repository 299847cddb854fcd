import type { Document, Filter, IndexDescription, Sort } from '@tessera/storage';
import { escapeRegex } from '@tessera/storage';
import type { EdgeFilter, ExportFilter, GraphRecord, TripleQuery, TripleRecord } from '../../ports/triple-store';

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
  // An export's keyset walk (exportFilter): one index, ascending (created_at, id).
  { key: { index_id: 1, created_at: 1, id: 1 }, name: 'by_index_oldest_first' },
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
  if (query.valid_at !== undefined) and.push(...validAtFilter(query.valid_at));
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
  if (filter.valid_at !== undefined) and.push(...validAtFilter(filter.valid_at));
  return { $and: and };
}

/**
 * Valid at an instant: canonical instants compare as strings (valid_from inclusive, valid_to exclusive). `null`
 * matches a missing field too, so triples stored before valid time count as always valid.
 */
export function validAtFilter(instant: string): Filter<TripleRecord>[] {
  return [
    { $or: [{ valid_from: null }, { valid_from: { $lte: instant } }] },
    { $or: [{ valid_to: null }, { valid_to: { $gt: instant } }] },
  ];
}

/** The stored triples a functional batch may close (not yet superseded), one find per batch, oldest first. */
export function liveFilter(applicable: TripleRecord[]): Filter<TripleRecord> {
  const distinct = (values: string[]) => [...new Set(values)];
  return {
    subject_entity_id: { $in: distinct(applicable.map((t) => t.subject_entity_id)) },
    predicate: { $in: distinct(applicable.map((t) => t.predicate)) },
    account_id: { $in: distinct(applicable.map((t) => t.account_id)) },
    superseded_by: null,
  };
}

/** An entity's facts, newest first by when they became valid (valid_from, else created_at). */
export function entityFactsPipeline(accountId: string, entityId: string, readableIndexIds: string[], limit: number): Document[] {
  return [
    {
      $match: {
        $and: [
          { $or: [{ subject_entity_id: entityId }, { object_entity_id: entityId }] },
          readableIndexIds.length > 0 ? { $or: [{ account_id: accountId }, { index_id: { $in: readableIndexIds } }] } : { account_id: accountId },
        ],
      },
    },
    { $addFields: { valid_since: { $ifNull: ['$valid_from', '$created_at'] } } },
    { $sort: { valid_since: -1, created_at: -1, id: -1 } },
    { $limit: limit },
    { $project: { _id: 0, valid_since: 0 } },
  ];
}

/** Edge counts per predicate of one entity on one side, of at most `cap` of its edges. */
export function edgeCountPipeline(accountId: string, entityId: string, side: 'subject' | 'object', filter: EdgeFilter, cap: number): Document[] {
  return [{ $match: edgeFilter(accountId, [entityId], side, filter) }, { $limit: cap }, { $group: { _id: '$predicate', count: { $sum: 1 } } }];
}

/** The subjects, then the entity objects, of one index written with one of `names` and pointing at entity `from`. */
export function repointNamesFilters(accountId: string, indexId: string, from: string, names: string[]) {
  return [
    { account_id: accountId, index_id: indexId, subject_entity_id: from, subject: { $in: names } },
    { account_id: accountId, index_id: indexId, object_entity_id: from, object: { $in: names } },
  ] as const;
}

/** Oldest first, the order of an export's pages. */
export const EXPORT_SORT: Sort = { created_at: 1, id: 1 };

/** An export page's position: the (created_at, id) of the last triple of the previous page. */
export interface ExportPosition {
  created_at: string;
  id: string;
}

/** The filter of one export page: the index's triples after `after` in EXPORT_SORT order (a keyset, not a skip). */
export function exportFilter(filter: ExportFilter, after: ExportPosition | undefined): Filter<TripleRecord> {
  const and: Filter<TripleRecord>[] = [{ index_id: filter.index_id }];
  if (after) and.push({ $or: [{ created_at: { $gt: after.created_at } }, { created_at: after.created_at, id: { $gt: after.id } }] });
  if (filter.graph_id !== undefined) and.push({ graph_id: filter.graph_id });
  if (filter.valid_at !== undefined) and.push(...validAtFilter(filter.valid_at));
  return and.length === 1 ? and[0]! : { $and: and };
}
