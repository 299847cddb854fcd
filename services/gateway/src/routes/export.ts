import type { Logger } from '@tessera/common';
import type { ServiceClient } from '@tessera/grpc';
import type { EntitiesV1, TriplesV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { queryBoolean, uuid, validInstant, z } from '../http/schemas';
import { EXPORT_FORMATS, exportWriter, FILE_EXTENSIONS, MEDIA_TYPES } from '../export/formats';
import { IriScheme } from '../export/rdf';
import { exportChunks, type ExportSource } from '../export/stream';

/** EXPORT_BASE_IRI's default. */
export const DEFAULT_EXPORT_BASE_IRI = 'urn:tessera:';

/** Triples per page read from the triples service. */
const PAGE = 1000;

/**
 * GET /api/export (a Tessera extension): one index's triples as a file in a standard format, streamed page by page
 * (keyset pages from the triples service, written with back-pressure), so memory stays flat whatever the index's size.
 */
export function exportRoutes(
  api: Api,
  backends: { triples: ServiceClient<TriplesV1.TriplesServiceDefinition>; entities: ServiceClient<EntitiesV1.EntitiesServiceDefinition> },
  baseIri: string,
  logger: Logger,
): void {
  const iris = new IriScheme(baseIri);
  api.define({
    method: 'get', path: '/api/export', operationId: 'exportTriples', tags: ['Import and export', 'Tessera extensions'],
    guard: { kind: 'apiKey', rateClass: 'standard' }, errors: [400, 404],
    summary: 'Export an index’s triples as N-Triples, N-Quads, Turtle, TriG, JSON-LD, CSV or JSON Lines',
    description:
      'A Tessera extension (not in the Neode API). Streams every triple of the index (your own, or a public one; another ' +
      'account’s private index is a 404), optionally one graph’s, optionally those valid at `as_of` or now (`current`). ' +
      'RDF formats name an entity by the IRI it was imported from (`same_as`), else `EXPORT_BASE_IRI` + `entity/<id>`; a ' +
      'predicate that is not an IRI becomes `EXPORT_BASE_IRI` + `predicate/<percent-encoded predicate>`, and a graph ' +
      '`EXPORT_BASE_IRI` + `graph/<id>` (a named graph in N-Quads, TriG and JSON-LD; Turtle and N-Triples hold their union). ' +
      'Each entity gets its name as `rdfs:label`, its aliases as `skos:altLabel` and its description as `schema:description`. ' +
      'CSV (header `subject,predicate,object,object_type,confidence,source,valid_from,valid_to`) and JSON Lines carry each ' +
      'triple as POST /api/triples and POST /api/import take it, validity included. An error after the first bytes were ' +
      'sent aborts the connection, so a cut-off file is never mistaken for a complete one.',
    query: z.object({
      index_id: uuid('index_id'),
      graph_id: uuid('graph_id').optional(),
      format: z
        .enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
        .default('nquads')
        .openapi({ description: 'The file format (default nquads)' }),
      as_of: validInstant('as_of').optional().openapi({ description: 'Only the triples valid at this instant' }),
      current: queryBoolean('current').openapi({ description: 'Only the triples valid now (cannot be combined with as_of)' }),
    }),
    response: z.string().openapi({ description: 'The file, in the media type of its format' }),
    responseMediaTypes: EXPORT_FORMATS.map((f) => MEDIA_TYPES[f]),
    handle: async ({ query, caller, req, res }) => {
      const source: ExportSource = {
        page: (after) =>
          backends.triples.call.ExportTriples(
            { index_id: query.index_id, graph_id: query.graph_id ?? '', after: after ?? '', limit: PAGE, as_of: query.as_of ?? '', current: query.current ?? false },
            caller,
          ),
        entities: async (ids) => (await backends.entities.call.GetEntities({ ids }, caller)).entities,
      };
      const chunks = exportChunks(source, exportWriter(query.format, iris));
      // Read the first page before answering, so an unreadable index is still a 404.
      let next = await chunks.next();
      let aborted = false;
      res.on('close', () => {
        aborted = !res.writableFinished;
      });
      res.status(200).set({
        'Content-Type': `${MEDIA_TYPES[query.format]}; charset=utf-8`,
        'Content-Disposition': `attachment; filename="${query.index_id}.${FILE_EXTENSIONS[query.format]}"`,
      });
      res.flushHeaders();
      try {
        while (!next.done && !aborted) {
          if (!res.write(next.value)) await drained(res);
          next = await chunks.next();
        }
        if (aborted) await chunks.return(undefined);
        else res.end();
      } catch (error) {
        logger.error({ err: error, requestId: req.headers['x-request-id'] }, 'export failed after its first bytes; connection aborted');
        res.destroy(error as Error);
      }
      return undefined;
    },
  });
}

/** Resolves once the response can take more, or has closed. */
function drained(res: NodeJS.WritableStream & { once(event: string, listener: () => void): unknown; off(event: string, listener: () => void): unknown }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
