import { applySupersession, type LiveTriple } from './supersession';
import type { TripleRecord } from './triple-store';

const record = (id: string, object: string, valid_from: string | null, created_at = '2026-01-01T00:00:00.000Z'): TripleRecord => ({
  id, account_id: 'acc', index_id: 'idx', graph_id: null, subject: 'Alice', predicate: 'lives_in', object, object_type: 'entity', confidence: null,
  source: null, subject_entity_id: 'e-alice', object_entity_id: `e-${object}`, created_at, updated_at: created_at, valid_from, valid_to: null, superseded_by: null,
});

describe(applySupersession.name, () => {
  it('treats a missing bound of a stored triple (a document older than valid time) as unbounded', () => {
    const { valid_from: _from, valid_to: _to, ...old } = record('old', 'Paris', null);
    const next = record('new', 'London', '2020-01-01T00:00:00.000Z');
    const outcome = applySupersession([next], { idx: ['lives_in'] }, [old as unknown as LiveTriple]);
    expect(outcome.closed).toEqual([{ id: 'old', valid_to: '2020-01-01T00:00:00.000Z', superseded_by: 'new' }]);
  });

  it('applies nothing to predicates or indexes without the rule, and leaves the batch untouched', () => {
    const batch = [record('a', 'Paris', null), record('b', 'London', null)];
    const before = structuredClone(batch);
    expect(applySupersession(batch, { idx: ['works_at'], other: ['lives_in'] }, [])).toEqual({ closed: [], started: [] });
    expect(batch).toEqual(before);
  });

  it('closes every valid value at once when several are open, and starts the new one where they end', () => {
    const stored = [record('p', 'Paris', null), record('l', 'London', '2000-01-01T00:00:00.000Z')];
    const next = record('r', 'Rome', null, '2026-05-01T00:00:00.000Z');
    const outcome = applySupersession([next], { idx: ['lives_in'] }, stored);
    expect(outcome.closed.map((c) => c.id)).toEqual(['p', 'l']);
    expect(outcome.started).toEqual([{ id: 'r', valid_from: '2026-05-01T00:00:00.000Z' }]);
    expect(next.valid_from).toBe('2026-05-01T00:00:00.000Z');
  });
});
