import type { TripleRecord } from '../ports/triple-store';

/** Decimal places a confidence is kept to. */
export const CONFIDENCE_DECIMALS = 6;

/**
 * A confidence as stored: rounded to CONFIDENCE_DECIMALS places. Then its shortest JavaScript rendering is also the
 * fixed-point one that SQL can write (printf('%.6f') without trailing zeros), so a store that renders the public JSON
 * itself writes the same text; an arbitrary double differs (SQLite writes 17 digits or 1.0e-07 where JSON.stringify
 * writes 16 or 1e-7).
 */
export const storedConfidence = (confidence: number | null | undefined): number | null =>
  confidence === null || confidence === undefined ? null : Math.round(confidence * 10 ** CONFIDENCE_DECIMALS) / 10 ** CONFIDENCE_DECIMALS;

/**
 * A triple in the public API's shape: absent optional values left out, keys in this order. List responses pass it
 * through to clients as JSON text; a store may render that text itself (TripleStore.queryPublic), and must render exactly
 * this.
 */
export function publicTriple(t: TripleRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: t.id, subject: t.subject, predicate: t.predicate, object: t.object, object_type: t.object_type,
  };
  if (t.confidence !== null) out.confidence = t.confidence;
  if (t.source) out.source = t.source;
  if (t.graph_id) out.graph_id = t.graph_id;
  out.index_id = t.index_id;
  out.subject_entity_id = t.subject_entity_id;
  if (t.object_entity_id) out.object_entity_id = t.object_entity_id;
  out.created_at = t.created_at;
  return out;
}
