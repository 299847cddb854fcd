import type { RevocationBus } from './revocation-bus';

/** The cluster message a worker sends its primary, which passes it on to every other worker. */
export const KEY_REVOKED = 'tessera:key-revoked';

interface KeyRevokedMessage {
  type: typeof KEY_REVOKED;
  keyId: string;
}

export const isKeyRevoked = (message: unknown): message is KeyRevokedMessage =>
  (message as { type?: unknown } | null)?.type === KEY_REVOKED && typeof (message as { keyId?: unknown }).keyId === 'string';

/** A cluster worker's side: announcements go to the primary; the primary's relays arrive as messages. */
export function ipcRevocationBus(): RevocationBus {
  return {
    announce: (keyId) => process.send?.({ type: KEY_REVOKED, keyId } satisfies KeyRevokedMessage),
    onRevoked: (forget) => {
      process.on('message', (message: unknown) => {
        if (isKeyRevoked(message)) forget(message.keyId);
      });
    },
    close: () => {},
  };
}
