import { InvalidArgument } from '@tessera/common';
import type { CallContext, UnaryImplementation } from '@tessera/grpc';
import type { TriplesV1 } from '@tessera/proto';
import { publicTriple } from '../domain/public-triple';
import type { History } from '../domain/history';
import type { Traversal } from '../domain/traversal';
import { validAt } from '../domain/triples';
import type { Direction, TripleRecord } from '../ports/triple-store';

const caller = (context: CallContext) => ({ accountId: context.accountId, requestId: context.requestId });
const orUndefined = (value: string) => value || undefined;

function direction(value: string): Direction | undefined {
  if (value === '') return undefined;
  if (value === 'out' || value === 'in' || value === 'both') return value;
  throw new InvalidArgument('direction must be out, in or both', { field: 'direction' });
}

const triples = (list: TripleRecord[]) => list.map(publicTriple);

/** Neighbours, paths, subgraphs and histories: decode, walk, answer the public `data` object as JSON text. */
export function traversalHandlers(traversal: Traversal, history: History): UnaryImplementation<TriplesV1.TriplesServiceDefinition> {
  return {
    Neighbours: async (request, context) => {
      const found = await traversal.neighbours(caller(context), {
        entity_id: request.entity_id, depth: request.depth, direction: direction(request.direction), predicates: request.predicates,
        index_id: orUndefined(request.index_id), offset: request.offset, limit: request.limit, valid_at: validAt(request),
      });
      const data = {
        entity: found.entity,
        nodes: found.nodes,
        edges: triples(found.edges),
        predicate_counts: found.predicate_counts,
        predicate_counts_truncated: found.predicate_counts_truncated,
        count: found.nodes.length,
        total: found.total,
        truncated: found.truncated,
      };
      return { data_json: JSON.stringify(data) };
    },
    FindPaths: async (request, context) => {
      const found = await traversal.paths(caller(context), {
        from: request.from_entity_id, to: request.to_entity_id, max_depth: request.max_depth, direction: direction(request.direction),
        predicates: request.predicates, index_id: orUndefined(request.index_id), limit: request.limit, valid_at: validAt(request),
      });
      const paths = found.paths.map((path) => ({ length: path.length, triples: triples(path) }));
      return { data_json: JSON.stringify({ paths, count: paths.length, truncated: found.truncated }) };
    },
    Subgraph: async (request, context) => {
      const found = await traversal.subgraph(caller(context), {
        entity_ids: request.entity_ids, depth: request.depth, direction: direction(request.direction), predicates: request.predicates,
        index_id: orUndefined(request.index_id), max_nodes: request.max_nodes, valid_at: validAt(request),
      });
      return { data_json: JSON.stringify({ nodes: found.nodes, edges: triples(found.edges), truncated: found.truncated }) };
    },
    EntityHistory: async (request, context) => {
      const found = await history.entityHistory(caller(context), { entity_id: request.entity_id, offset: request.offset, limit: request.limit });
      return { data_json: JSON.stringify({ ...found, count: found.items.length }) };
    },
  };
}
