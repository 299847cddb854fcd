import { z } from './schemas';

/** Documented limits on free text in entity, graph and triple fields. */
export const TEXT_LIMITS = { name: 500, description: 10_000, url: 2048 };

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
