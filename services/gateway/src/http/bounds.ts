import { z } from './schemas';

/** Documented limits on free text in entity, graph and triple fields. */
export const TEXT_LIMITS = { name: 500, description: 10_000, url: 2048, predicate: 200, object: 10_000 };

export const httpUrl = (field: string) =>
  z
    .string()
    .max(TEXT_LIMITS.url, `${field} must be at most ${TEXT_LIMITS.url} characters`)
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${field} must be an absolute http(s) URI`)
    .openapi({ format: 'uri' });

export const boundedText = (field: string, max: number) =>
  z.string().max(max, `${field} must be at most ${max} characters`);

export const requiredName = (field: string, max = TEXT_LIMITS.name) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

/** An absolute URI of any scheme (https:, urn:, doi: ...), as the contract's `format: uri` asks. */
export const absoluteUri = (field: string) =>
  z
    .string()
    .max(TEXT_LIMITS.url, `${field} must be at most ${TEXT_LIMITS.url} characters`)
    .refine((value) => {
      try {
        return /^[a-z][a-z0-9+.-]*:/i.test(value) && Boolean(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${field} must be an absolute URI`)
    .openapi({ format: 'uri' });
