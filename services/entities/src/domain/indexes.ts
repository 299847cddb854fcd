import { InvalidArgument, NotFound, PermissionDenied, newId, nowIso, counted } from '@tessera/common';
import type { IndexPatch, IndexRecord, IndexStore, IndexView, ListQuery } from '../ports/index-store';
import type { TriplesPort } from '../ports/triples';

export const DEFAULT_INDEX_NAME = 'default';

export interface CreateIndexInput {
  name: string;
  description?: string;
  is_public?: boolean;
  preferred_predicates?: string[];
  functional_predicates?: string[];
  rules?: string;
}

/**
 * Index rules: every account has exactly one default index (created on first use, never deletable); reads see own
 * and public indexes; writes need ownership. Another account's private index is indistinguishable from a missing one.
 */
export class Indexes {
  private readonly knownDefaults = new Map<string, string>();

  constructor(
    private readonly store: IndexStore,
    private readonly triples: TriplesPort,
  ) {}

  /** The account's default index id, creating the index on first use. */
  async defaultIndexId(accountId: string): Promise<string> {
    const known = this.knownDefaults.get(accountId);
    if (known) return known;
    const now = nowIso();
    const record = await this.store.ensureDefault(accountId, {
      id: newId(),
      account_id: accountId,
      name: DEFAULT_INDEX_NAME,
      description: 'Default index',
      is_public: false,
      preferred_predicates: [],
      functional_predicates: [],
      rules: '',
      is_default: true,
      created_at: now,
      updated_at: now,
    });
    this.knownDefaults.set(accountId, record.id);
    return record.id;
  }

  async list(accountId: string, query: ListQuery): Promise<IndexView[]> {
    await this.defaultIndexId(accountId);
    return this.store.list(accountId, query);
  }

  async get(accountId: string, id: string): Promise<IndexView> {
    await this.defaultIndexId(accountId);
    const index = await this.store.get(accountId, id);
    if (!index) throw notFound(id);
    return index;
  }

  async create(accountId: string, input: CreateIndexInput): Promise<IndexView> {
    const name = requireName(input.name);
    await this.defaultIndexId(accountId);
    const now = nowIso();
    const record: IndexRecord = {
      id: newId(),
      account_id: accountId,
      name,
      description: input.description ?? '',
      is_public: input.is_public ?? false,
      preferred_predicates: input.preferred_predicates ?? [],
      functional_predicates: input.functional_predicates ?? [],
      rules: input.rules ?? '',
      is_default: false,
      created_at: now,
      updated_at: now,
    };
    await this.store.create(record);
    return { ...record, item_count: 0 };
  }

  async update(accountId: string, id: string, requested: IndexPatch): Promise<IndexView> {
    // Absent fields arrive as undefined; they must not overwrite stored values.
    const patch = Object.fromEntries(Object.entries(requested).filter(([, value]) => value !== undefined)) as IndexPatch;
    if (patch.name !== undefined) patch.name = requireName(patch.name);
    const updated = await this.store.update(accountId, id, patch, nowIso());
    if (updated) return updated;
    throw await this.writeRefusal(accountId, id);
  }

  /** Deletes an index; its entities are deleted or move to the account's default index. */
  async delete(accountId: string, id: string, deleteEntities: boolean) {
    const defaultId = await this.defaultIndexId(accountId);
    if (id === defaultId) {
      throw new InvalidArgument('The default index cannot be deleted', {
        field: 'id',
        details: 'Every account keeps its default index; delete or move its entities instead',
      });
    }
    const index = await this.store.get(accountId, id);
    if (!index || index.account_id !== accountId) throw await this.writeRefusal(accountId, id);
    if (deleteEntities) {
      // Triples first: none may outlive the entities they point at.
      const triples = await this.triples.deleteInIndex(accountId, id);
      const outcome = await this.store.delete(accountId, id, { deleteEntities: true });
      if (!outcome) throw await this.writeRefusal(accountId, id);
      return { ...outcome, message: `Index deleted with ${counted(outcome.deleted_entities, 'entity', 'entities')} and ${counted(triples, 'triple')}` };
    }
    const outcome = await this.store.delete(accountId, id, { moveTo: defaultId });
    if (!outcome) throw await this.writeRefusal(accountId, id);
    for (const { from_entity_id, to_entity_id } of outcome.merged) await this.triples.repointEntity(accountId, from_entity_id, to_entity_id);
    const triples = await this.triples.moveIndex(accountId, id, defaultId);
    return {
      ...outcome,
      message: `Index deleted; ${counted(outcome.moved_entities, 'entity', 'entities')} and ${counted(triples, 'triple')} moved to the default index`,
    };
  }

  /** An index the caller may read (own or public), or NotFound; without its entity count. */
  async requireVisible(accountId: string, id: string): Promise<IndexRecord> {
    const index = await this.store.getRecord(accountId, id);
    if (!index) throw notFound(id);
    return index;
  }

  /** An index the caller may write to: its own (NotFound for a private one of another account, 403 for a public one). */
  async requireWritable(accountId: string, id: string | undefined): Promise<IndexRecord> {
    const index = await this.requireVisible(accountId, id || (await this.defaultIndexId(accountId)));
    if (index.account_id !== accountId) throw await this.writeRefusal(accountId, index.id);
    return index;
  }

  /** A public index of another account may be seen but not changed (403); anything else unowned is a 404. */
  private async writeRefusal(accountId: string, id: string) {
    const visible = await this.store.get(accountId, id);
    return visible ? new PermissionDenied('Index is read-only for this account', { details: 'Only the owner of a public index can change it' }) : notFound(id);
  }
}

function requireName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new InvalidArgument('name is required', { field: 'name', details: 'name must be a non-empty string' });
  return trimmed;
}

const notFound = (id: string) => new NotFound('Index not found', { details: `No index with id ${id}` });
