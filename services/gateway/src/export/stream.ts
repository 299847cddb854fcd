import type { ExportWriter } from './formats';
import type { ExportedEntity, ExportedTriple } from './rdf';

/** Where an export reads from: the triples service's pages and the entities service's entities. */
export interface ExportSource {
  /** The page after `after` (undefined: the first); `next` is empty after the last page. */
  page(after: string | undefined): Promise<{ triples: ExportedTriple[]; next: string }>;
  /** The entities among `ids` the caller may read. */
  entities(ids: string[]): Promise<ExportedEntity[]>;
}

/**
 * Remembers which entities an export has described, up to `capacity` (the oldest forgotten first), so memory stays
 * bounded whatever the export's size; an entity forgotten and met again is described again, which RDF readers take
 * as the same statements.
 */
export class RecentlyDescribed {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity: number) {}

  /** True the first time (since it was last forgotten) an id is offered. */
  add(id: string): boolean {
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value!);
    return true;
  }
}

const ENTITY_BATCH = 500;

/**
 * The export's text, chunk by chunk (one per page), each yielded before the page after next is read: the next page
 * is read while the current one is written. The first chunk comes only after the first page was read, so an error
 * reading it (an index that is not readable) can still be answered as an error.
 */
export async function* exportChunks(source: ExportSource, writer: ExportWriter, describedCapacity = 100_000): AsyncGenerator<string> {
  const described = new RecentlyDescribed(describedCapacity);
  let pending = source.page(undefined);
  for (;;) {
    const page = await pending;
    if (page.next) {
      pending = source.page(page.next);
      // Awaited on the next turn; until then (or if the reader stops early) its failure must not go unhandled.
      pending.catch(() => undefined);
    }
    const entities = new Map<string, ExportedEntity>();
    const describe: ExportedEntity[] = [];
    if (writer.needsEntities && page.triples.length > 0) {
      const ids = new Set<string>();
      for (const t of page.triples) {
        ids.add(t.subject_entity_id);
        if (t.object_entity_id) ids.add(t.object_entity_id);
      }
      const all = [...ids];
      const batches: Promise<ExportedEntity[]>[] = [];
      for (let i = 0; i < all.length; i += ENTITY_BATCH) batches.push(source.entities(all.slice(i, i + ENTITY_BATCH)));
      for (const batch of await Promise.all(batches)) for (const e of batch) entities.set(e.id, e);
      for (const e of entities.values()) if (described.add(e.id)) describe.push(e);
    }
    const text = writer.page({ triples: page.triples, entities, describe });
    if (text) yield text;
    if (!page.next) break;
  }
  const tail = writer.end();
  if (tail) yield tail;
}
