import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { canonicalInstant, VALID_TIME_FORMAT } from '@tessera/proto';
// A cycle (bounds.ts builds on z from here); TEXT_LIMITS is read only when a schema is built, after both have loaded.
import { TEXT_LIMITS } from './bounds';

extendZodWithOpenApi(z);

export { z };

/** Shared building blocks for request and response schemas; bounds here are the documented API limits. */

export const uuid = (field: string) =>
  z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${field} must be a UUID`).openapi({ format: 'uuid' });

export const ErrorBody = z
  .object({
    success: z.literal(false),
    error: z.string().openapi({ description: 'What went wrong' }),
    details: z.string().openapi({ description: 'More context: the field and the bound, when a request was invalid' }),
  })
  .openapi('Error');

export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() }).openapi('SuccessMessage');

/** Query integers arrive as strings; these coerce and bound them, naming the bound in the message. */
export const queryInt = (field: string, { min, max, fallback }: { min: number; max: number; fallback: number }) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^-?\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${field} must be an integer` });
        return z.NEVER;
      }
      const n = Number(value);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${field} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });

/** A JSON body's integer within bounds (with a default when `fallback` is given), naming the bound in the message. */
export function bodyInt(field: string, bounds: { min: number; max: number }): z.ZodNumber;
export function bodyInt(field: string, bounds: { min: number; max: number; fallback: number }): z.ZodDefault<z.ZodNumber>;
export function bodyInt(field: string, { min, max, fallback }: { min: number; max: number; fallback?: number }) {
  const int = z
    .number({ error: `${field} must be an integer` })
    .int(`${field} must be an integer`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);
  return fallback === undefined ? int : int.default(fallback);
}

/** Most predicates one filter may name. */
export const MAX_PREDICATES = 50;

/** What a predicate filter refuses, the same in a query (predicateList) and in a body (predicateArray). */
export const predicateRules = (field: string) => ({
  tooMany: `${field} must name at most ${MAX_PREDICATES} predicates`,
  tooLong: `${field} values must be at most ${TEXT_LIMITS.predicate} characters`,
});

/** A JSON body's optional predicate filter: an array of predicates. */
export const predicateArray = (field: string) => {
  const rules = predicateRules(field);
  return z
    .array(z.string({ error: `${field} must be an array of strings` }).max(TEXT_LIMITS.predicate, rules.tooLong), { error: `${field} must be an array of strings` })
    .max(MAX_PREDICATES, rules.tooMany)
    .optional();
};

export const queryBoolean = (field: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return false;
      const normalised = value.toLowerCase();
      if (['true', '1', 'yes'].includes(normalised)) return true;
      if (['false', '0', 'no'].includes(normalised)) return false;
      ctx.addIssue({ code: 'custom', message: `${field} must be true or false` });
      return z.NEVER;
    })
    .openapi({ type: 'boolean', default: false });

/** A valid-time instant (valid_from, valid_to, as_of): what canonicalInstant reads; stored in its canonical UTC form. */
export const validInstant = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .refine((value) => canonicalInstant(value.trim()) !== null, `${field} must be ${VALID_TIME_FORMAT}`)
    .openapi({ description: `Valid time (a Tessera extension): ${VALID_TIME_FORMAT}; answered in canonical UTC form`, example: '1903-12-10' });

/** Valid time on a read (a Tessera extension): `as_of` an instant, or `current`; neither reads every stored triple. */
export const validTimeQuery = {
  as_of: validInstant('as_of')
    .optional()
    .openapi({ description: 'A Tessera extension: only the triples valid at this instant (valid_from <= as_of < valid_to)' }),
  current: queryBoolean('current').openapi({ description: 'A Tessera extension: only the triples valid now (cannot be combined with as_of)' }),
};

export const LIST_LIMIT = { min: 1, max: 500, fallback: 50 };
export const MAX_OFFSET = 1_000_000;

export const pagination = {
  offset: queryInt('offset', { min: 0, max: MAX_OFFSET, fallback: 0 }).openapi({ description: 'Number of results to skip' }),
  limit: queryInt('limit', LIST_LIMIT).openapi({ description: 'Maximum number of results (1 to 500)' }),
};

export const searchText = z.string().max(500, 'search must be at most 500 characters').optional().openapi({
  description: 'Case-insensitive text to look for (at most 500 characters)',
});
