import { drainOutbox } from '@tessera/testing';
import type { TriplesStorage, TripleRecord } from './triple-store';

const triple = (id: string, overrides: Partial<TripleRecord> = {}): TripleRecord => ({
  id, account_id: 'acc-a', index_id: 'idx-a', graph_id: null, subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw',
  object_type: 'entity', confidence: null, source: null, subject_entity_id: 'e1', object_entity_id: 'e2',
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', valid_from: null, valid_to: null, superseded_by: null, ...overrides,
});

/** Every write records its change events with it (the storage bundle's outbox), for SQLite and MongoDB alike. */
export function changeEventsContract(open: () => Promise<TriplesStorage>): void {
  let storage: TriplesStorage;
  beforeEach(async () => {
    storage = await open();
  });
  afterEach(() => storage.close());

  const drain = () => drainOutbox(storage.outbox);

  it('records inserts, updates and deletes of triples with the resource as stored, versions rising', async () => {
    await storage.triples.insert([triple('00000000-0000-7000-8000-000000000001'), triple('00000000-0000-7000-8000-000000000002')]);
    await storage.triples.update('acc-a', '00000000-0000-7000-8000-000000000001', { confidence: 0.5 }, '2026-01-02T00:00:00.000Z');
    const written = await drain();
    expect(written.map((e) => `${e.kind}:${e.op}:${e.id.slice(-1)}`)).toEqual(['triple:upsert:1', 'triple:upsert:2', 'triple:upsert:1']);
    expect(written[1]!.payload).toEqual(triple('00000000-0000-7000-8000-000000000002'));
    expect(written[2]!.payload).toMatchObject({ id: '00000000-0000-7000-8000-000000000001', confidence: 0.5, subject: 'Marie Curie', updated_at: '2026-01-02T00:00:00.000Z' });
    await storage.triples.delete('acc-a', ['00000000-0000-7000-8000-000000000002']);
    const deleted = await drain();
    expect(deleted.map((e) => `${e.kind}:${e.op}:${e.id.slice(-1)}`)).toEqual(['triple:delete:2']);
    const versions = [...written, ...deleted].map((e) => e.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(await drain()).toEqual([]);
  });

  it('never delivers a deleted triple as a live one, however late the events are read', async () => {
    await storage.triples.insert([triple('00000000-0000-7000-8000-000000000003')]);
    await storage.triples.delete('acc-a', ['00000000-0000-7000-8000-000000000003']);
    const events = await drain();
    // An insert may arrive as it was written (an upsert) or as what it has become (a delete); the last word is the delete.
    expect(events.at(-1)).toMatchObject({ op: 'delete', id: '00000000-0000-7000-8000-000000000003' });
    for (const event of events.filter((e) => e.op === 'upsert')) expect(event.payload).toMatchObject({ subject: 'Marie Curie' });
  });

  it('records every triple a bulk change touches: re-pointing, moving and graph deletion', async () => {
    await storage.triples.createGraph({ id: 'g1', account_id: 'acc-a', name: 'G', description: '', index_id: null, metadata: {}, created_at: 'x', updated_at: 'x' });
    await storage.triples.insert([triple('00000000-0000-7000-8000-000000000003', { graph_id: 'g1' }), triple('00000000-0000-7000-8000-000000000004', { subject_entity_id: 'e9' })]);
    await drain();
    expect(await storage.triples.repointEntity('acc-a', 'e2', 'e3')).toBe(2);
    const repointed = await drain();
    expect(repointed.map((e) => e.payload.object_entity_id)).toEqual(['e3', 'e3']);
    await storage.triples.deleteGraph('acc-a', 'g1', false);
    const graphGone = await drain();
    expect(graphGone.map((e) => `${e.kind}:${e.op}`).sort()).toEqual(['graph:delete', 'triple:upsert']);
    expect(graphGone.find((e) => e.kind === 'triple')!.payload.graph_id).toBeNull();
    expect(await storage.triples.deleteByEntities('acc-a', ['e9'])).toBe(1);
    expect((await drain()).map((e) => `${e.op}:${e.id.slice(-1)}`)).toEqual(['delete:4']);
  });

  it('republishes the current state of everything', async () => {
    await storage.triples.insert([triple('00000000-0000-7000-8000-000000000005')]);
    await drain();
    expect(await storage.outbox.republish()).toBe(1);
    const events = await drain();
    expect(events).toEqual([expect.objectContaining({ kind: 'triple', op: 'upsert', id: '00000000-0000-7000-8000-000000000005' })]);
    expect(events[0]!.payload).toMatchObject({ subject: 'Marie Curie', object: 'Warsaw' });
  });
}
