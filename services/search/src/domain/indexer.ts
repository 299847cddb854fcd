import type { Logger } from '@tessera/common';
import type { Embedder } from '../ports/embedder';
import type { ChangeSource, SourceEvent } from '../ports/sources';
import type { Kind, VectorDoc, VectorStore } from '../ports/vector-store';
import { nameKey, textOf } from './texts';

const KIND_OF: Record<string, Kind | 'index' | undefined> = { entity: 'entity', triple: 'triple', graph: 'graph', index: 'index' };

export interface IndexerOptions {
  batch: number;
  idleMs: number;
}

export interface IndexingStatus {
  pending: number;
  oldestPendingAgeMs: number;
}

/**
 * Consumes the owning services' outboxes: pulls a batch, embeds what changed, writes it to the vector store, and
 * only then acknowledges (at-least-once; a crash re-reads the unacknowledged batch, and versions make replays
 * harmless). Within a batch only the last event of each resource matters.
 */
export class Indexer {
  private running = false;
  private paused = false;
  private readonly loops: Promise<void>[] = [];
  private busy = 0;
  private readonly wakers = new Set<() => void>();
  /** Items written since start, per kind (metrics). */
  readonly indexed: Record<Kind, number> = { entity: 0, triple: 0, graph: 0 };

  constructor(
    private readonly sources: ChangeSource[],
    private readonly store: VectorStore,
    private readonly embedder: Embedder,
    private readonly logger: Logger,
    private readonly options: IndexerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    for (const source of this.sources) this.loops.push(this.loop(source));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private async loop(source: ChangeSource): Promise<void> {
    let failures = 0;
    while (this.running) {
      if (this.paused) {
        await this.sleep(this.options.idleMs);
        continue;
      }
      this.busy++;
      try {
        // Always the oldest unreleased events: applied ones are released exactly, so an event a slow transaction
        // committed late (a lower seq, on MongoDB) is still read.
        const events = await source.pull(0, this.options.batch);
        if (events.length > 0) {
          await this.apply(events);
          await source.ack(events.map((e) => e.seq));
        }
        failures = 0;
        this.busy--;
        if (events.length < this.options.batch) await this.sleep(this.options.idleMs);
      } catch (error) {
        this.busy--;
        failures++;
        // Unreachable owner or store: back off (up to 10 s) and read the same events again.
        const delay = Math.min(10_000, this.options.idleMs * 2 ** Math.min(failures, 6));
        if (failures === 1 || failures % 20 === 0) this.logger.warn({ source: source.name, err: error, retryInMs: delay }, 'indexing batch failed; retrying');
        await this.sleep(delay);
      }
    }
  }

  /** Applies a batch: the last event per resource wins (versions increase along the outbox). */
  async apply(events: SourceEvent[]): Promise<void> {
    const latest = new Map<string, SourceEvent>();
    for (const event of events) latest.set(`${event.kind}:${event.resource_id}`, event);
    const upserts: { event: SourceEvent; kind: Kind; resource: Record<string, unknown>; text: string }[] = [];
    const deletes: { id: string; kind: Kind; version: number }[] = [];
    for (const event of latest.values()) {
      const kind = KIND_OF[event.kind];
      if (kind === undefined) continue;
      if (kind === 'index') {
        if (event.op === 'delete') await this.store.removeIndex(event.resource_id, event.version);
        else {
          const index = JSON.parse(event.payload_json) as { name?: string; is_public?: boolean };
          await this.store.putIndex({ id: event.resource_id, account_id: event.account_id, name: index.name ?? '', is_public: index.is_public === true, version: event.version });
        }
        continue;
      }
      if (event.op === 'delete') {
        deletes.push({ id: event.resource_id, kind, version: event.version });
        continue;
      }
      const resource = JSON.parse(event.payload_json) as Record<string, unknown>;
      upserts.push({ event, kind, resource, text: textOf(kind, resource) });
    }
    if (upserts.length > 0) {
      const vectors = await this.embedder.embed(upserts.map((u) => u.text), { background: true });
      const docs: VectorDoc[] = upserts.map(({ event, kind, resource, text }, i) => ({
        id: event.resource_id,
        kind,
        account_id: event.account_id,
        index_id: typeof resource.index_id === 'string' ? resource.index_id : null,
        version: event.version,
        name_key: kind === 'entity' ? nameKey(String(resource.name ?? '')) : kind === 'triple' ? nameKey(String(resource.subject ?? '')) : '',
        text,
        payload: event.payload_json,
        vector: vectors[i]!,
      }));
      await this.store.upsert(docs);
      for (const doc of docs) this.indexed[doc.kind]++;
    }
    if (deletes.length > 0) await this.store.remove(deletes);
  }

  async status(): Promise<IndexingStatus> {
    let pending = 0;
    let oldest: number | null = null;
    for (const source of this.sources) {
      const status = await source.status();
      pending += status.pending;
      if (status.oldestCreatedAt) {
        const at = Date.parse(status.oldestCreatedAt);
        oldest = oldest === null ? at : Math.min(oldest, at);
      }
    }
    return { pending, oldestPendingAgeMs: oldest === null ? 0 : Math.max(0, Date.now() - oldest) };
  }

  /** Rebuilds from the owners: stop consuming, clear the store, have every owner republish, consume again. */
  async reindex(): Promise<number> {
    this.paused = true;
    try {
      while (this.busy > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await this.store.clear();
      await this.store.setModel(this.embedder.model);
      let published = 0;
      for (const source of this.sources) published += await source.republish();
      return published;
    } finally {
      this.paused = false;
      for (const wake of [...this.wakers]) wake();
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const wake of [...this.wakers]) wake();
    await Promise.allSettled(this.loops);
  }
}
