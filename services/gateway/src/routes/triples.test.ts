import type { TriplesV1 } from '@tessera/proto';
import { toTriple, Triple } from './triples';

/** A gRPC Triple as a service sends it: absent optional values are "" (strings) or unset (confidence). */
const wire = (overrides: Partial<TriplesV1.Triple__Output>): TriplesV1.Triple__Output =>
  ({
    id: '3f0c5f9e-8a43-4c55-9a52-0d6f7d3b8e11', account_id: 'acc', index_id: '0b3c1d2e-4f50-4a6b-8c7d-9e0f1a2b3c4d', graph_id: '',
    subject: 'Marie Curie', predicate: 'won', object: 'Nobel Prize in Physics', object_type: 'entity', source: '',
    subject_entity_id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', object_entity_id: '', created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z', ...overrides,
  }) as TriplesV1.Triple__Output;

describe('toTriple (publicTriple from @tessera/proto) against the documented Triple schema', () => {
  const cases: [string, Partial<TriplesV1.Triple__Output>][] = [
    ['every optional value absent', {}],
    ['every optional value present', { confidence: 0.95, source: 'https://example.org/a', graph_id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f', object_entity_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }],
    ['a confidence of 0 (kept: it is a value)', { confidence: 0 }],
    ['a literal object with unicode', { object_type: 'literal', object: 'Maria Skłodowska 🧪 "née"' }],
    ['valid time and a superseding triple (a Tessera extension, after created_at)', {
      valid_from: '1903-01-01T00:00:00.000Z', valid_to: '1906-04-19T00:00:00.000Z', superseded_by: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d',
    }],
    ['only valid_to', { valid_to: '2001-01-01T00:00:00.000Z' }],
  ];

  it.each(cases)('%s: matches the schema exactly, with absent values left out and keys in the documented order', (_, overrides) => {
    const rendered = toTriple(wire(overrides));
    // strict(): a key the schema does not document would fail too.
    expect(Triple.strict().parse(rendered)).toEqual(rendered);
    const documented = Object.keys(Triple.shape);
    expect(Object.keys(rendered)).toEqual(documented.filter((key) => key in rendered));
    for (const value of Object.values(rendered)) expect([null, '']).not.toContain(value);
    expect(rendered).not.toHaveProperty('account_id');
    expect(rendered).not.toHaveProperty('updated_at');
  });
});
