import type { ServiceClient } from '@tessera/grpc';
import type { EntitiesV1 } from '@tessera/proto';
import { InvalidArgument } from '@tessera/common';
import { fieldName, type Api } from '../http/api';
import { requiredName } from '../http/bounds';
import { uuid, z } from '../http/schemas';
import { Entity, toEntity } from './entities';

/** Most names one resolve or alias request may carry (the entities service holds the same bound). */
export const MAX_NAMES = 100;

const names = z
  .array(requiredName('each name'))
  .min(1, 'names must hold at least one name')
  .max(MAX_NAMES, `names takes at most ${MAX_NAMES} names`)
  .openapi({ description: `1 to ${MAX_NAMES} names` });

const RunnerUp = z
  .object({
    entity_id: z.string().nullable().openapi({ format: 'uuid', description: 'Null for a new name earlier in the same request' }),
    name: z.string().openapi({ description: 'The name compared: the entity’s own, or the key of a name merged into it' }),
    accepted: z.boolean().openapi({ description: 'True when the comparator would join them: it lost on score only' }),
    rule: z.string().nullable().openapi({ description: 'exact, core, acronym or fuzzy when accepted' }),
    reason: z.string().openapi({ description: 'The signal that matched, or the contradiction that ruled the match out' }),
    score: z.number(),
  })
  .openapi('ResolutionRunnerUp');

const Explanation = z
  .object({
    name: z.string(),
    outcome: z.enum(['existing', 'new']),
    entity: z
      .object({ id: z.string().openapi({ format: 'uuid' }), name: z.string() })
      .nullable()
      .openapi({ description: 'The entity the name would resolve to; null when it would create one' }),
    rule: z.string().openapi({
      description:
        'What decided: exact_key (the entity’s own name, normalised), alias (a name merged into, added to or learned for ' +
        'it), core (same name without titles, suffixes or spacing), acronym, fuzzy (typos, initials, transliteration; see ' +
        '`reason`), or new',
    }),
    reason: z.string(),
    score: z.number().openapi({ description: 'Similarity of the match in [0, 1]; 1 for exact keys and aliases, 0 for new' }),
    joins_name: z.string().nullable().openapi({ description: 'A new name joining an earlier new name of the request (one new entity for both)' }),
    runners_up: z.array(RunnerUp).openapi({ description: 'Other candidates weighed (up to 5), each with why it lost' }),
  })
  .openapi('ResolutionExplanation');

const Alias = z
  .object({
    name: z.string().nullable().openapi({ description: 'The surface form; null for a learned spelling (only its key is kept)' }),
    key: z.string().openapi({ description: 'The normalised key resolution matches exactly' }),
    kind: z.enum(['name', 'added', 'merged', 'learned']).openapi({
      description: 'name: the entity’s own; added: through this API; merged: the name of an entity merged into it; learned: a spelling resolution matched to it',
    }),
  })
  .openapi('EntityAlias');

const AliasesResponse = z
  .object({
    success: z.literal(true),
    data: z.object({
      entity_id: z.string().openapi({ format: 'uuid' }),
      aliases: z.array(Alias),
      cannot_link: z.array(z.string().openapi({ format: 'uuid' })).openapi({
        description: 'Entities a split recorded as not the same as this one (an explicit merge of the two removes the record)',
      }),
    }),
  })
  .openapi('EntityAliasesResponse');

const toAliases = (response: EntitiesV1.EntityAliasesResponse__Output) => ({
  success: true as const,
  data: {
    entity_id: response.entity_id,
    aliases: response.aliases.map((a) => ({ name: a.name || null, key: a.key, kind: a.kind as z.infer<typeof Alias>['kind'] })),
    cannot_link: response.cannot_link,
  },
});

const EXTENSION = 'A Tessera extension (not in the Neode API). ';
const OWNER =
  ' Only your own entities can be changed: one in another account’s public index is a 403, another account’s private one a 404. ' +
  'The change is recorded in the entity’s history with the API key that made it.';

/** Entity resolution you can inspect (a dry run) and repair (aliases, splits). */
export function resolutionRoutes(api: Api, entities: ServiceClient<EntitiesV1.EntitiesServiceDefinition>): void {
  const guard = { kind: 'apiKey', rateClass: 'standard' } as const;
  const tags = ['Entities', 'Tessera extensions'];
  const IdParams = z.object({ id: uuid('id') });

  api.define({
    method: 'post', path: '/api/entities/resolve', operationId: 'explainResolution', tags, guard, errors: [400, 404],
    summary: 'Explain how names would resolve (dry run)',
    description:
      EXTENSION +
      'For each name, the entity it would resolve to in `index_id` (default: your default index; any index you may read) or ' +
      '`new`, the rule that decided, the score, and the runners-up with why each lost. Nothing is written: no entity is ' +
      'created and no spelling is learned.',
    body: z.object({ names, index_id: uuid('index_id').optional() }).openapi('ResolveExplainRequest'),
    response: z
      .object({ success: z.literal(true), data: z.object({ index_id: z.string().openapi({ format: 'uuid' }), results: z.array(Explanation) }) })
      .openapi('ResolveExplainResponse'),
    handle: async ({ body, caller }) => {
      const found = await entities.call.ExplainResolution({ names: body.names, index_id: body.index_id ?? '' }, caller);
      return {
        success: true,
        data: {
          index_id: found.index_id,
          results: found.explanations.map((e) => ({
            name: e.name,
            outcome: e.outcome as 'existing' | 'new',
            entity: e.entity_id ? { id: e.entity_id, name: e.entity_name } : null,
            rule: e.rule,
            reason: e.reason,
            score: e.score,
            joins_name: e.joins_name || null,
            runners_up: e.runners_up.map((r) => ({
              entity_id: r.entity_id || null, name: r.name, accepted: r.accepted, rule: r.rule || null, reason: r.reason, score: r.score,
            })),
          })),
        },
      };
    },
  });

  api.define({
    method: 'get', path: '/api/entities/{id}/aliases', operationId: 'listEntityAliases', tags, guard, errors: [400, 404],
    summary: 'The names that resolve to an entity',
    description:
      EXTENSION +
      'Its own name first, then the names added to it, merged into it, and learned by resolution; and the entities a split ' +
      'recorded as not the same as it.',
    params: IdParams, response: AliasesResponse,
    handle: async ({ params, caller }) => toAliases(await entities.call.ListEntityAliases(params, caller)),
  });

  api.define({
    method: 'post', path: '/api/entities/{id}/aliases', operationId: 'addEntityAliases', tags, guard, errors: [400, 403, 404, 409],
    summary: 'Add names that must resolve to an entity',
    description:
      EXTENSION +
      'Each name becomes an exact key of the entity and a candidate for fuzzy matching. A name the entity already has is ' +
      'kept; one that resolves to another entity of the index is a 409 naming it (merge the entities instead).' + OWNER,
    params: IdParams, body: z.object({ names }).openapi('EntityAliasesChange'), response: AliasesResponse,
    handle: async ({ params, body, caller }) =>
      toAliases(await entities.call.AddEntityAliases({ id: params.id, names: body.names, actor: caller.keyId }, caller)),
  });

  api.define({
    method: 'delete', path: '/api/entities/{id}/aliases', operationId: 'removeEntityAliases', tags, guard, errors: [400, 403, 404],
    summary: 'Remove names from an entity',
    description:
      EXTENSION +
      'The names to remove come in the body (`{"names": [...]}`) or as repeated `names` query parameters. The entity’s own ' +
      'name cannot be removed (rename it instead), and names it does not have are a 400 naming them.' + OWNER,
    params: IdParams,
    query: z.object({
      names: z
        .union([requiredName('names'), z.array(requiredName('names'))])
        .optional()
        .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]))
        .openapi({ description: 'The names to remove, when not sent in the body' }),
    }),
    response: AliasesResponse,
    handle: async ({ params, query, req, caller }) => {
      const fromBody = req.body && typeof req.body === 'object' && 'names' in req.body ? z.object({ names }).safeParse(req.body) : undefined;
      if (fromBody && !fromBody.success) {
        const issue = fromBody.error.issues[0]!;
        const field = fieldName(issue.path, 'body');
        throw new InvalidArgument(`Invalid ${field}: ${issue.message}`, { field, details: issue.message });
      }
      const requested = fromBody?.data?.names ?? query.names;
      if (!requested) throw new InvalidArgument('names is required', { field: 'names', details: 'Send {"names": [...]} or names query parameters' });
      if (requested.length > MAX_NAMES) throw new InvalidArgument(`names takes at most ${MAX_NAMES} names`, { field: 'names' });
      return toAliases(await entities.call.RemoveEntityAliases({ id: params.id, names: requested, actor: caller.keyId }, caller));
    },
  });

  api.define({
    method: 'post', path: '/api/entities/{id}/split', operationId: 'splitEntity', tags, guard, errors: [400, 403, 404, 409],
    summary: 'Split names off an entity into a new one',
    description:
      EXTENSION +
      'Moves the given names (aliases of the entity: names merged into it, added or learned; not its own name) to a new ' +
      'entity named with the first, with every triple written with one of them as subject or object, and records that ' +
      'the two are not the same. Merging them later is allowed and removes that record; a merge followed by a split with ' +
      'the merged names gives the triples back. Names the entity does not have are a 400 naming them.' + OWNER,
    params: IdParams,
    body: z.object({ names }).openapi('EntitySplit'),
    response: z
      .object({
        success: z.literal(true),
        data: z.object({
          entity: Entity.openapi({ description: 'The entity split, without the names' }),
          created: Entity.openapi({ description: 'The new entity, named with the first name' }),
          moved_triples: z.number().int().openapi({ description: 'Subjects and entity objects re-pointed at the new entity' }),
        }),
      })
      .openapi('EntitySplitResponse'),
    handle: async ({ params, body, caller }) => {
      const split = await entities.call.SplitEntity({ id: params.id, names: body.names, actor: caller.keyId }, caller);
      return { success: true, data: { entity: toEntity(split.entity!), created: toEntity(split.created!), moved_triples: split.moved_triples } };
    },
  });
}
