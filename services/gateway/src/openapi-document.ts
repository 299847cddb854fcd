import { silentLogger } from '@tessera/common';
import { createApp } from './app';
import type { Backends } from './clients/backends';
import { loadConfig } from './config';
import { Accounts } from './domain/accounts';
import { createRateLimiters } from './middleware/rate-limit';
import type { AccountStore } from './ports/account-store';
import type { IdempotencyStore } from './ports/idempotency-store';

/** Stands in for a dependency the document never calls: building routes only captures it. */
const unconnected = <T extends object>(name: string): T =>
  new Proxy({} as T, {
    get(_target, property) {
      if (property === 'then') return undefined;
      throw new Error(`${name}.${String(property)}: the OpenAPI document is built without backends`);
    },
  });

/**
 * The OpenAPI document the gateway serves at /api/openapi.json under its default configuration, built without
 * starting or connecting anything: the typed client (@tessera/client) is generated from it.
 */
export function servedOpenApiDocument() {
  const config = loadConfig({});
  const backends: Backends = {
    entities: unconnected('entities'),
    triples: unconnected('triples'),
    generation: unconnected('generation'),
    search: unconnected('search'),
    health: {},
    close() {},
  };
  const { openApiDocument } = createApp({
    config,
    logger: silentLogger(),
    accounts: new Accounts(unconnected<AccountStore>('accounts')),
    idempotencyStore: unconnected<IdempotencyStore>('idempotency'),
    backends,
    rateLimiters: createRateLimiters({ standard: config.RATE_LIMIT_STANDARD_PER_MINUTE, generation: config.RATE_LIMIT_GENERATION_PER_MINUTE }),
  });
  return openApiDocument();
}
