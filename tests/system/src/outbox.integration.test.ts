import { createServiceClient } from '@tessera/grpc';
import { loadOutboxProto } from '@tessera/proto';
import { bearer, startSystem, type System } from './testing/harness';

describe('change events (transactional outbox)', () => {
  let sys: System;
  let key: string;
  beforeAll(async () => {
    sys = await startSystem();
    key = (await sys.newAccount('events')).key;
  });
  afterAll(() => sys?.stop());

  const outboxOf = (service: 'triples' | 'entities') => createServiceClient(loadOutboxProto().OutboxService.service, sys.address[service]!);
  const drain = async (service: 'triples' | 'entities') => {
    const client = outboxOf(service);
    const { events } = await client.call.PullChanges({ after_seq: 0, max: 1000 }, { accountId: '' });
    if (events.length > 0) await client.call.AckChanges({ up_to_seq: events.at(-1)!.seq }, { accountId: '' });
    client.close();
    return events;
  };

  it('records every write of triples, graphs, entities and indexes with the change, in order', async () => {
    await drain('triples');
    await drain('entities');
    const graph = (await sys.http.post('/api/graphs').set(bearer(key)).send({ name: 'Events' })).body.data.id;
    const created = await sys.http
      .post('/api/triples')
      .set(bearer(key))
      .send({ triples: [{ subject: 'Ada Lovelace', predicate: 'wrote', object: 'Notes', object_type: 'entity' }], graph_id: graph });
    const triple = created.body.data[0];
    await sys.http.put('/api/triples').set(bearer(key)).send({ id: triple.id, confidence: 0.5 });
    const written = await drain('triples');
    expect(written.map((e) => `${e.kind}:${e.op}`)).toEqual(['graph:upsert', 'triple:upsert', 'triple:upsert']);
    // Read after the update, the insert's event carries the triple as it now is (its payload is read at pull time).
    expect(JSON.parse(written[1]!.payload_json)).toMatchObject({ id: triple.id, subject: 'Ada Lovelace', confidence: 0.5, graph_id: graph });
    await sys.http.delete(`/api/triples?id=${triple.id}`).set(bearer(key));

    const tripleEvents = [...written, ...(await drain('triples'))];
    expect(tripleEvents.map((e) => `${e.kind}:${e.op}`)).toEqual(['graph:upsert', 'triple:upsert', 'triple:upsert', 'triple:delete']);
    const versions = tripleEvents.map((e) => e.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(JSON.parse(tripleEvents[2]!.payload_json)).toMatchObject({ id: triple.id, subject: 'Ada Lovelace', confidence: 0.5, graph_id: graph });
    expect(tripleEvents.every((e) => e.account_id === tripleEvents[0]!.account_id && e.account_id)).toBe(true);

    const entityEvents = await drain('entities');
    expect(entityEvents.filter((e) => e.kind === 'entity').map((e) => JSON.parse(e.payload_json).name).sort()).toEqual(['Ada Lovelace', 'Notes']);
    expect(entityEvents.some((e) => e.kind === 'index' && JSON.parse(e.payload_json).name === 'default')).toBe(true);
  });

  it('writes no event for a batch that was not stored', async () => {
    await drain('triples');
    const res = await sys.http
      .post('/api/triples')
      .set(bearer(key))
      .send({ triples: [{ subject: 'x', predicate: 'y', object: 'z', graph_id: '00000000-0000-4000-8000-000000000000' }] });
    expect(res.status).toBe(404);
    expect(await drain('triples')).toEqual([]);
  });

  it('keeps events until they are acknowledged', async () => {
    await drain('triples');
    await sys.http.post('/api/graphs').set(bearer(key)).send({ name: 'Unacked' });
    const client = outboxOf('triples');
    const first = await client.call.PullChanges({ after_seq: 0, max: 10 }, { accountId: '' });
    const again = await client.call.PullChanges({ after_seq: 0, max: 10 }, { accountId: '' });
    expect(again.events.map((e) => e.seq)).toEqual(first.events.map((e) => e.seq));
    expect((await client.call.AckChanges({ up_to_seq: first.events.at(-1)!.seq }, { accountId: '' })).released).toBe(first.events.length);
    expect((await client.call.PullChanges({ after_seq: 0, max: 10 }, { accountId: '' })).events).toEqual([]);
    client.close();
  });

  it('republishes every current resource as an upsert with the payload the triggers write', async () => {
    const graph = (await sys.http.post('/api/graphs').set(bearer(key)).send({ name: 'Republished' })).body.data;
    await sys.http.post('/api/triples').set(bearer(key)).send({ triples: [{ subject: 'Alan Turing', predicate: 'born_in', object: 'London', object_type: 'entity' }], graph_id: graph.id });
    const live = await drain('triples');
    const client = outboxOf('triples');
    const { published } = await client.call.Republish({}, { accountId: '' });
    client.close();
    const replayed = await drain('triples');
    expect(replayed).toHaveLength(published);
    expect(replayed.every((e) => e.op === 'upsert')).toBe(true);
    // The same resource state as the live events carried (triples' insert events come from the store, graphs' from triggers).
    const lastLive = new Map(live.map((e) => [e.resource_id, JSON.parse(e.payload_json)]));
    for (const event of replayed.filter((e) => lastLive.has(e.resource_id))) {
      expect(JSON.parse(event.payload_json)).toEqual(lastLive.get(event.resource_id));
    }
    expect(replayed.filter((e) => lastLive.has(e.resource_id))).toHaveLength(2);
    const entities = outboxOf('entities');
    expect((await entities.call.Republish({}, { accountId: '' })).published).toBeGreaterThan(0);
    entities.close();
    const entityEvents = await drain('entities');
    expect(entityEvents.some((e) => e.kind === 'entity' && JSON.parse(e.payload_json).name === 'Alan Turing')).toBe(true);
  });
});
