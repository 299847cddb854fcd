/**
 * A triple as the public API shows it (GET/POST /api/triples, search and generation results): the one definition of
 * its JSON. The triples service renders stored records with it (and its SQLite store renders the same text in SQL,
 * checked by a property test), the gateway renders triples that reach it over gRPC with it, and the gateway's OpenAPI
 * schema documents it (checked by a test there).
 */
export interface PublicTriple {
  id: string;
  subject: string;
  predicate: string;
  object: string;
  object_type: 'literal' | 'entity';
  confidence?: number;
  source?: string;
  graph_id?: string;
  index_id: string;
  subject_entity_id: string;
  object_entity_id?: string;
  created_at: string;
  valid_from?: string;
  valid_to?: string;
  superseded_by?: string;
}

/** What publicTriple reads: a stored record (absent values null) or a gRPC Triple (absent values "" or unset). */
export interface PublicTripleSource {
  id: string;
  subject: string;
  predicate: string;
  object: string;
  object_type: string;
  confidence?: number | null;
  source?: string | null;
  graph_id?: string | null;
  index_id: string;
  subject_entity_id: string;
  object_entity_id?: string | null;
  created_at: string;
  valid_from?: string | null;
  valid_to?: string | null;
  superseded_by?: string | null;
}

/** Absent optional values are left out (never null or ""), and the keys come in this order. */
export function publicTriple(t: PublicTripleSource): PublicTriple {
  const out: PublicTriple = {
    id: t.id, subject: t.subject, predicate: t.predicate, object: t.object, object_type: t.object_type as PublicTriple['object_type'],
  } as PublicTriple;
  if (t.confidence !== null && t.confidence !== undefined) out.confidence = t.confidence;
  if (t.source) out.source = t.source;
  if (t.graph_id) out.graph_id = t.graph_id;
  out.index_id = t.index_id;
  out.subject_entity_id = t.subject_entity_id;
  if (t.object_entity_id) out.object_entity_id = t.object_entity_id;
  out.created_at = t.created_at;
  // Valid time (a Tessera extension) comes last, so a triple without it has exactly the Neode shape.
  if (t.valid_from) out.valid_from = t.valid_from;
  if (t.valid_to) out.valid_to = t.valid_to;
  if (t.superseded_by) out.superseded_by = t.superseded_by;
  return out;
}
