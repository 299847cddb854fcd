import { createServiceClient } from '@tessera/grpc';
import { loadTriplesProto } from '@tessera/proto';
import { bearer, startSystem, type System } from './testing/harness';

/** Internal callers (generation jobs) retry writes with a request key; a retry must never store twice. */
describe('keyed writes in the triples service', () => {
  let sys: System;
  let account: { id: string; key: string };
  beforeAll(async () => {
    sys = await startSystem();
    account = await sys.newAccount('keyed');
  });
  afterAll(() => sys?.stop());

  it('stores a keyed batch and a keyed graph once, however often or concurrently they are retried', async () => {
    const client = createServiceClient(loadTriplesProto().TriplesService.service, sys.address.triples!);
    const caller = { accountId: account.id };
    const graphs = await Promise.all([1, 2, 3].map(() => client.call.CreateGraph({ name: 'Generated', request_key: 'job-1' }, caller)));
    expect(new Set(graphs.map((g) => g.graph!.id)).size).toBe(1);
    const batch = {
      triples: [
        { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity' },
        { subject: 'Marie Curie', predicate: 'won', object: 'Nobel Prize in Physics', object_type: 'entity' },
      ],
      graph_id: graphs[0]!.graph!.id,
      request_key: 'job-1',
    };
    const first = await client.call.CreateTriples(batch, caller);
    const retries = await Promise.all([1, 2, 3].map(() => client.call.CreateTriples({ ...batch, triples: batch.triples.slice(0, 1) }, caller)));
    for (const retry of retries) expect(retry.triples.map((t) => t.id)).toEqual(first.triples.map((t) => t.id));

    const listed = await sys.http.get(`/api/triples?graph_id=${batch.graph_id}`).set(bearer(account.key));
    expect(listed.body.count).toBe(2);
    // Another key is another write.
    await client.call.CreateTriples({ ...batch, request_key: 'job-2' }, caller);
    expect((await sys.http.get(`/api/triples?graph_id=${batch.graph_id}`).set(bearer(account.key))).body.count).toBe(4);
    client.close();
  });
});
