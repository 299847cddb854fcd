import type { ZodType } from 'zod';

/** The schema's definition as zod 4 keeps it (read by type name, so the gateway's zod instance need not be this one). */
type Def = { type: string; shape?: Record<string, ZodType>; element?: ZodType; innerType?: ZodType };
const defOf = (schema: ZodType) => (schema as unknown as { def: Def }).def;

/** Paths of the keys `value` holds that `schema` does not declare, at any depth. */
function undeclared(schema: ZodType, value: unknown, path: string): string[] {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default'].includes(def.type)) return value === undefined || value === null ? [] : undeclared(def.innerType!, value, path);
  if (def.type === 'array' && Array.isArray(value)) return value.flatMap((item, i) => undeclared(def.element!, item, `${path}[${i}]`));
  if (def.type === 'object' && value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      def.shape![key] ? undeclared(def.shape![key]!, item, `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return [];
}

/**
 * Checks a response body against the schema the gateway documents it with: it must parse, and hold no key the schema
 * does not declare (the documented shape is the whole shape). Answers the parsed body.
 */
export function conforms<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`Body does not match its documented schema: ${parsed.error.message}`);
  const extra = undeclared(schema, body, 'body');
  if (extra.length > 0) throw new Error(`Body holds keys its documented schema does not declare: ${extra.join(', ')}`);
  return parsed.data;
}
