import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_BODY_LENGTH = 32; // 32 base62 characters: ~190 bits of entropy
export const KEY_PREFIX = 'kg_';
export const API_KEY_PATTERN = /^kg_[0-9A-Za-z]{16,128}$/;
const DISPLAY_PREFIX_LENGTH = 8;

/** A fresh random key: `kg_` + 32 base62 characters, drawn without modulo bias. */
export function generateApiKey(): string {
  let body = '';
  while (body.length < KEY_BODY_LENGTH) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && body.length < KEY_BODY_LENGTH) body += BASE62[byte % 62];
    }
  }
  return KEY_PREFIX + body;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const displayPrefix = (key: string): string => key.slice(0, DISPLAY_PREFIX_LENGTH);
