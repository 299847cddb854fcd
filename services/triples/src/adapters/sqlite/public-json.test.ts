import fc from 'fast-check';
import { publicTriple, storedConfidence } from '../../domain/public-triple';
import type { TripleRecord } from '../../ports/triple-store';
import { SqliteTripleStore } from './sqlite-triple-store';

// Characters where JSON encoders differ if they differ at all: quotes, backslashes, every control character, the
// line and paragraph separators JavaScript leaves raw, DEL, non-BMP code points, combining marks.
const tricky = fc.constantFrom('"', '\\', '/', '\u0000', '\u0008', '\t', '\n', '\u000b', '\f', '\r', '\u001f', '\u007f', '\u2028', '\u2029', 'é', 'e\u0301', '😀', '中', '\ufeff', 'a', ' ');
const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: tricky, minLength: 1, maxLength: 20 }));
const confidence = fc.oneof(
  fc.constant(null),
  fc.constantFrom(0, 1, 0.5, 0.1, 0.1 + 0.2, 1e-7, 5e-324, 0.999999999999, 1 - Number.EPSILON / 2, 2 ** -30),
  fc.double({ min: 0, max: 1, noNaN: true }),
);

const instant = fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((d) => d.toISOString());

describe('the triples store renders the public JSON of a triple exactly as publicTriple', () => {
  it('gives byte-identical text for generated records (unicode, nulls, extreme numbers)', async () => {
    const store = SqliteTripleStore.open(':memory:');
    const graphId = '10000000-0000-4000-8000-000000000001';
    await store.createGraph({ id: graphId, account_id: 'acc', name: 'g', description: '', index_id: 'idx', metadata: '{}', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as never);
    const rendered = store.db.prepare('SELECT public_json FROM triples WHERE id = ?').pluck();
    let n = 0;
    const record = fc.record<TripleRecord>({
      id: fc.constant(''),
      account_id: fc.constant('acc'),
      index_id: fc.uuid(),
      graph_id: fc.constantFrom(null, graphId),
      subject: text,
      predicate: text,
      object: text,
      object_type: fc.constantFrom('literal', 'entity'),
      // As the domain stores them.
      confidence: confidence.map(storedConfidence),
      source: fc.oneof(fc.constant(null), fc.webUrl()),
      subject_entity_id: fc.uuid(),
      object_entity_id: fc.oneof(fc.constant(null), fc.uuid()),
      created_at: fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
      updated_at: fc.constant('2026-01-01T00:00:00.000Z'),
      // Valid time, as the domain stores it (canonical instants) or absent.
      valid_from: fc.oneof(fc.constant(null), instant),
      valid_to: fc.oneof(fc.constant(null), instant),
      superseded_by: fc.oneof(fc.constant(null), fc.uuid()),
    }).map((t) => ({ ...t, id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` }));
    try {
      await fc.assert(
        fc.asyncProperty(record, async (triple) => {
          await store.insert([triple]);
          expect(rendered.get(triple.id)).toBe(JSON.stringify(publicTriple(triple)));
        }),
        { numRuns: 2000 },
      );
    } finally {
      await store.close();
    }
  });
});
