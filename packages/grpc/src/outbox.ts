import type { OutboxV1 } from '@tessera/proto';
import type { Outbox } from '@tessera/storage';
import type { UnaryImplementation } from './server';

const MAX_BATCH = 5000;

/** The OutboxService RPCs over a service's outbox; called by the search service, not on behalf of an account. */
export function outboxHandlers(outbox: Outbox): UnaryImplementation<OutboxV1.OutboxServiceDefinition> {
  return {
    PullChanges: async (request) => ({ events: await outbox.pull(request.after_seq, Math.min(Math.max(request.max, 1), MAX_BATCH)) }),
    AckChanges: async (request) => ({
      released: request.seqs.length > 0 ? await outbox.ackSeqs(request.seqs) : await outbox.ack(request.up_to_seq),
    }),
    Republish: async () => ({ published: await outbox.republish() }),
    Status: async () => {
      const status = await outbox.status();
      return { pending: status.pending, oldest_created_at: status.oldest_created_at ?? '' };
    },
  };
}

export const OUTBOX_ACCOUNT_OPTIONAL = ['PullChanges', 'AckChanges', 'Republish', 'Status'] as const;
