import type { CallerIdentity } from '@tessera/grpc';
import type { Embedder } from '../ports/embedder';
import type { KnowledgePort } from '../ports/sources';
import type { Kind, VectorHit, VectorStore } from '../ports/vector-store';
import { Search } from './search';

const caller: CallerIdentity = { accountId: 'acc' };

function hit(kind: Kind, id: string, score: number): VectorHit {
  return { id, kind, score, text: `text ${id}`, name_key: id, payload: '', index_id: 'idx' };
}

/** A store holding three docs of each kind, of which `deleted` vanished between the vector search and the payload read. */
function storeWith(deleted: Set<string>): VectorStore {
  const hits = (kind: Kind) => [hit(kind, `${kind}-1`, 0.9), hit(kind, `${kind}-2`, 0.8), hit(kind, `${kind}-3`, 0.7)];
  const store: Partial<VectorStore> = {
    publicIndexIds: async () => [],
    indexes: async (ids) => new Map(ids.map((id) => [id, { id, account_id: 'acc', name: 'Index', is_public: false, version: 1 }])),
    search: async (kind) => hits(kind),
    byName: async () => [],
    payloads: async (found) => found.map((h) => (deleted.has(h.id) ? null : JSON.stringify({ id: h.id }))),
    tripleCounts: async (ids) => new Map(ids.map((id) => [id, 2])),
  };
  return store as VectorStore;
}

const embedder = { model: 'test', dimensions: 2, embed: async (texts: string[]) => texts.map(() => new Float32Array([1, 0])) } as Embedder;
const knowledge: KnowledgePort = { graphs: async () => new Map() };
const input = { query: 'anything', types: ['entities', 'triples'], offset: 0, limit: 10, threshold: 0 };

describe(Search.name, () => {
  it('leaves out a hit whose doc was deleted after the vector search, in every kind, keeping the rest in order', async () => {
    const search = new Search(storeWith(new Set(['entity-2', 'triple-1'])), embedder, knowledge);
    const output = await search.search(caller, input);
    expect(output.entities.map((h) => h.id)).toEqual(['entity-1', 'entity-3']);
    expect(output.triples.map((h) => h.id)).toEqual(['triple-2', 'triple-3']);
    for (const found of [...output.entities, ...output.triples]) expect(JSON.parse(found.resource_json)).toMatchObject({ id: found.id });
    expect(JSON.parse(output.entities[0]!.resource_json)).toEqual({ id: 'entity-1', index_name: 'Index' });
    expect(output.entities[0]!.triple_count).toBe(2);
  });

  it('answers an empty list when every hit vanished', async () => {
    const search = new Search(storeWith(new Set(['entity-1', 'entity-2', 'entity-3'])), embedder, knowledge);
    expect((await search.search(caller, { ...input, types: ['entities'] })).entities).toEqual([]);
  });
});
