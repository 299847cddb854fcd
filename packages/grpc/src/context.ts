import * as grpc from '@grpc/grpc-js';
import { Unauthenticated, type Logger } from '@tessera/common';

export const ACCOUNT_ID_KEY = 'x-account-id';
export const REQUEST_ID_KEY = 'x-request-id';

/** What every handler gets besides its request: whose data it may touch, and how to log. */
export interface CallContext {
  accountId: string;
  requestId: string;
  logger: Logger;
}

export interface CallerIdentity {
  accountId: string;
  requestId?: string;
}

export function callerMetadata(caller: CallerIdentity): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set(ACCOUNT_ID_KEY, caller.accountId);
  if (caller.requestId) metadata.set(REQUEST_ID_KEY, caller.requestId);
  return metadata;
}

export function contextFrom(metadata: grpc.Metadata, logger: Logger, accountRequired: boolean): CallContext {
  return contextOf(String(metadata.get(ACCOUNT_ID_KEY)[0] ?? ''), String(metadata.get(REQUEST_ID_KEY)[0] ?? ''), logger, accountRequired);
}

/** The context of a call whose caller arrived some other way than metadata (a multiplexed call's frame). */
export function contextOf(accountId: string, requestId: string, logger: Logger, accountRequired: boolean): CallContext {
  if (accountRequired && !accountId) {
    throw new Unauthenticated('Missing caller account', { details: `gRPC metadata "${ACCOUNT_ID_KEY}" is required` });
  }
  // The request-scoped logger is made only when a handler logs: a pino child per call is measurable at load.
  let scoped: Logger | undefined;
  return {
    accountId,
    requestId,
    get logger() {
      scoped ??= requestId ? logger.child({ requestId }) : logger;
      return scoped;
    },
  };
}
