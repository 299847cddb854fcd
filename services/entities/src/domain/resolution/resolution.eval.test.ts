import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityRecord } from '../../ports/entity-store';
import { CandidateIndex } from './candidate-index';
import { compareNames } from './compare';
import { describeName, profileOf } from './normalize';
import { CANDIDATES } from './resolver';

interface Pair {
  same: boolean;
  category: string;
  a: string;
  b: string;
}

function readPairs(file: string): Pair[] {
  return readFileSync(join(__dirname, 'eval', file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('label\t'))
    .map((line) => {
      const [label, category, a, b] = line.split('\t');
      return { same: label === '1', category: category!, a: a!, b: b! };
    });
}

const pairs = readPairs('name-pairs.tsv');

describe('entity resolution on the labelled name pairs', () => {
  const results = pairs.map((pair) => ({ ...pair, verdict: compareNames(describeName(pair.a), describeName(pair.b)) }));
  const truePositives = results.filter((r) => r.same && r.verdict.same).length;
  const falsePositives = results.filter((r) => !r.same && r.verdict.same);
  const falseNegatives = results.filter((r) => r.same && !r.verdict.same);
  const precision = truePositives / (truePositives + falsePositives.length);
  const recall = truePositives / (truePositives + falseNegatives.length);

  beforeAll(() => {
    const show = (r: (typeof results)[number]) => `  [${r.category}] ${r.a} | ${r.b} -> ${r.verdict.reason}`;
    process.stdout.write(
      `entity resolution: ${pairs.length} pairs (${pairs.filter((p) => p.same).length} same, ` +
        `${pairs.filter((p) => !p.same).length} different): precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}\n` +
        `false merges:\n${falsePositives.map(show).join('\n') || '  none'}\nmissed merges:\n${falseNegatives.map(show).join('\n') || '  none'}\n`,
    );
  });

  it('has at least 300 pairs, about half of each label', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    const same = pairs.filter((p) => p.same).length;
    expect(same / pairs.length).toBeGreaterThan(0.4);
    expect(same / pairs.length).toBeLessThan(0.6);
  });

  it('merges with precision >= 0.99', () => {
    expect(precision).toBeGreaterThanOrEqual(0.99);
  });

  it('finds with recall >= 0.90', () => {
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('candidate retrieval for the labelled pairs', () => {
  // The resolver only weighs the candidates its index offers: a pair the comparator would merge is merged only if the
  // index finds one name for the other. Here among 2,000 other people's names (40 given names x 50 family names).
  const given = ['Ada', 'Alan', 'Albert', 'Alice', 'Anna', 'Carlos', 'Chen', 'Elena', 'Elizabeth', 'Erik', 'Fatima', 'Grace', 'Hana', 'Hugo',
    'Ivan', 'James', 'Jennifer', 'John', 'Joseph', 'Julia', 'Kenji', 'Leon', 'Linda', 'Marie', 'Mary', 'Maya', 'Michael', 'Nadia', 'Noah',
    'Omar', 'Patricia', 'Pierre', 'Priya', 'Richard', 'Robert', 'Rosa', 'Sara', 'Susan', 'Thomas', 'William'];
  const family = ['Abara', 'Adams', 'Allen', 'Baker', 'Bell', 'Berg', 'Brown', 'Campbell', 'Carter', 'Castillo', 'Clark', 'Collins', 'Cook',
    'Cooper', 'Davis', 'Edwards', 'Evans', 'Fischer', 'Garcia', 'Green', 'Hall', 'Harris', 'Hill', 'Jackson', 'Johnson', 'Jones', 'King',
    'Lewis', 'Martin', 'Miller', 'Moore', 'Morgan', 'Nakamura', 'Nelson', 'Parker', 'Petrov', 'Roberts', 'Rossi', 'Scott', 'Smith',
    'Taylor', 'Thomas', 'Turner', 'Walker', 'White', 'Williams', 'Wilson', 'Wood', 'Wright', 'Young'];
  let next = 0;
  const entity = (name: string): EntityRecord => ({
    id: `e${next++}`, account_id: 'a', index_id: 'x', name, name_key: profileOf(name).key, description: '', avatar_url: '',
    parent_entity_id: null, created_at: '', updated_at: '',
  });

  it('offers, for every pair the comparator merges, the one name when resolving the other', () => {
    const index = new CandidateIndex();
    for (const g of given) for (const f of family) index.add(entity(`${g} ${f}`));
    const merged = pairs.filter((p) => p.same && compareNames(describeName(p.a), describeName(p.b)).same);
    const stored = new Map(merged.map((p) => [p, entity(p.a)]));
    for (const record of stored.values()) index.add(record);
    const missed = merged.filter((p) => !index.pool(profileOf(p.b), CANDIDATES).some((c) => c.entity === stored.get(p)));
    process.stdout.write(`candidate retrieval: ${merged.length - missed.length} of ${merged.length} merged pairs found among ${given.length * family.length} other names\n`);
    expect(missed.map((p) => `[${p.category}] ${p.a} | ${p.b}`)).toEqual([]);
    expect(merged.length).toBeGreaterThan(180);
  });
});

describe('entity resolution on held-out pairs (never used for tuning)', () => {
  const heldOut = readPairs('name-pairs-heldout.tsv');
  const results = heldOut.map((pair) => ({ ...pair, verdict: compareNames(describeName(pair.a), describeName(pair.b)) }));
  const tp = results.filter((r) => r.same && r.verdict.same).length;
  const fp = results.filter((r) => !r.same && r.verdict.same);
  const fn = results.filter((r) => r.same && !r.verdict.same);
  const precision = tp / (tp + fp.length);
  const recall = tp / (tp + fn.length);

  it('reports how the rules generalise, and keeps precision high', () => {
    const show = (r: (typeof results)[number]) => `  [${r.category}] ${r.a} | ${r.b} -> ${r.verdict.reason}`;
    process.stdout.write(
      `entity resolution (held out): ${heldOut.length} pairs: precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}\n` +
        `false merges:\n${fp.map(show).join('\n') || '  none'}\nmissed merges:\n${fn.map(show).join('\n') || '  none'}\n`,
    );
    expect(heldOut.length).toBeGreaterThanOrEqual(100);
    // Precision is what protects users' data; recall on unseen pairs is reported, not gated.
    expect(precision).toBeGreaterThanOrEqual(0.95);
  });
});
