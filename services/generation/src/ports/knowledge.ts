import type { CallerIdentity } from '@tessera/grpc';
import type { EntitiesV1, TriplesV1 } from '@tessera/proto';

export interface WritableIndex {
  id: string;
  preferred_predicates: string[];
  rules: string;
}

export interface NewTriple {
  subject: string;
  predicate: string;
  object: string;
  object_type: 'entity' | 'literal';
  confidence?: number;
  source?: string;
  valid_from?: string;
  valid_to?: string;
}

/** What generation needs from the triples and entities services (over gRPC in production). */
export interface KnowledgePort {
  /** The index if the caller may write to it: NOT_FOUND / PERMISSION_DENIED otherwise. */
  writableIndex(caller: CallerIdentity, indexId: string): Promise<WritableIndex>;
  /** NOT_FOUND unless the graph is the caller's. */
  requireGraph(caller: CallerIdentity, graphId: string): Promise<void>;
  /** Keyed: the same request key creates one graph. */
  createGraph(caller: CallerIdentity, input: { name: string; description: string; index_id: string; request_key: string }): Promise<string>;
  /** Keyed: the same request key stores the batch once. */
  createTriples(
    caller: CallerIdentity,
    input: { triples: NewTriple[]; index_id: string; graph_id: string; request_key: string },
  ): Promise<TriplesV1.Triple__Output[]>;
  getEntity(caller: CallerIdentity, id: string): Promise<EntitiesV1.Entity__Output>;
  /** Facts with the entity as subject or object, newest first. */
  entityFacts(caller: CallerIdentity, entityId: string, limit: number): Promise<TriplesV1.Triple__Output[]>;
  setDescription(caller: CallerIdentity, entityId: string, description: string): Promise<EntitiesV1.Entity__Output>;
}
