import { canonicalInstant } from '@tessera/proto';
import type { NewTriple } from '../ports/knowledge';
import type { SourceDocument } from '../ports/providers';
import type { GeneratedTriple } from './local-extractor';

/** The same bounds the public API puts on stored triples. */
export const TRIPLE_BOUNDS = { name: 500, predicate: 200, object: 10_000 };

export const toPredicate = (text: string) =>
  text
    .normalize('NFKC')
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

const sameName = (a: string, b: string) => a.normalize('NFKC').trim().toLowerCase() === b.normalize('NFKC').trim().toLowerCase();

export interface Constraints {
  predicates: string[];
  subjectEntity: string;
  tripleCount: number;
  sources: SourceDocument[];
}

/**
 * Enforces the request on whatever a generator produced: triples that break `predicates` or `subject_entity` are
 * dropped (not rewritten), malformed or oversized ones too, duplicates collapse, sources must be among the search
 * results, and at most `triple_count` remain.
 */
export function enforce(triples: GeneratedTriple[], constraints: Constraints): NewTriple[] {
  const allowed = new Set(constraints.predicates.map(toPredicate).filter(Boolean));
  const sourceUrls = new Set(constraints.sources.map((s) => s.url));
  const seen = new Set<string>();
  const kept: NewTriple[] = [];
  for (const t of triples) {
    const subject = t.subject.trim();
    const predicate = toPredicate(t.predicate);
    const object = t.object.trim();
    if (!subject || !predicate || !object) continue;
    if (subject.length > TRIPLE_BOUNDS.name || predicate.length > TRIPLE_BOUNDS.predicate) continue;
    if (object.length > (t.object_type === 'entity' ? TRIPLE_BOUNDS.name : TRIPLE_BOUNDS.object)) continue;
    if (allowed.size > 0 && !allowed.has(predicate)) continue;
    if (constraints.subjectEntity && !sameName(subject, constraints.subjectEntity)) continue;
    const key = `${subject}\u0000${predicate}\u0000${object}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({
      subject: constraints.subjectEntity || subject,
      predicate,
      object,
      object_type: t.object_type,
      ...(t.confidence !== undefined ? { confidence: t.confidence } : {}),
      ...(t.source && sourceUrls.has(t.source) ? { source: t.source } : {}),
      ...statedValidity(t),
    });
    if (kept.length >= constraints.tripleCount) break;
  }
  return kept;
}

/**
 * The validity a generator stated, kept only when the triples service would accept it (ISO 8601 instants, from <= to):
 * a malformed date drops the date, not the fact.
 */
function statedValidity(t: GeneratedTriple): Pick<NewTriple, 'valid_from' | 'valid_to'> {
  const from = t.valid_from ? canonicalInstant(t.valid_from) : null;
  const to = t.valid_to ? canonicalInstant(t.valid_to) : null;
  if (from && to && from > to) return {};
  return { ...(from ? { valid_from: t.valid_from } : {}), ...(to ? { valid_to: t.valid_to } : {}) };
}

/** An entity description from its stored facts, for when no LLM is configured. */
export function composeDescription(name: string, facts: { subject: string; predicate: string; object: string; subject_entity_id: string }[], entityId: string): string {
  const words = (predicate: string) => predicate.replace(/_/g, ' ');
  const about = facts.filter((f) => f.subject_entity_id === entityId).map((f) => `${words(f.predicate)} ${f.object}`);
  const mentions = facts.filter((f) => f.subject_entity_id !== entityId).map((f) => `${f.subject} ${words(f.predicate)} ${name}`);
  const unique = (list: string[]) => [...new Set(list)].slice(0, 12);
  const parts: string[] = [];
  if (about.length > 0) parts.push(`${name}: ${unique(about).join('; ')}.`);
  if (mentions.length > 0) parts.push(`Related: ${unique(mentions).join('; ')}.`);
  return parts.length > 0 ? parts.join(' ') : `${name} has no recorded facts yet.`;
}
