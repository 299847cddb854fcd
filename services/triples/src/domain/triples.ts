import { Conflict, InvalidArgument, NotFound, keyedId, newId, nowIso, counted } from '@tessera/common';
import type { CallerIdentity } from '@tessera/grpc';
import { canonicalInstant, EXPORT_PAGE, MAX_KEYED_TRIPLES, VALID_TIME_FORMAT } from '@tessera/proto';
import type { EntitiesPort } from '../ports/entities';
import type { ExportFilter, ExportPage, FunctionalPredicates, GraphPatch, GraphView, TripleQuery, TripleRecord, TripleStore } from '../ports/triple-store';
import { storedConfidence } from './public-triple';

export interface TripleInput {
  subject: string;
  predicate: string;
  object: string;
  object_type?: string;
  confidence?: number;
  source?: string;
  graph_id?: string;
  index_id?: string;
  valid_from?: string;
  valid_to?: string;
}

export interface CreateBatch {
  triples: TripleInput[];
  index_id?: string;
  graph_id?: string;
  source?: string;
  /** Idempotency for internal callers: the same key stores the batch once; later calls return what was stored. */
  request_key?: string;
}

export interface TripleUpdate {
  id: string;
  subject?: string;
  predicate?: string;
  object?: string;
  confidence?: number;
  source?: string;
  graph_id?: string;
  /** Empty: cleared (unbounded). */
  valid_from?: string;
  valid_to?: string;
}

/** A list or traversal's point in valid time: `as_of` (an instant) or `current` (now); neither: every stored triple. */
export interface ValidTime {
  as_of?: string;
  current?: boolean;
}

/** The instant a query reads at (canonical), or undefined for every stored triple. */
export function validAt(time: ValidTime): string | undefined {
  if (time.as_of && time.current) throw new InvalidArgument('as_of and current cannot be combined', { field: 'as_of' });
  if (time.current) return nowIso();
  return time.as_of ? instant(time.as_of, 'as_of') : undefined;
}

function instant(text: string, field: string): string {
  const canonical = canonicalInstant(text.trim());
  if (!canonical) throw new InvalidArgument(`${field} must be ${VALID_TIME_FORMAT}`, { field });
  return canonical;
}

/** A validity interval, canonical; valid_from after valid_to is refused, naming `blame` (valid_from by default). */
function validity(from: string | null | undefined, to: string | null | undefined, prefix: string, blame = 'valid_from') {
  const validFrom = from ? instant(from, `${prefix}valid_from`) : null;
  const validTo = to ? instant(to, `${prefix}valid_to`) : null;
  if (validFrom !== null && validTo !== null && validFrom > validTo) {
    throw new InvalidArgument('valid_from must not be after valid_to', {
      field: `${prefix}${blame}`,
      details: `${prefix}${blame}: valid_from ${validFrom} is after valid_to ${validTo}`,
    });
  }
  return { valid_from: validFrom, valid_to: validTo };
}

export interface ExportQuery extends ValidTime {
  index_id: string;
  graph_id?: string;
  after?: string;
  /** 0: the default page. */
  limit: number;
}

export interface GraphInput {
  name?: string;
  description?: string;
  index_id?: string;
  metadata?: Record<string, unknown>;
  request_key?: string;
}

export type TripleListQuery = Omit<TripleQuery, 'readableIndexIds' | 'valid_at'> & ValidTime;

/** A keyed batch may hold at most this many triples, so a replay knows which ids to look for. */
export const MAX_KEYED_BATCH = MAX_KEYED_TRIPLES;

const notFoundGraph = (id: string, field: string) =>
  new NotFound('Graph not found', { field, details: `No graph with id ${id} in your account` });

function requireText(value: string | undefined, field: string): string {
  const text = (value ?? '').trim();
  if (!text) throw new InvalidArgument(`${field} must be a non-empty string`, { field });
  return text;
}

/**
 * Triples and graphs. Writes resolve names to entities of the target index (one entities-service round trip per
 * index in a batch) and are stored all or nothing; reads see the account's own triples, plus those of a public
 * index when it is asked for by index_id.
 */
export class Triples {
  constructor(
    private readonly store: TripleStore,
    private readonly entities: EntitiesPort,
  ) {}

  async create(caller: CallerIdentity, batch: CreateBatch): Promise<TripleRecord[]> {
    if (batch.triples.length === 0) throw new InvalidArgument('triples must not be empty', { field: 'triples' });
    const key = batch.request_key;
    if (key) {
      if (batch.triples.length > MAX_KEYED_BATCH) {
        throw new InvalidArgument(`A keyed batch holds at most ${MAX_KEYED_BATCH} triples`, { field: 'triples' });
      }
      const stored = await this.storedUnderKey(caller, key);
      if (stored) return stored;
    }
    try {
      return await this.insertBatch(caller, batch);
    } catch (error) {
      // Two calls with one key raced and the other stored first: answer with what it stored.
      const stored = key && error instanceof Conflict ? await this.storedUnderKey(caller, key) : null;
      if (stored) return stored;
      throw error;
    }
  }

  private async storedUnderKey(caller: CallerIdentity, key: string): Promise<TripleRecord[] | null> {
    if (!(await this.store.getOwn(caller.accountId, keyedId(caller.accountId, key, 0)))) return null;
    const ids = Array.from({ length: MAX_KEYED_BATCH }, (_, i) => keyedId(caller.accountId, key, i));
    return this.store.getOwnMany(caller.accountId, ids);
  }

  private async insertBatch(caller: CallerIdentity, batch: CreateBatch): Promise<TripleRecord[]> {
    const normalised = batch.triples.map((t, i) => {
      const objectType = t.object_type || 'literal';
      if (objectType !== 'literal' && objectType !== 'entity') {
        throw new InvalidArgument('object_type must be literal or entity', { field: `triples[${i}].object_type` });
      }
      return {
        subject: requireText(t.subject, `triples[${i}].subject`),
        predicate: requireText(t.predicate, `triples[${i}].predicate`),
        object: requireText(t.object, `triples[${i}].object`),
        object_type: objectType as TripleRecord['object_type'],
        confidence: storedConfidence(t.confidence),
        source: t.source || batch.source || null,
        graph_id: t.graph_id || batch.graph_id || null,
        index: t.index_id || batch.index_id || '',
        ...validity(t.valid_from, t.valid_to, `triples[${i}].`),
      };
    });

    const indexes = new Map<string, string>();
    // The index's functional predicates come with the access check the write makes anyway: no further round trip.
    const functional: FunctionalPredicates = {};
    await Promise.all(
      [...new Set(normalised.map((t) => t.index))].map(async (requested) => {
        const index = await this.entities.resolveIndex(caller, requested || undefined, true);
        indexes.set(requested, index.id);
        if (index.functional_predicates.length > 0) functional[index.id] = index.functional_predicates;
      }),
    );
    await Promise.all(
      [...new Set(normalised.map((t) => t.graph_id).filter((g): g is string => g !== null))].map(async (graphId) => {
        if (!(await this.store.getGraph(caller.accountId, graphId))) {
          const position = normalised.findIndex((t) => t.graph_id === graphId);
          throw notFoundGraph(graphId, batch.triples[position]!.graph_id ? `triples[${position}].graph_id` : 'graph_id');
        }
      }),
    );

    const namesByIndex = new Map<string, Set<string>>();
    for (const t of normalised) {
      const indexId = indexes.get(t.index)!;
      const names = namesByIndex.get(indexId) ?? new Set<string>();
      names.add(t.subject);
      if (t.object_type === 'entity') names.add(t.object);
      namesByIndex.set(indexId, names);
    }
    const entityIds = new Map<string, Map<string, string>>();
    await Promise.all(
      [...namesByIndex].map(async ([indexId, names]) => {
        entityIds.set(indexId, await this.entities.resolveEntities(caller, indexId, [...names]));
      }),
    );

    const now = nowIso();
    const records: TripleRecord[] = normalised.map((t, position) => {
      const indexId = indexes.get(t.index)!;
      const ids = entityIds.get(indexId)!;
      return {
        id: batch.request_key ? keyedId(caller.accountId, batch.request_key, position) : newId(),
        account_id: caller.accountId,
        index_id: indexId,
        graph_id: t.graph_id,
        subject: t.subject,
        predicate: t.predicate,
        object: t.object,
        object_type: t.object_type,
        confidence: t.confidence,
        source: t.source,
        subject_entity_id: ids.get(t.subject)!,
        object_entity_id: t.object_type === 'entity' ? ids.get(t.object)! : null,
        created_at: now,
        updated_at: now,
        valid_from: t.valid_from,
        valid_to: t.valid_to,
        superseded_by: null,
      };
    });
    const outcome = await this.store.insert(records, Object.keys(functional).length > 0 ? functional : undefined);
    // The store closed some of the batch's own triples, and started others where the value they replace ends.
    if (outcome.closed.length > 0) {
      const byId = new Map(records.map((r) => [r.id, r]));
      for (const { id, valid_to, superseded_by } of outcome.closed) {
        const record = byId.get(id);
        if (record) Object.assign(record, { valid_to, superseded_by });
      }
      for (const { id, valid_from } of outcome.started) byId.get(id)!.valid_from = valid_from;
    }
    return records;
  }

  async query(caller: CallerIdentity, query: TripleListQuery): Promise<TripleRecord[]> {
    return this.store.query(caller.accountId, await this.readable(caller, query));
  }

  /** As `query`, each triple as its public JSON text (publicTriple), for list responses passed straight through. */
  async queryPublic(caller: CallerIdentity, query: TripleListQuery): Promise<string[]> {
    return this.store.queryPublic(caller.accountId, await this.readable(caller, query));
  }

  /** The query with the other accounts' indexes it may read (a public index it names) and its valid-time instant. */
  private async readable(caller: CallerIdentity, { as_of, current, ...query }: TripleListQuery): Promise<TripleQuery> {
    const valid_at = validAt({ as_of, current });
    const readableIndexIds: string[] = [];
    if (query.index_id) {
      const index = await this.entities.resolveIndex(caller, query.index_id, false);
      if (index.account_id !== caller.accountId) readableIndexIds.push(index.id);
    }
    return { ...query, readableIndexIds, ...(valid_at ? { valid_at } : {}) };
  }

  /**
   * One page of an export of an index the caller may read (own, or public; another account's private index is not
   * found). Every triple of a readable index is readable: only its owner writes to it.
   */
  async exportPage(caller: CallerIdentity, query: ExportQuery): Promise<ExportPage> {
    const limit = query.limit || EXPORT_PAGE.fallback;
    if (!Number.isInteger(limit) || limit < EXPORT_PAGE.min || limit > EXPORT_PAGE.max) {
      throw new InvalidArgument(`limit must be between ${EXPORT_PAGE.min} and ${EXPORT_PAGE.max}`, { field: 'limit' });
    }
    if (!query.index_id) throw new InvalidArgument('index_id is required', { field: 'index_id' });
    const index = await this.entities.resolveIndex(caller, query.index_id, false);
    const valid_at = validAt({ as_of: query.as_of, current: query.current });
    const filter: ExportFilter = { index_id: index.id };
    if (query.graph_id) filter.graph_id = query.graph_id;
    if (valid_at) filter.valid_at = valid_at;
    return this.store.exportPage(filter, query.after, limit);
  }

  async update(caller: CallerIdentity, input: TripleUpdate): Promise<TripleRecord> {
    const current = await this.store.getOwn(caller.accountId, input.id);
    if (!current) throw new NotFound('Triple not found', { field: 'id', details: `No triple with id ${input.id} in your account` });
    const patch: Parameters<TripleStore['update']>[2] = {};
    if (input.predicate !== undefined) patch.predicate = requireText(input.predicate, 'predicate');
    if (input.confidence !== undefined) patch.confidence = storedConfidence(input.confidence);
    if (input.source !== undefined) patch.source = input.source || null;
    if (input.graph_id !== undefined) {
      if (input.graph_id && !(await this.store.getGraph(caller.accountId, input.graph_id))) throw notFoundGraph(input.graph_id, 'graph_id');
      patch.graph_id = input.graph_id || null;
    }
    if (input.valid_from !== undefined || input.valid_to !== undefined) {
      // Checked against the stored other end; the error names the end that was sent.
      const blame = input.valid_from === undefined ? 'valid_to' : 'valid_from';
      const interval = validity(input.valid_from ?? current.valid_from, input.valid_to ?? current.valid_to, '', blame);
      if (input.valid_from !== undefined) patch.valid_from = interval.valid_from;
      if (input.valid_to !== undefined) patch.valid_to = interval.valid_to;
    }
    const renamed: string[] = [];
    if (input.subject !== undefined && input.subject.trim() !== current.subject) {
      patch.subject = requireText(input.subject, 'subject');
      renamed.push(patch.subject);
    }
    if (input.object !== undefined && input.object.trim() !== current.object) {
      patch.object = requireText(input.object, 'object');
      if (current.object_type === 'entity') renamed.push(patch.object);
    }
    if (renamed.length > 0) {
      const ids = await this.entities.resolveEntities(caller, current.index_id, renamed);
      if (patch.subject !== undefined) patch.subject_entity_id = ids.get(patch.subject)!;
      if (patch.object !== undefined && current.object_type === 'entity') patch.object_entity_id = ids.get(patch.object)!;
    }
    const updated = await this.store.update(caller.accountId, input.id, patch, nowIso());
    if (!updated) throw new NotFound('Triple not found', { field: 'id' });
    return updated;
  }

  delete(caller: CallerIdentity, ids: string[]): Promise<number> {
    return this.store.delete(caller.accountId, ids);
  }

  deleteByEntities(caller: CallerIdentity, entityIds: string[]): Promise<number> {
    return this.store.deleteByEntities(caller.accountId, entityIds);
  }

  deleteInIndex(caller: CallerIdentity, indexId: string): Promise<number> {
    return this.store.deleteInIndex(caller.accountId, indexId);
  }

  repointEntity(caller: CallerIdentity, from: string, to: string): Promise<number> {
    return this.store.repointEntity(caller.accountId, from, to);
  }

  /** The texts the triples of an index name an entity with (the entities service splits entities by them). */
  entityNames(caller: CallerIdentity, indexId: string, entityId: string): Promise<string[]> {
    return this.store.entityNames(caller.accountId, indexId, entityId);
  }

  repointNames(caller: CallerIdentity, indexId: string, from: string, to: string, names: string[]): Promise<number> {
    return this.store.repointNames(caller.accountId, indexId, from, to, names);
  }

  moveIndex(caller: CallerIdentity, from: string, to: string): Promise<number> {
    return this.store.moveIndex(caller.accountId, from, to);
  }

  // Graphs

  async createGraph(caller: CallerIdentity, input: GraphInput): Promise<GraphView> {
    const name = requireText(input.name, 'name');
    const indexId = input.index_id ? (await this.entities.resolveIndex(caller, input.index_id, true)).id : null;
    const now = nowIso();
    const id = input.request_key ? keyedId(caller.accountId, input.request_key, 'graph') : newId();
    if (input.request_key) {
      const existing = await this.store.getGraph(caller.accountId, id);
      if (existing) return existing;
    }
    const graph = {
      id, account_id: caller.accountId, name, description: input.description ?? '', index_id: indexId,
      metadata: input.metadata ?? {}, created_at: now, updated_at: now,
    };
    try {
      await this.store.createGraph(graph);
    } catch (error) {
      const existing = input.request_key && error instanceof Conflict ? await this.store.getGraph(caller.accountId, id) : null;
      if (existing) return existing;
      throw error;
    }
    return { ...graph, triple_count: 0 };
  }

  async getGraph(caller: CallerIdentity, id: string): Promise<GraphView> {
    const graph = await this.store.getGraph(caller.accountId, id);
    if (!graph) throw notFoundGraph(id, 'id');
    return graph;
  }

  listGraphs(caller: CallerIdentity, query: { search?: string; offset: number; limit: number }): Promise<GraphView[]> {
    return this.store.listGraphs(caller.accountId, query);
  }

  async updateGraph(caller: CallerIdentity, id: string, input: GraphInput): Promise<GraphView> {
    const patch: GraphPatch = {};
    if (input.name !== undefined) patch.name = requireText(input.name, 'name');
    if (input.description !== undefined) patch.description = input.description;
    if (input.metadata !== undefined) patch.metadata = input.metadata;
    if (input.index_id !== undefined) patch.index_id = input.index_id ? (await this.entities.resolveIndex(caller, input.index_id, true)).id : null;
    const updated = await this.store.updateGraph(caller.accountId, id, patch, nowIso());
    if (!updated) throw notFoundGraph(id, 'id');
    return updated;
  }

  async deleteGraph(caller: CallerIdentity, id: string, deleteTriples: boolean): Promise<string> {
    const outcome = await this.store.deleteGraph(caller.accountId, id, deleteTriples);
    if (!outcome) throw notFoundGraph(id, 'id');
    return deleteTriples ? `Graph deleted with ${counted(outcome.deleted_triples, 'triple')}` : 'Graph deleted; its triples were kept without a graph';
  }
}
