import type { ServiceClient } from '@tessera/grpc';
import type { GenerationV1 } from '@tessera/proto';
import type { Api } from '../http/api';
import { toCredits } from './generation';
import { pagination, SuccessMessage, uuid, z } from '../http/schemas';
import type { Accounts } from '../domain/accounts';

const Account = z
  .object({ id: z.string().openapi({ format: 'uuid' }), name: z.string(), created_at: z.string().openapi({ format: 'date-time' }) })
  .openapi('Account');

const ApiKeyInfo = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    account_id: z.string().openapi({ format: 'uuid' }),
    prefix: z.string().openapi({ description: 'The first characters of the key, to recognise it by' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    revoked_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('ApiKeyInfo');

const IssuedKey = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    prefix: z.string(),
    api_key: z.string().openapi({ description: 'The key itself. It is shown only in this response; store it now.' }),
  })
  .openapi('IssuedApiKey');

const accountName = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(100, 'name must be at most 100 characters')
  .regex(/^[\w .@-]+$/, 'name may contain letters, digits, spaces and . _ @ -');

/** The operator's account dashboard as an API. Strict bodies: an unknown field is an error here, not ignored. */
const cents = (field: string, min: 0 | 1) =>
  z.number({ error: `${field} must be an integer number of cents` }).int(`${field} must be an integer number of cents`)
    .min(min, `${field} must be at least ${min}`).max(100_000_000, `${field} must be at most 100000000`);

export function adminRoutes(api: Api, accounts: Accounts, generation: ServiceClient<GenerationV1.GenerationServiceDefinition>): void {
  const guard = { kind: 'admin' } as const;
  const tags = ['Administration'];
  const IdParams = z.object({ id: uuid('id') });

  api.define({
    method: 'post', path: '/admin/accounts', operationId: 'adminCreateAccount', tags, guard, errors: [404, 409],
    summary: 'Create an account with its first API key',
    body: z.strictObject({
      name: accountName,
      credits_cents: cents('credits_cents', 0).optional().openapi({ description: 'Initial credit grant, in cents (0: none)' }),
    }).openapi('AdminAccountCreate'),
    response: z.object({
      success: z.literal(true),
      data: z.object({ account: Account, api_key: z.string().openapi({ description: 'Shown only once' }), key_id: z.string(), prefix: z.string() }),
    }),
    handle: async ({ body }) => {
      const { account, key } = await accounts.createAccount(body.name);
      if (body.credits_cents) {
        await generation.call.GrantCredits({ cents: body.credits_cents, note: 'initial grant' }, { accountId: account.id });
      }
      return { success: true, data: { account, api_key: key.api_key, key_id: key.id, prefix: key.prefix } };
    },
  });

  api.define({
    method: 'get', path: '/admin/accounts', operationId: 'adminListAccounts', tags, guard, errors: [400, 404],
    summary: 'List accounts, oldest first; `name` finds one by exact name',
    query: z.object({ name: z.string().max(100).optional(), ...pagination }),
    response: z.object({ success: z.literal(true), data: z.array(Account), count: z.number().int() }),
    handle: async ({ query }) => {
      const data = query.name
        ? [await accounts.findAccountByName(query.name)].filter((a) => a !== null)
        : await accounts.listAccounts(query.offset, query.limit);
      return { success: true, data, count: data.length };
    },
  });

  api.define({
    method: 'get', path: '/admin/accounts/{id}', operationId: 'adminGetAccount', tags, guard, errors: [400, 404],
    summary: 'Get an account with its keys (never the keys themselves)',
    params: IdParams,
    response: z.object({ success: z.literal(true), data: Account.extend({ keys: z.array(ApiKeyInfo) }) }),
    handle: async ({ params }) => ({ success: true, data: await accounts.getAccount(params.id) }),
  });

  api.define({
    method: 'post', path: '/admin/accounts/{id}/keys', operationId: 'adminCreateKey', tags, guard, errors: [400, 404],
    summary: 'Create another API key for an account',
    params: IdParams,
    response: z.object({ success: z.literal(true), data: IssuedKey }),
    handle: async ({ params }) => ({ success: true, data: await accounts.createKey(params.id) }),
  });

  api.define({
    method: 'post', path: '/admin/accounts/{id}/credits', operationId: 'adminGrantCredits', tags, guard, errors: [400, 404],
    summary: 'Grant credits to an account (a ledger entry of kind grant)',
    params: IdParams,
    body: z.strictObject({ cents: cents('cents', 1), note: z.string().max(200, 'note must be at most 200 characters').optional() }).openapi('AdminCreditGrant'),
    response: z.object({
      success: z.literal(true),
      data: z.object({ balance_cents: z.number().int(), entries: z.array(z.object({ id: z.string(), kind: z.string(), cents: z.number().int(), note: z.string(), created_at: z.string() }).passthrough()) }),
    }),
    handle: async ({ params, body }) => {
      await accounts.getAccount(params.id);
      const credits = await generation.call.GrantCredits({ cents: body.cents, note: body.note ?? 'admin grant' }, { accountId: params.id });
      return { success: true, data: toCredits(credits) };
    },
  });

  api.define({
    method: 'delete', path: '/admin/keys/{id}', operationId: 'adminRevokeKey', tags, guard, errors: [400, 404],
    summary: 'Revoke an API key; it stops working at once',
    params: IdParams,
    response: SuccessMessage,
    handle: async ({ params }) => {
      await accounts.revokeKey(params.id);
      return { success: true, message: 'API key revoked' };
    },
  });
}
