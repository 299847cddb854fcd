import { createServiceClient } from '@tessera/grpc';
import { loadOutboxProto, loadTriplesProto } from '@tessera/proto';
import type { ChangeSource, KnowledgePort } from '../ports/sources';

/** An owning service's outbox over gRPC (called as the service, not on behalf of an account). */
export function outboxSource(name: string, address: string): ChangeSource & { close(): void } {
  const client = createServiceClient(loadOutboxProto().OutboxService.service, address);
  const system = { accountId: '' };
  return {
    name,
    async pull(afterSeq, max) {
      const { events } = await client.call.PullChanges({ after_seq: afterSeq, max }, system);
      return events.map((e) => ({ ...e, op: e.op as 'upsert' | 'delete' }));
    },
    async ack(seqs) {
      await client.call.AckChanges({ seqs }, system);
    },
    async republish() {
      return (await client.call.Republish({}, system, { deadlineMs: 300_000 })).published;
    },
    async status() {
      const status = await client.call.Status({}, system);
      return { pending: status.pending, oldestCreatedAt: status.oldest_created_at || null };
    },
    close: () => client.close(),
  };
}

export function knowledgeClient(triplesAddress: string): KnowledgePort & { close(): void } {
  const triples = createServiceClient(loadTriplesProto().TriplesService.service, triplesAddress);
  return {
    async graphs(caller, ids) {
      const found = new Map<string, string>();
      await Promise.all(
        ids.map(async (id) => {
          try {
            const { graph } = await triples.call.GetGraph({ id }, caller);
            if (graph) found.set(id, JSON.stringify(graph));
          } catch (error) {
            // Deleted since it was indexed (the delete event is on its way): leave it out.
            if ((error as { code?: string }).code !== 'NOT_FOUND') throw error;
          }
        }),
      );
      return found;
    },
    close: () => triples.close(),
  };
}
