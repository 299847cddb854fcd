import { escapeRegex, type Document, type Filter, type IndexDescription } from '@tessera/storage';
import { trigrams } from '../../domain/resolution/normalize';
import type { EntityRecord } from '../../ports/entity-store';

/** An entity as a MongoDB document: the record plus its name trigrams for candidate retrieval. */
export interface EntityDoc extends EntityRecord {
  trigrams: string[];
}

export const toDoc = (entity: EntityRecord): EntityDoc => ({ ...entity, trigrams: trigrams(entity.name_key) });

export const ENTITY_INDEXES: IndexDescription[] = [
  { key: { id: 1 }, name: 'id_unique', unique: true },
  { key: { account_id: 1, index_id: 1, name_key: 1 }, name: 'key_unique', unique: true },
  { key: { account_id: 1, index_id: 1, trigrams: 1 }, name: 'trigrams' },
  { key: { index_id: 1, created_at: -1, id: -1 }, name: 'by_index' },
  { key: { account_id: 1, created_at: -1, id: -1 }, name: 'by_account' },
  { key: { parent_entity_id: 1 }, name: 'by_parent', sparse: true },
];

export const ALIAS_INDEXES: IndexDescription[] = [
  { key: { account_id: 1, index_id: 1, alias_key: 1 }, name: 'alias_unique', unique: true },
  { key: { entity_id: 1 }, name: 'by_entity' },
  // Only names merged into an entity carry trigrams (see mergedNameUpdate).
  { key: { account_id: 1, index_id: 1, trigrams: 1 }, name: 'merged_trigrams', partialFilterExpression: { name: { $exists: true } } },
];

export const EVENT_INDEXES: IndexDescription[] = [{ key: { entity_id: 1, at: -1 }, name: 'by_entity' }];

export const CANNOT_LINK_INDEXES: IndexDescription[] = [
  { key: { entity_id: 1, other_entity_id: 1 }, name: 'pair_unique', unique: true },
  { key: { other_entity_id: 1 }, name: 'by_other' },
];

/** A pair of entities a split set apart, stored both ways round (each entity's pairs are one index range). */
export interface CannotLinkDoc {
  entity_id: string;
  other_entity_id: string;
  account_id: string;
  at: string;
}

export function cannotLinkDocs(accountId: string, a: string, b: string, at: string): CannotLinkDoc[] {
  return [
    { entity_id: a, other_entity_id: b, account_id: accountId, at },
    { entity_id: b, other_entity_id: a, account_id: accountId, at },
  ];
}

/** Every pair that names an entity, either way round (for deleting or absorbing it). */
export const cannotLinksOf = (entityId: string) => ({ $or: [{ entity_id: entityId }, { other_entity_id: entityId }] });

/** An entity's events, newest first. */
export const EVENT_SORT = { at: -1, _id: -1 } as const;

/** The alias a merged-away entity's name becomes: kept with its surface form and trigrams, for fuzzy matching. */
export function mergedNameUpdate(from: Pick<EntityRecord, 'account_id' | 'index_id' | 'name' | 'name_key'>, intoId: string) {
  return {
    filter: { account_id: from.account_id, index_id: from.index_id, alias_key: from.name_key },
    update: { $set: { entity_id: intoId, name: from.name, trigrams: trigrams(from.name_key) }, $unset: { origin: '' as const } },
  };
}

/**
 * A name added to an entity through the aliases API: kept with its surface form and trigrams like a merged name. The
 * filter holds the entity id, so a key another entity holds makes the upsert insert a duplicate of the unique alias
 * key (error 11000) instead of taking it over; a learned key of this entity gains the surface form.
 */
export function addedNameUpdate(accountId: string, indexId: string, entityId: string, alias: { alias_key: string; name: string }) {
  return {
    filter: { account_id: accountId, index_id: indexId, alias_key: alias.alias_key, entity_id: entityId },
    update: { $set: { name: alias.name, trigrams: trigrams(alias.alias_key), origin: 'added' } },
  };
}

/** Where an alias document came from (see StoredAlias). */
export function aliasOrigin(doc: { name?: string | null; origin?: string }): 'merged' | 'added' | 'learned' {
  return doc.origin === 'added' ? 'added' : doc.name ? 'merged' : 'learned';
}

/**
 * Ranks the names merged into an index's entities by shared trigrams, each with the entity that holds it now (one
 * moved to another index since is left out).
 */
export function mergedNamePipeline(accountId: string, indexId: string, grams: string[], limit: number): Document[] {
  return [
    { $match: { account_id: accountId, index_id: indexId, name: { $exists: true }, trigrams: { $in: grams } } },
    { $addFields: { overlap: { $size: { $setIntersection: ['$trigrams', grams] } } } },
    { $sort: { overlap: -1, alias_key: 1 } },
    // After the join: a name whose entity moved away must not use up the limit (as in SQLite).
    ...mergedNameEntity(indexId),
    { $limit: limit },
  ];
}

/** Up to `max` names merged into an index's entities, with the entity that holds each now. */
export function mergedNamesPipeline(accountId: string, indexId: string, max: number): Document[] {
  return [{ $match: { account_id: accountId, index_id: indexId, name: { $exists: true } } }, ...mergedNameEntity(indexId), { $limit: max }];
}

function mergedNameEntity(indexId: string): Document[] {
  return [
    { $lookup: { from: 'entities', localField: 'entity_id', foreignField: 'id', as: 'entity', pipeline: [{ $project: { _id: 0, trigrams: 0 } }] } },
    { $unwind: '$entity' },
    { $match: { 'entity.index_id': indexId } },
    { $project: { _id: 0, name: 1, entity: 1 } },
  ];
}

export const ENTITY_SORT = { created_at: -1, id: -1 } as const;

/** Entities the caller may read: its own, and those in the given public indexes. */
export function visibleEntityFilter(accountId: string, publicIndexIds: string[]): Filter<EntityDoc> {
  return publicIndexIds.length > 0 ? { $or: [{ account_id: accountId }, { index_id: { $in: publicIndexIds } }] } : { account_id: accountId };
}

/** Ranks an index's entities by how many name trigrams they share with `text`'s key. */
export function candidatePipeline(accountId: string, indexId: string, grams: string[], limit: number): Document[] {
  return [
    { $match: { account_id: accountId, index_id: indexId, trigrams: { $in: grams } } },
    { $addFields: { overlap: { $size: { $setIntersection: ['$trigrams', grams] } } } },
    { $sort: { overlap: -1, created_at: -1 } },
    { $limit: limit },
    { $project: { _id: 0, trigrams: 0, overlap: 0 } },
  ];
}

/** Typo-tolerant listing: trigram overlap with the name, or the text inside the description. */
export function searchPipeline(visible: Filter<EntityDoc>, grams: string[], text: string, skip: number, limit: number): Document[] {
  return [
    { $match: { $and: [visible, { $or: [{ trigrams: { $in: grams } }, { description: { $regex: escapeRegex(text), $options: 'i' } }] }] } },
    { $addFields: { overlap: { $size: { $setIntersection: ['$trigrams', grams] } } } },
    { $sort: { overlap: -1, created_at: -1, id: -1 } },
    { $skip: skip },
    { $limit: limit },
    { $project: { _id: 0, trigrams: 0, overlap: 0 } },
  ];
}

/** `$setOnInsert` upserts keyed on the unique name key: concurrent inserts of one name leave one entity. */
export function insertIfAbsentOps(entities: EntityRecord[]) {
  return entities.map((entity) => ({
    updateOne: {
      filter: { account_id: entity.account_id, index_id: entity.index_id, name_key: entity.name_key },
      update: { $setOnInsert: toDoc(entity) },
      upsert: true,
    },
  }));
}
