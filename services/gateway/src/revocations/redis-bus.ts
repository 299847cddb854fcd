import type { Logger } from '@tessera/common';
import { Redis } from 'ioredis';
import { KEY_REVOKED } from './ipc-bus';
import type { RevocationBus } from './revocation-bus';

/** Replicas sharing REDIS_URL: announcements are published on a channel every replica subscribes to. */
export function redisRevocationBus(url: string, publisher: Redis, logger: Logger): RevocationBus {
  const subscriber = new Redis(url);
  subscriber.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis subscriber'));
  subscriber.subscribe(KEY_REVOKED).catch((error: Error) => logger.warn({ err: error.message }, 'redis subscribe failed'));
  return {
    announce: (keyId) => {
      publisher.publish(KEY_REVOKED, keyId).catch((error: Error) => logger.warn({ err: error.message, keyId }, 'revocation not published'));
    },
    onRevoked: (forget) => {
      subscriber.on('message', (channel: string, keyId: string) => {
        if (channel === KEY_REVOKED) forget(keyId);
      });
    },
    close: () => subscriber.disconnect(),
  };
}
