import type { Logger } from '@tessera/common';
import type { Embedder } from '../ports/embedder';
import type { ChangeSource, SourceEvent } from '../ports/sources';
import type { Kind, VectorDoc, VectorStore } from '../ports/vector-store';
import { nameKey, textOf } from './texts';

/** Texts embedded at a time by the indexer (it may pause between chunks; see calm). */
const EMBED_CHUNK = 32;

const KIND_OF: Record<string, Kind | 'index' | undefined> = { entity: 'entity', triple: 'triple', graph: 'graph', index: 'index' };

export interface IndexerOptions {
  batch: number;
  idleMs: number;
  /**
   * Yield to the API: while `busy()` (the machine's normal-priority CPU share, 0..1) is at or above `threshold`,
   * wait (at most `maxWaitMs`, so indexing always progresses) and then take small batches (`busyBatch`).
   */
  yieldTo?: { busy: () => number; threshold: number; maxWaitMs: number; busyBatch: number };
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
      const batch = await this.yieldToForeground();
      this.busy++;
      try {
        // Always the oldest unreleased events: applied ones are released exactly, so an event a slow transaction
        // committed late (a lower seq, on MongoDB) is still read.
        const events = await source.pull(0, batch);
        if (events.length > 0) {
          await this.apply(events);
          await source.ack(events.map((e) => e.seq));
        }
        failures = 0;
        this.busy--;
        if (events.length < batch) await this.sleep(this.options.idleMs);
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

  /**
   * Embedding and writing vectors competes with API requests for the CPUs: the embedding threads are niced, yet
   * under a wrk load on 2 vCPUs they still took ~4 s of CPU in 10 s and the API served fewer requests (nice does
   * not keep them off the caches or out of the gaps between requests). While the machine is busy with
   * normal-priority work, wait a little and then index in small batches; when it is not, full batches at once.
   * Returns the batch size to pull.
   */
  private async yieldToForeground(): Promise<number> {
    return (await this.calm()) ? this.options.batch : Math.min(this.options.yieldTo!.busyBatch, this.options.batch);
  }

  /** Waits while the machine is busy, at most yieldTo.maxWaitMs; true when it is calm (or nothing to yield to). */
  private async calm(): Promise<boolean> {
    const gate = this.options.yieldTo;
    if (!gate || gate.busy() < gate.threshold) return true;
    const started = Date.now();
    while (this.running && gate.busy() >= gate.threshold && Date.now() - started < gate.maxWaitMs) {
      await this.sleep(Math.min(100, gate.maxWaitMs));
    }
    return gate.busy() < gate.threshold;
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
      // In chunks, pausing between them while the API keeps the machine busy: a batch started on an idle machine
      // must not keep the CPUs from requests that arrive meanwhile.
      const vectors: Float32Array[] = [];
      for (let i = 0; i < upserts.length; i += EMBED_CHUNK) {
        if (i > 0) await this.calm();
        vectors.push(...(await this.embedder.embed(upserts.slice(i, i + EMBED_CHUNK).map((u) => u.text), { background: true })));
      }
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
        entity_ids: kind === 'triple' ? [resource.subject_entity_id, resource.object_entity_id].filter((id): id is string => typeof id === 'string' && id !== '') : [],
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
