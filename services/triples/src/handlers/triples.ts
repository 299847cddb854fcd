import { InvalidArgument, counted } from '@tessera/common';
import type { CallContext, UnaryImplementation } from '@tessera/grpc';
import type { TriplesV1 } from '@tessera/proto';
import { publicTriple } from '../domain/public-triple';
import type { Triples } from '../domain/triples';
import type { GraphView, TripleRecord } from '../ports/triple-store';

type Definition = TriplesV1.TriplesServiceDefinition;

const toTriple = (t: TripleRecord): TriplesV1.Triple => ({
  ...t,
  graph_id: t.graph_id ?? '',
  source: t.source ?? '',
  object_entity_id: t.object_entity_id ?? '',
  confidence: t.confidence ?? undefined,
  valid_from: t.valid_from ?? '',
  valid_to: t.valid_to ?? '',
  superseded_by: t.superseded_by ?? '',
});

const toGraph = (g: GraphView): TriplesV1.Graph => ({
  id: g.id,
  account_id: g.account_id,
  name: g.name,
  description: g.description,
  index_id: g.index_id ?? '',
  metadata_json: JSON.stringify(g.metadata),
  triple_count: g.triple_count,
  created_at: g.created_at,
  updated_at: g.updated_at,
});

const caller = (context: CallContext) => ({ accountId: context.accountId, requestId: context.requestId });
const orUndefined = (value: string) => value || undefined;

function parseMetadata(json: string | undefined): Record<string, unknown> | undefined {
  if (!json) return undefined;
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidArgument('metadata must be a JSON object', { field: 'metadata' });
  }
  return value as Record<string, unknown>;
}

/** Triple and graph RPCs: decode, call the domain, encode. */
export function tripleHandlers(triples: Triples): UnaryImplementation<Definition> {
  return {
    CreateTriples: async (request, context) => {
      const created = await triples.create(caller(context), {
        triples: request.triples.map((t) => ({
          subject: t.subject, predicate: t.predicate, object: t.object, object_type: orUndefined(t.object_type),
          confidence: t.confidence, source: orUndefined(t.source), graph_id: orUndefined(t.graph_id), index_id: orUndefined(t.index_id),
          valid_from: orUndefined(t.valid_from), valid_to: orUndefined(t.valid_to),
        })),
        index_id: orUndefined(request.index_id),
        graph_id: orUndefined(request.graph_id),
        source: orUndefined(request.source),
        request_key: orUndefined(request.request_key),
      });
      const message = `${counted(created.length, 'triple')} created`;
      return request.public_json
        ? { triples: [], public_json: JSON.stringify(created.map(publicTriple)), inserted_count: created.length, message }
        : { triples: created.map(toTriple), inserted_count: created.length, message };
    },
    QueryTriples: async (request, context) => {
      const query = {
        search: request.search === '' ? undefined : request.search,
        subject: orUndefined(request.subject),
        graph_id: orUndefined(request.graph_id),
        index_id: orUndefined(request.index_id),
        subject_entity_id: orUndefined(request.subject_entity_id),
        object_entity_id: orUndefined(request.object_entity_id),
        predicates: request.predicates,
        offset: request.offset,
        limit: request.limit,
        as_of: orUndefined(request.as_of),
        current: request.current,
      };
      if (request.public_json) {
        const rendered = await triples.queryPublic(caller(context), query);
        return { triples: [], public_json: `[${rendered.join(',')}]`, count: rendered.length };
      }
      const found = await triples.query(caller(context), query);
      return { triples: found.map(toTriple), count: found.length };
    },
    ExportTriples: async (request, context) => {
      const page = await triples.exportPage(caller(context), {
        index_id: request.index_id, graph_id: orUndefined(request.graph_id), after: orUndefined(request.after), limit: request.limit,
        as_of: orUndefined(request.as_of), current: request.current,
      });
      return { triples: page.triples.map(toTriple), next: page.next ?? '' };
    },
    UpdateTriple: async (request, context) => ({
      triple: toTriple(await triples.update(caller(context), request)),
      message: 'Triple updated',
    }),
    DeleteTriples: async (request, context) => {
      const deleted = await triples.delete(caller(context), request.ids);
      return { deleted_count: deleted, message: `${counted(deleted, 'triple')} deleted` };
    },
    DeleteTriplesByEntity: async (request, context) => {
      const deleted = await triples.deleteByEntities(caller(context), request.entity_ids);
      return { deleted_count: deleted, message: `${deleted} triples deleted` };
    },
    DeleteTriplesInIndex: async (request, context) => {
      const deleted = await triples.deleteInIndex(caller(context), request.index_id);
      return { deleted_count: deleted, message: `${deleted} triples deleted` };
    },
    RepointEntity: async (request, context) => ({
      updated_count: await triples.repointEntity(caller(context), request.from_entity_id, request.to_entity_id),
    }),
    EntityNames: async (request, context) => ({ names: await triples.entityNames(caller(context), request.index_id, request.entity_id) }),
    RepointNames: async (request, context) => ({
      updated_count: await triples.repointNames(caller(context), request.index_id, request.from_entity_id, request.to_entity_id, request.names),
    }),
    MoveIndex: async (request, context) => ({
      updated_count: await triples.moveIndex(caller(context), request.from_index_id, request.to_index_id),
    }),
    ListGraphs: async (request, context) => ({
      graphs: (await triples.listGraphs(caller(context), { search: orUndefined(request.search), offset: request.offset, limit: request.limit })).map(toGraph),
    }),
    CreateGraph: async (request, context) => ({
      graph: toGraph(
        await triples.createGraph(caller(context), {
          name: request.name, description: request.description, index_id: orUndefined(request.index_id),
          metadata: parseMetadata(request.metadata_json),
          request_key: orUndefined(request.request_key),
        }),
      ),
    }),
    GetGraph: async (request, context) => ({ graph: toGraph(await triples.getGraph(caller(context), request.id)) }),
    UpdateGraph: async (request, context) => ({
      graph: toGraph(
        await triples.updateGraph(caller(context), request.id, {
          name: request.name, description: request.description, index_id: request.index_id,
          metadata: parseMetadata(request.metadata_json),
        }),
      ),
    }),
    DeleteGraph: async (request, context) => ({
      message: await triples.deleteGraph(caller(context), request.id, request.delete_triples),
      deleted_triples: 0,
    }),
  };
}
