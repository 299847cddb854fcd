import { InvalidArgument, NotFound } from '@tessera/common';
import type { CallerIdentity } from '@tessera/grpc';
import { TRAVERSAL_BOUNDS } from '@tessera/proto';
import type { EntitiesPort } from '../ports/entities';
import type { Direction, EdgeFilter, PredicateCount, TripleRecord, TripleStore } from '../ports/triple-store';

/** How much one traversal may do; past any bound it stops and says so (truncated). */
export interface TraversalLimits {
  maxNodes: number;
  maxEdges: number;
  /**
   * Bytes of JSON the walk's entities and triples may come to (estimated as they are read). The answer travels as one
   * gRPC message: the edge bound alone allows tens of MiB when triples carry long texts.
   */
  maxBytes: number;
}

export const DEFAULT_TRAVERSAL_LIMITS: TraversalLimits = { maxNodes: 10_000, maxEdges: 20_000, maxBytes: 8 * 1024 * 1024 };

// What a triple's or node's JSON adds besides its texts: keys, quotes, numbers, null and true/false.
const TRIPLE_JSON_BYTES = 400;
const NODE_JSON_BYTES = 80;

/** An upper estimate of a triple's public JSON in bytes, without rendering it (escaped characters aside). */
function tripleBytes(t: TripleRecord): number {
  let bytes = TRIPLE_JSON_BYTES;
  for (const value of Object.values(t)) if (typeof value === 'string') bytes += Buffer.byteLength(value);
  return bytes;
}

export interface TraversalNode {
  id: string;
  /** The seed's own name; for the others, the name a triple that reached it gives it (its subject or object text). */
  name: string;
  /** Hops from the start entity (or the nearest seed). */
  distance: number;
}

/** What every traversal takes besides its own parameters: which triples it may follow. */
export interface EdgeOptions {
  direction?: Direction;
  predicates?: string[];
  index_id?: string;
  /** Only triples valid at this instant (canonical; see validAt in triples.ts). */
  valid_at?: string;
}

export interface NeighboursQuery extends EdgeOptions {
  entity_id: string;
  depth: number;
  offset: number;
  limit: number;
}

export interface Neighbours {
  entity: { id: string; name: string };
  /** One page of the entities reached, nearest first, then in the order they were found. */
  nodes: TraversalNode[];
  /** Every entity reached (the start left out), for paging. */
  total: number;
  /** The triples read that connect an entity of the page to another entity reached. */
  edges: TripleRecord[];
  /** The start entity's edges per predicate and direction (what expanding one would add), largest first. */
  predicate_counts: PredicateCount[];
  /** True when the start entity has more edges in a direction than are counted (the edge bound): counts are then lower bounds. */
  predicate_counts_truncated: boolean;
  truncated: boolean;
}

export interface PathsQuery extends EdgeOptions {
  from: string;
  to: string;
  max_depth: number;
  limit: number;
}

export interface Paths {
  /** Each path as the triples from `from` to `to` in order; all of the one shortest length found. */
  paths: TripleRecord[][];
  truncated: boolean;
}

export interface SubgraphQuery extends EdgeOptions {
  entity_ids: string[];
  depth: number;
  max_nodes: number;
}

export interface Subgraph {
  nodes: TraversalNode[];
  /** Every readable triple between two of the nodes (as far as the edge bound allowed). */
  edges: TripleRecord[];
  truncated: boolean;
}

const REVERSE: Record<Direction, Direction> = { out: 'in', in: 'out', both: 'both' };

export function checkRange(value: number, bounds: { min: number; max: number }, field: string): void {
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new InvalidArgument(`${field} must be between ${bounds.min} and ${bounds.max}`, { field });
  }
}

/** The entities a triple leads to from `from` when followed in `direction` (a self-loop leads back to it). */
function nextEntities(t: TripleRecord, direction: Direction, isFrontier: (id: string) => boolean): [string, string][] {
  const object = t.object_entity_id!;
  const steps: [string, string][] = [];
  if (direction !== 'in' && isFrontier(t.subject_entity_id)) steps.push([t.subject_entity_id, object]);
  if (direction !== 'out' && isFrontier(object)) steps.push([object, t.subject_entity_id]);
  return steps;
}

/** The entity's edges per predicate and direction, as TripleStore.countEdges counts them (a self-loop both ways). */
function countByPredicate(entityId: string, direction: Direction, edges: TripleRecord[]): PredicateCount[] {
  const counts = new Map<string, PredicateCount>();
  const add = (predicate: string, direction: 'out' | 'in') => {
    const key = `${direction}\u0000${predicate}`;
    const count = counts.get(key) ?? { predicate, direction, count: 0 };
    count.count += 1;
    counts.set(key, count);
  };
  for (const t of edges) {
    if (direction !== 'in' && t.subject_entity_id === entityId) add(t.predicate, 'out');
    if (direction !== 'out' && t.object_entity_id === entityId) add(t.predicate, 'in');
  }
  return [...counts.values()];
}

const nameOf = (t: TripleRecord, entityId: string) => (entityId === t.subject_entity_id ? t.subject : t.object);

/** A breadth-first walk's state: each entity reached with its distance and name, and the triples read. */
class Walk {
  readonly distance = new Map<string, number>();
  readonly names = new Map<string, string>();
  readonly edges: TripleRecord[] = [];
  private readonly edgeIds = new Set<string>();
  /** Triples read so far, a triple read again (from both of its ends) counted again. */
  private read = 0;
  /** Estimated JSON bytes of the entities reached and the distinct triples kept. */
  private bytes = 0;
  /** Set once the byte bound cut a read: nothing more is read. */
  private full = false;
  truncated = false;
  /** Every edge of a single start entity, when the first ring's read was not cut by the edge bound. */
  firstRing: TripleRecord[] | undefined;

  constructor(private readonly limits: TraversalLimits) {}

  reach(id: string, distance: number, name: string): boolean {
    if (this.distance.has(id)) return false;
    if (this.distance.size >= this.limits.maxNodes) {
      this.truncated = true;
      return false;
    }
    this.distance.set(id, distance);
    this.names.set(id, name);
    this.bytes += NODE_JSON_BYTES + Buffer.byteLength(id) + Buffer.byteLength(name);
    return true;
  }

  /** How many more triples the walk may read; one more is asked for to tell "exactly the bound" from "more". */
  get edgeAllowance(): number {
    return this.full ? 0 : this.limits.maxEdges - this.read;
  }

  /**
   * Keeps a read within the edge and byte bounds (truncated past either) and answers what was kept, triples read
   * before included.
   */
  keep(read: TripleRecord[]): TripleRecord[] {
    if (read.length > this.edgeAllowance) {
      this.truncated = true;
      read = read.slice(0, this.edgeAllowance);
    }
    for (let i = 0; i < read.length; i++) {
      const t = read[i]!;
      if (this.edgeIds.has(t.id)) continue;
      const bytes = tripleBytes(t);
      if (this.bytes + bytes > this.limits.maxBytes) {
        this.truncated = true;
        this.full = true;
        read = read.slice(0, i);
        break;
      }
      this.bytes += bytes;
      this.edgeIds.add(t.id);
      this.edges.push(t);
    }
    this.read += read.length;
    return read;
  }

  node(id: string): TraversalNode {
    return { id, name: this.names.get(id)!, distance: this.distance.get(id)! };
  }

  /** The triples read whose two entities were both reached (an entity past the node bound was not). */
  connected(): TripleRecord[] {
    return this.edges.filter((t) => this.distance.has(t.subject_entity_id) && this.distance.has(t.object_entity_id!));
  }
}

/**
 * Neighbourhoods, shortest paths and subgraphs over the triples a caller may read (own triples, plus those of the
 * public indexes its start entities belong to or it names by index_id), each walk bounded in entities and triples.
 * Edges are triples whose object is an entity; literal triples lead nowhere.
 */
export class Traversal {
  constructor(
    private readonly store: TripleStore,
    private readonly entities: EntitiesPort,
    private readonly limits: TraversalLimits,
  ) {}

  async neighbours(caller: CallerIdentity, query: NeighboursQuery): Promise<Neighbours> {
    checkRange(query.depth, TRAVERSAL_BOUNDS.neighboursDepth, 'depth');
    checkRange(query.limit, TRAVERSAL_BOUNDS.neighboursPage, 'limit');
    checkRange(query.offset, { min: 0, max: Number.MAX_SAFE_INTEGER }, 'offset');
    const direction = query.direction ?? 'both';
    const [start] = await this.seeds(caller, [query.entity_id], () => 'id');
    const filter = await this.filter(caller, [start!], query);
    const walk = new Walk(this.limits);
    walk.reach(start!.id, 0, start!.name);
    await this.expand(caller, walk, [start!.id], query.depth, direction, filter);
    const reached = [...walk.distance.keys()].slice(1);
    const page = new Set(reached.slice(query.offset, query.offset + query.limit));
    // The first ring's read holds every edge of the start entity unless the edge bound cut it: count from it then.
    // Past the bound, counting costs like reading: the store stops at maxEdges per direction too.
    const { counts, truncated: countsTruncated } = walk.firstRing
      ? { counts: countByPredicate(start!.id, direction, walk.firstRing), truncated: false }
      : await this.store.countEdges(caller.accountId, start!.id, direction, filter, this.limits.maxEdges);
    return {
      entity: { id: start!.id, name: start!.name },
      nodes: [...page].map((id) => walk.node(id)),
      total: reached.length,
      edges: walk.connected().filter((t) => page.has(t.subject_entity_id) || page.has(t.object_entity_id!)),
      predicate_counts: counts.sort(
        (a, b) => b.count - a.count || a.predicate.localeCompare(b.predicate) || (a.direction === 'out' ? -1 : 1),
      ),
      predicate_counts_truncated: countsTruncated,
      truncated: walk.truncated,
    };
  }

  async subgraph(caller: CallerIdentity, query: SubgraphQuery): Promise<Subgraph> {
    checkRange(query.depth, TRAVERSAL_BOUNDS.subgraphDepth, 'depth');
    checkRange(query.max_nodes, TRAVERSAL_BOUNDS.subgraphNodes, 'max_nodes');
    checkRange(query.entity_ids.length, TRAVERSAL_BOUNDS.subgraphSeeds, 'entity_ids');
    const direction = query.direction ?? 'both';
    const ids = [...new Set(query.entity_ids)];
    const seeds = await this.seeds(caller, ids, (id) => `entity_ids[${query.entity_ids.indexOf(id)}]`);
    const filter = await this.filter(caller, seeds, query);
    const walk = new Walk({ ...this.limits, maxNodes: Math.min(this.limits.maxNodes, query.max_nodes) });
    for (const seed of seeds) walk.reach(seed.id, 0, seed.name);
    const seedIds = [...walk.distance.keys()];
    const last = await this.expand(caller, walk, seedIds, query.depth, direction, filter);
    // Every ring but the last had its edges read in the walk's direction, so a triple between two nodes not read yet
    // enters (an "in" walk) or leaves (otherwise) a node of the last ring: reading those completes the subgraph.
    const completion = direction === 'in' ? 'in' : 'out';
    if (last.length > 0 && walk.edgeAllowance > 0) {
      walk.keep(await this.store.edges(caller.accountId, last, completion, filter, walk.edgeAllowance + 1));
    } else if (last.length > 0) {
      walk.truncated = true;
    }
    return { nodes: [...walk.distance.keys()].map((id) => walk.node(id)), edges: walk.connected(), truncated: walk.truncated };
  }

  /**
   * Every shortest path from `from` to `to` of at most max_depth triples (up to `limit` of them), by a breadth-first
   * search from both ends that always grows the smaller frontier.
   */
  async paths(caller: CallerIdentity, query: PathsQuery): Promise<Paths> {
    checkRange(query.max_depth, TRAVERSAL_BOUNDS.pathDepth, 'max_depth');
    checkRange(query.limit, TRAVERSAL_BOUNDS.paths, 'limit');
    const direction = query.direction ?? 'both';
    const [from, to] = await this.seeds(caller, [query.from, query.to], (id) => (id === query.from ? 'from' : 'to'));
    if (from!.id === to!.id) return { paths: [[]], truncated: false };
    const filter = await this.filter(caller, [from!, to!], query);
    const budget = new Walk(this.limits);
    const sides = [new PathSide(from!.id, direction), new PathSide(to!.id, REVERSE[direction])];
    budget.reach(from!.id, 0, from!.name);
    budget.reach(to!.id, 0, to!.name);
    while (sides[0]!.depth + sides[1]!.depth < query.max_depth) {
      const [grow, other] = sides[0]!.frontier.length <= sides[1]!.frontier.length ? [sides[0]!, sides[1]!] : [sides[1]!, sides[0]!];
      if (grow.frontier.length === 0 || budget.edgeAllowance <= 0) {
        if (grow.frontier.length > 0) budget.truncated = true;
        break;
      }
      const read = budget.keep(await this.store.edges(caller.accountId, grow.frontier, grow.direction, filter, budget.edgeAllowance + 1));
      const ring = grow.grow(read, budget);
      const meeting = ring.filter((id) => other.parents.has(id));
      if (meeting.length > 0) {
        const nearest = Math.min(...meeting.map((id) => other.distance(id)));
        const through = meeting.filter((id) => other.distance(id) === nearest);
        const [forward, backward] = sides[0] === grow ? [grow, other] : [other, grow];
        // A bound that cut a ring may have hidden a shorter path: truncated says so here too.
        return { paths: joinPaths(through, forward, backward, query.limit), truncated: budget.truncated };
      }
    }
    return { paths: [], truncated: budget.truncated };
  }

  /** Breadth-first from `frontier` for `depth` rings; returns the last ring reached. */
  private async expand(caller: CallerIdentity, walk: Walk, frontier: string[], depth: number, direction: Direction, filter: EdgeFilter): Promise<string[]> {
    for (let ring = 1; ring <= depth && frontier.length > 0; ring++) {
      if (walk.edgeAllowance <= 0) {
        walk.truncated = true;
        break;
      }
      const inFrontier = new Set(frontier);
      const allowance = walk.edgeAllowance;
      const read = walk.keep(await this.store.edges(caller.accountId, frontier, direction, filter, allowance + 1));
      if (ring === 1 && frontier.length === 1 && read.length <= allowance && !walk.truncated) walk.firstRing = read;
      const next: string[] = [];
      for (const t of read) {
        for (const [, to] of nextEntities(t, direction, (id) => inFrontier.has(id))) {
          if (walk.reach(to, ring, nameOf(t, to))) next.push(to);
        }
      }
      frontier = next;
    }
    return frontier;
  }

  /** The named entities, each visible to the caller; one that is not is a 404 naming its field. */
  private async seeds(caller: CallerIdentity, ids: string[], field: (id: string) => string) {
    const found = new Map((await this.entities.visibleEntities(caller, [...new Set(ids)])).map((e) => [e.id, e]));
    return ids.map((id) => {
      const entity = found.get(id);
      if (!entity) throw new NotFound('Entity not found', { field: field(id), details: `No entity with id ${id} in your account or a public index` });
      return entity;
    });
  }

  /** Own triples, plus those of the public indexes holding the seeds or named by index_id, as GET /api/triples reads. */
  private async filter(caller: CallerIdentity, seeds: { account_id: string; index_id: string }[], options: EdgeOptions): Promise<EdgeFilter> {
    const readable = new Set(seeds.filter((s) => s.account_id !== caller.accountId).map((s) => s.index_id));
    let indexId: string | undefined;
    if (options.index_id) {
      const index = await this.entities.resolveIndex(caller, options.index_id, false);
      if (index.account_id !== caller.accountId) readable.add(index.id);
      indexId = index.id;
    }
    return {
      readableIndexIds: [...readable], index_id: indexId, predicates: options.predicates?.length ? options.predicates : undefined,
      ...(options.valid_at ? { valid_at: options.valid_at } : {}),
    };
  }
}

/** One end of a bidirectional shortest-path search: distances, and every shortest way back to its origin. */
class PathSide {
  /** entity -> the (previous entity, triple) steps one ring nearer the origin. */
  readonly parents = new Map<string, { previous: string; triple: TripleRecord }[]>();
  private readonly rings = new Map<string, number>();
  frontier: string[];
  depth = 0;

  constructor(
    readonly origin: string,
    readonly direction: Direction,
  ) {
    this.parents.set(origin, []);
    this.rings.set(origin, 0);
    this.frontier = [origin];
  }

  distance(id: string): number {
    return this.rings.get(id)!;
  }

  grow(read: TripleRecord[], budget: Walk): string[] {
    const ring = this.depth + 1;
    const inFrontier = new Set(this.frontier);
    const next: string[] = [];
    for (const t of read) {
      for (const [from, to] of nextEntities(t, this.direction, (id) => inFrontier.has(id))) {
        const known = this.rings.get(to);
        if (known === undefined) {
          // The node bound counts entities across both ends; one met from the other end is already counted.
          if (!budget.reach(to, ring, nameOf(t, to)) && !budget.distance.has(to)) continue;
          this.rings.set(to, ring);
          this.parents.set(to, []);
          next.push(to);
        }
        if (this.rings.get(to) === ring) this.parents.get(to)!.push({ previous: from, triple: t });
      }
    }
    this.frontier = next;
    this.depth = ring;
    return next;
  }

  /** The triple sequences from the origin to `id` (reversed by the caller for the backward side), at most `max`. */
  *routes(id: string): Generator<TripleRecord[]> {
    if (id === this.origin) {
      yield [];
      return;
    }
    for (const { previous, triple } of this.parents.get(id)!) {
      for (const route of this.routes(previous)) yield [...route, triple];
    }
  }
}

/** Paths through the meeting entities: each forward route to one, followed by each backward route from it. */
function joinPaths(meeting: string[], forward: PathSide, backward: PathSide, limit: number): TripleRecord[][] {
  const paths: TripleRecord[][] = [];
  for (const id of meeting) {
    for (const head of forward.routes(id)) {
      for (const tail of backward.routes(id)) {
        paths.push([...head, ...[...tail].reverse()]);
        if (paths.length >= limit) return paths;
      }
    }
  }
  return paths;
}
