import { NotFound } from '@tessera/common';
import type { EntitiesPort, EntityEventRef } from '../ports/entities';
import type { TripleRecord, TripleStore } from '../ports/triple-store';
import { History } from './history';

const me = { accountId: 'acc-a', requestId: 'test' };

const fact = (id: string, valid_from: string | null, created_at = '2026-01-01T00:00:00.000Z'): TripleRecord => ({
  id, account_id: 'acc-a', index_id: 'idx-a', graph_id: null, subject: 'Alice', predicate: 'lives_in', object: id, object_type: 'literal',
  confidence: null, source: null, subject_entity_id: 'e-alice', object_entity_id: null, created_at, updated_at: created_at,
  valid_from, valid_to: null, superseded_by: null,
});

function sut(facts: TripleRecord[], events: EntityEventRef[], entity = { id: 'e-alice', name: 'Alice', account_id: 'acc-a', index_id: 'idx-a' }) {
  const reads: { readable: string[]; limit: number }[] = [];
  const store = {
    async entityFacts(_account: string, _entity: string, filter: { readableIndexIds: string[] }, limit: number) {
      reads.push({ readable: filter.readableIndexIds, limit });
      return facts.slice(0, limit);
    },
  } as unknown as TripleStore;
  const entities = {
    async visibleEntities(_caller: unknown, ids: string[]) {
      return ids.includes(entity.id) ? [entity] : [];
    },
    async entityEvents(_caller: unknown, _id: string, limit: number) {
      return events.slice(0, limit);
    },
  } as unknown as EntitiesPort;
  return { history: new History(store, entities), reads };
}

describe(History.name, () => {
  // Each source newest first, as the ports answer.
  const facts = [fact('f2020', '2020-01-01T00:00:00.000Z'), fact('undated', null, '2015-06-01T00:00:00.000Z'), fact('f2000', '2000-01-01T00:00:00.000Z')];
  const events: EntityEventRef[] = [
    { kind: 'merged_from', entity_id: 'e-alice', other_entity_id: 'e-dup', name: 'Alice L.', at: '2026-02-01T00:00:00.000Z' },
    { kind: 'created', entity_id: 'e-alice', name: 'Alice', at: '2010-01-01T00:00:00.000Z' },
  ];

  it('merges facts (at their valid_from, else created_at) and events into one timeline, newest first', async () => {
    const { history } = sut(facts, events);
    const found = await history.entityHistory(me, { entity_id: 'e-alice', offset: 0, limit: 10 });
    expect(found.items.map((i) => ('triple' in i ? i.triple.id : i.kind))).toEqual(['merged_from', 'f2020', 'undated', 'created', 'f2000']);
    expect(found.items[0]).toEqual({ kind: 'merged_from', at: '2026-02-01T00:00:00.000Z', other_entity_id: 'e-dup', name: 'Alice L.' });
    expect(found.items[2]).toMatchObject({ kind: 'fact', at: '2015-06-01T00:00:00.000Z' });
    expect([found.has_more, found.entity]).toEqual([false, { id: 'e-alice', name: 'Alice' }]);
  });

  it('pages the merged timeline, reading offset + limit + 1 of each source', async () => {
    const { history, reads } = sut(facts, events);
    const page = await history.entityHistory(me, { entity_id: 'e-alice', offset: 1, limit: 2 });
    expect(page.items.map((i) => ('triple' in i ? i.triple.id : i.kind))).toEqual(['f2020', 'undated']);
    expect(page.has_more).toBe(true);
    expect(reads).toEqual([{ readable: [], limit: 4 }]);
    expect((await history.entityHistory(me, { entity_id: 'e-alice', offset: 3, limit: 2 })).has_more).toBe(false);
  });

  it('reads the public index of another account’s entity, and refuses an entity it cannot see or bad bounds', async () => {
    const { history, reads } = sut(facts, events, { id: 'e-pub', name: 'Pub', account_id: 'acc-b', index_id: 'idx-pub' });
    await history.entityHistory(me, { entity_id: 'e-pub', offset: 0, limit: 5 });
    expect(reads[0]!.readable).toEqual(['idx-pub']);
    await expect(history.entityHistory(me, { entity_id: 'e-secret', offset: 0, limit: 5 })).rejects.toBeInstanceOf(NotFound);
    await expect(history.entityHistory(me, { entity_id: 'e-pub', offset: 0, limit: 0 })).rejects.toMatchObject({ field: 'limit' });
    await expect(history.entityHistory(me, { entity_id: 'e-pub', offset: 10_001, limit: 5 })).rejects.toMatchObject({ field: 'offset' });
  });
});
