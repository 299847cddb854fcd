import type { CallerIdentity } from '@tessera/grpc';
import type { ChangeEvent } from '@tessera/storage';

/** An owner's change event, as the indexer reads it. */
export type SourceEvent = Omit<ChangeEvent, 'created_at'>;

/** One owning service's outbox, as the indexer consumes it. */
export interface ChangeSource {
  readonly name: string;
  pull(afterSeq: number, max: number): Promise<SourceEvent[]>;
  /** Releases exactly the events that were applied. */
  ack(seqs: number[]): Promise<void>;
  republish(): Promise<number>;
  status(): Promise<{ pending: number; oldestCreatedAt: string | null }>;
}

/** Fresh facts the search results need from the owning services. */
export interface KnowledgePort {
  /** The caller's graphs among the ids, as the triples service returns them (JSON of its Graph message). */
  graphs(caller: CallerIdentity, ids: string[]): Promise<Map<string, string>>;
}
