import { startSystem, type System } from './testing/harness';

interface Explanation {
  name: string;
  outcome: 'existing' | 'new';
  entity: { id: string; name: string } | null;
  rule: string;
  reason: string;
  score: number;
  joins_name: string | null;
  runners_up: { entity_id: string | null; name: string; accepted: boolean; rule: string | null; reason: string; score: number }[];
}

interface Alias {
  name: string | null;
  key: string;
  kind: string;
}

describe('entity resolution explained and corrected: /api/entities/resolve and /api/entities/{id}/aliases', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  const as = (key: string) => sys.as(key);
  const fresh = () => sys.newAccount(`resolve-${Math.random().toString(36).slice(2, 10)}`);

  async function subjectIds(key: string, subjects: string[], index_id?: string): Promise<string[]> {
    const res = await as(key).post('/api/triples', { triples: subjects.map((subject) => ({ subject, predicate: 'is', object: 'someone' })), index_id });
    expect(res.status).toBe(200);
    return (res.body.data as { subject_entity_id: string }[]).map((t) => t.subject_entity_id);
  }
  async function explain(key: string, names: string[], index_id?: string): Promise<Explanation[]> {
    const res = await as(key).post('/api/entities/resolve', { names, index_id });
    expect(res.status).toBe(200);
    return res.body.data.results as Explanation[];
  }
  async function aliases(key: string, id: string): Promise<Alias[]> {
    const res = await as(key).get(`/api/entities/${id}/aliases`);
    expect(res.status).toBe(200);
    expect(res.body.data.entity_id).toBe(id);
    return res.body.data.aliases as Alias[];
  }
  const entityCount = async (key: string) => (await as(key).get('/api/entities?limit=500')).body.count as number;

  it('explains each name: the entity, the rule, the score and the runners-up, and writes nothing', async () => {
    const { key } = await fresh();
    const [curie, smith, aSmith] = await subjectIds(key, ['Marie Curie', 'John Smith', 'John A. Smith']);
    const before = await entityCount(key);
    const results = await explain(key, ['marie curie', 'Marie Currie', 'John Smyth', 'Isaac Newton', 'Isaac Newtonn']);
    expect(results.map((r) => [r.name, r.outcome, r.entity?.id ?? null, r.rule])).toEqual([
      ['marie curie', 'existing', curie, 'exact_key'],
      ['Marie Currie', 'existing', curie, 'fuzzy'],
      ['John Smyth', 'existing', smith, 'fuzzy'],
      ['Isaac Newton', 'new', null, 'new'],
      ['Isaac Newtonn', 'new', null, 'fuzzy'],
    ]);
    expect(results[1]).toMatchObject({ entity: { name: 'Marie Curie' }, reason: 'same words but for spelling' });
    expect(results[1]!.score).toBeGreaterThan(0.9);
    expect(results[2]!.runners_up).toContainEqual(
      expect.objectContaining({ entity_id: aSmith, name: 'John A. Smith', accepted: false, reason: 'a middle name on one side only' }),
    );
    expect(results[4]).toMatchObject({ joins_name: 'Isaac Newton', outcome: 'new' });
    expect(results[3]).toMatchObject({ joins_name: null, score: 0, runners_up: [] });

    // Nothing was written: no entity, and no spelling learned (the misspelling is still a fuzzy match, not an alias).
    expect(await entityCount(key)).toBe(before);
    expect((await explain(key, ['Marie Currie']))[0]!.rule).toBe('fuzzy');
    expect((await aliases(key, curie!)).map((a) => a.kind)).toEqual(['name']);
    // Resolving for real now learns the spelling, which the dry run then reports as an alias.
    expect(await subjectIds(key, ['Marie Currie'])).toEqual([curie]);
    expect((await explain(key, ['Marie Currie']))[0]).toMatchObject({ rule: 'alias', entity: { id: curie }, score: 1 });
    expect(await aliases(key, curie!)).toEqual([
      { name: 'Marie Curie', key: 'marie curie', kind: 'name' },
      { name: null, key: 'marie currie', kind: 'learned' },
    ]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { key } = await fresh();
    const cases: [object, string][] = [
      [{}, 'names'],
      [{ names: [] }, 'names'],
      [{ names: Array.from({ length: 101 }, (_, i) => `Name ${i}`) }, 'names'],
      [{ names: ['Ada', ''] }, 'names[1]'],
      [{ names: ['Ada', 7] }, 'names[1]'],
      [{ names: ['Ada'], index_id: 'not-a-uuid' }, 'index_id'],
    ];
    for (const [body, field] of cases) {
      const res = await as(key).post('/api/entities/resolve', body);
      expect([res.status, `${res.body.error} ${res.body.details}`]).toEqual([400, expect.stringContaining(field)]);
    }
    const noLetters = await as(key).post('/api/entities/resolve', { names: ['Ada', '***'] });
    expect(noLetters.status).toBe(400);
    expect(`${noLetters.body.error} ${noLetters.body.details}`).toContain('"***"');
  });

  it('explains against an index the caller may read: its own and public ones, never another account’s private one', async () => {
    const owner = await fresh();
    const other = await fresh();
    const shared = (await as(owner.key).post('/api/indexes', { name: 'Shared', is_public: true })).body.data.id as string;
    const hidden = (await as(owner.key).post('/api/indexes', { name: 'Hidden' })).body.data.id as string;
    const [inShared] = await subjectIds(owner.key, ['Ada Lovelace'], shared);
    await subjectIds(owner.key, ['Ada Lovelace'], hidden);
    const [seen] = await explain(other.key, ['Ada Lovelace'], shared);
    expect(seen).toMatchObject({ outcome: 'existing', entity: { id: inShared } });
    expect((await as(other.key).post('/api/entities/resolve', { names: ['Ada Lovelace'], index_id: hidden })).status).toBe(404);
    // Without index_id, the caller's own default index, where the name is new.
    expect((await explain(other.key, ['Ada Lovelace']))[0]!.outcome).toBe('new');
  });

  it('adds names that then resolve to the entity, exactly and fuzzily, and refuses one another entity holds (409)', async () => {
    const { key } = await fresh();
    const [curie, pierre] = await subjectIds(key, ['Marie Curie', 'Pierre Curie']);
    const added = await as(key).post(`/api/entities/${curie}/aliases`, { names: ['Maria Salomea Skłodowska', 'marie curie'] });
    expect(added.status).toBe(200);
    expect(added.body.data.aliases).toEqual([
      { name: 'Marie Curie', key: 'marie curie', kind: 'name' },
      { name: 'Maria Salomea Skłodowska', key: 'maria salomea sklodowska', kind: 'added' },
    ]);
    // An exact key: a triple written with it lands on the entity.
    expect(await subjectIds(key, ['maria salomea sklodowska'])).toEqual([curie]);
    // A fuzzy candidate: a misspelling of it is matched through it.
    const [typo] = await explain(key, ['Maria Salomea Sklodowsky']);
    expect(typo).toMatchObject({ outcome: 'existing', entity: { id: curie }, rule: 'fuzzy' });

    const taken = await as(key).post(`/api/entities/${curie}/aliases`, { names: ['Pierre Curie'] });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toContain('"Pierre Curie"');
    expect(taken.body.details).toContain(pierre);
    expect((await aliases(key, curie!)).map((a) => a.key)).not.toContain('pierre curie');
  });

  it('removes aliases by body or query; never the entity’s own name, nor names it does not have', async () => {
    const { key } = await fresh();
    const [curie] = await subjectIds(key, ['Marie Curie']);
    await as(key).post(`/api/entities/${curie}/aliases`, { names: ['Madame Curie Sklodowska', 'Maria Salomea Skłodowska'] });

    const own = await as(key).delete(`/api/entities/${curie}/aliases`, { names: ['MARIE CURIE'] });
    expect([own.status, own.body.details]).toEqual([400, expect.stringContaining('"MARIE CURIE"')]);
    const unknown = await as(key).delete(`/api/entities/${curie}/aliases`, { names: ['Maria Salomea Skłodowska', 'Irène Joliot-Curie'] });
    expect([unknown.status, unknown.body.details]).toEqual([400, expect.stringContaining('"Irène Joliot-Curie"')]);
    expect((await aliases(key, curie!)).length).toBe(3);
    const missing = await as(key).delete(`/api/entities/${curie}/aliases`);
    expect([missing.status, missing.body.error]).toEqual([400, expect.stringContaining('names')]);
    const bad = await as(key).delete(`/api/entities/${curie}/aliases`, { names: ['ok', ''] });
    expect([bad.status, bad.body.error]).toEqual([400, expect.stringContaining('names[1]')]);

    const byBody = await as(key).delete(`/api/entities/${curie}/aliases`, { names: ['Maria Salomea Skłodowska'] });
    expect(byBody.status).toBe(200);
    const byQuery = await as(key).delete(`/api/entities/${curie}/aliases?names=${encodeURIComponent('Madame Curie Sklodowska')}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.data.aliases).toEqual([{ name: 'Marie Curie', key: 'marie curie', kind: 'name' }]);
    // No longer an exact key: the name is new again.
    expect((await explain(key, ['Maria Salomea Skłodowska']))[0]!.outcome).toBe('new');
  });

  it('records every alias change and merge with the API key that made it, in the entity’s history', async () => {
    const { key, keyId } = await fresh();
    const [curie, dup] = await subjectIds(key, ['Marie Curie', 'M. Sklodowska-Curie']);
    await as(key).post(`/api/entities/${curie}/aliases`, { names: ['Maria Salomea Skłodowska'] });
    await as(key).delete(`/api/entities/${curie}/aliases`, { names: ['Maria Salomea Skłodowska'] });
    expect((await as(key).post(`/api/entities/${dup}/merge`, { into: curie })).status).toBe(200);
    const history = await as(key).get(`/api/entities/${curie}/history`);
    expect(history.status).toBe(200);
    const events = (history.body.data.items as { kind: string; name?: string; actor?: string; other_entity_id?: string }[]).filter((i) => i.kind !== 'fact');
    expect(events.map((e) => [e.kind, e.name, e.actor])).toEqual([
      ['merged_from', 'M. Sklodowska-Curie', keyId],
      ['alias_removed', 'Maria Salomea Skłodowska', keyId],
      ['alias_added', 'Maria Salomea Skłodowska', keyId],
      ['created', 'Marie Curie', undefined],
    ]);
    expect(keyId).toEqual(expect.any(String));
    // The merged name is listed as such.
    expect(await aliases(key, curie!)).toContainEqual({ name: 'M. Sklodowska-Curie', key: 'm sklodowska curie', kind: 'merged' });
  });

  it('keeps other accounts out: 404 for a private entity, read-only (403) for one in a public index', async () => {
    const owner = await fresh();
    const other = await fresh();
    const [secret] = await subjectIds(owner.key, ['Secret Person']);
    expect((await as(other.key).get(`/api/entities/${secret}/aliases`)).status).toBe(404);
    expect((await as(other.key).post(`/api/entities/${secret}/aliases`, { names: ['Someone'] })).status).toBe(404);
    expect((await as(other.key).delete(`/api/entities/${secret}/aliases`, { names: ['Someone'] })).status).toBe(404);

    const shared = (await as(owner.key).post('/api/indexes', { name: 'Shared', is_public: true })).body.data.id as string;
    const [open] = await subjectIds(owner.key, ['Open Person'], shared);
    await as(owner.key).post(`/api/entities/${open}/aliases`, { names: ['O. Person'] });
    expect((await aliases(other.key, open!)).map((a) => a.kind)).toEqual(['name', 'added']);
    expect((await as(other.key).post(`/api/entities/${open}/aliases`, { names: ['Hijack'] })).status).toBe(403);
    expect((await as(other.key).delete(`/api/entities/${open}/aliases`, { names: ['O. Person'] })).status).toBe(403);
    expect((await aliases(owner.key, open!)).map((a) => a.name)).toEqual(['Open Person', 'O. Person']);

    expect((await as(owner.key).get('/api/entities/not-a-uuid/aliases')).status).toBe(400);
    expect((await as(owner.key).post(`/api/entities/${open}/aliases`, { names: 'O. Person' })).status).toBe(400);
  });

  describe('split', () => {
    interface Triple { id: string; subject: string; object: string; index_id: string; subject_entity_id: string; object_entity_id?: string }
    async function write(key: string, triples: object[]): Promise<Triple[]> {
      const res = await as(key).post('/api/triples', { triples });
      expect(res.status).toBe(200);
      return res.body.data as Triple[];
    }
    /** The triples pointing at an entity, as "id:side" (subject or object), sorted. */
    async function pointing(key: string, entityId: string): Promise<string[]> {
      const bySubject = (await as(key).get(`/api/triples?limit=100&subject_entity_id=${entityId}`)).body.data as Triple[];
      const byObject = (await as(key).get(`/api/triples?limit=100&object_entity_id=${entityId}`)).body.data as Triple[];
      return [...bySubject.map((t) => `${t.id}:subject`), ...byObject.map((t) => `${t.id}:object`)].sort();
    }
    const rel = (subject: string, predicate: string, object: string) => ({ subject, predicate, object, object_type: 'entity' });

    it('a merge followed by a split with the merged names gives back both entities’ triples', async () => {
      const { key, keyId } = await fresh();
      const written = await write(key, [
        rel('Marie Curie', 'born_in', 'Warsaw'),
        rel('Marie Curie', 'married_to', 'Pierre Curie'),
        rel('Pierre Curie', 'born_in', 'Paris'),
        rel('Jacques Curie', 'brother_of', 'Pierre Curie'),
        rel('Marie Curie', 'won', 'Nobel Prize in Physics'),
      ]);
      const marie = written[0]!.subject_entity_id;
      const pierre = written[2]!.subject_entity_id;
      expect(written[1]!.object_entity_id).toBe(pierre);
      const marieBefore = await pointing(key, marie);
      const pierreBefore = await pointing(key, pierre);
      expect(pierreBefore).toHaveLength(3);

      expect((await as(key).post(`/api/entities/${pierre}/merge`, { into: marie })).status).toBe(200);
      expect(await pointing(key, marie)).toEqual([...marieBefore, ...pierreBefore].sort());

      const split = await as(key).post(`/api/entities/${marie}/split`, { names: ['pierre curie'] });
      expect(split.status).toBe(200);
      const created = split.body.data.created as { id: string; name: string; index_id: string };
      expect(created).toMatchObject({ name: 'Pierre Curie', index_id: written[0]!.index_id });
      expect(split.body.data).toMatchObject({ entity: { id: marie, name: 'Marie Curie' }, moved_triples: 3 });
      // The same triples on each side as before the merge, the new entity standing for the merged-away one.
      expect(await pointing(key, marie)).toEqual(marieBefore);
      expect(await pointing(key, created.id)).toEqual(pierreBefore.map((p) => p).sort());
      // The name resolves to the new entity from now on, exactly and in the dry run; and it is no alias of Marie Curie.
      expect((await write(key, [rel('Pierre Curie', 'died_in', 'Paris')]))[0]!.subject_entity_id).toBe(created.id);
      expect((await explain(key, ['Pierre Curie']))[0]).toMatchObject({ entity: { id: created.id }, rule: 'exact_key' });
      expect((await aliases(key, marie)).map((a) => a.key)).toEqual(['marie curie']);
      expect((await as(key).get(`/api/entities/${marie}/aliases`)).body.data.cannot_link).toEqual([created.id]);
      expect((await as(key).get(`/api/entities/${created.id}/aliases`)).body.data.cannot_link).toEqual([marie]);

      const events = async (id: string) =>
        ((await as(key).get(`/api/entities/${id}/history`)).body.data.items as { kind: string; other_entity_id?: string; actor?: string }[]).filter(
          (i) => i.kind !== 'fact',
        );
      expect((await events(marie))[0]).toEqual(expect.objectContaining({ kind: 'split_into', other_entity_id: created.id, actor: keyId }));
      expect((await events(created.id)).map((e) => e.kind)).toEqual(['split_from', 'created']);

      // Merging them explicitly again is allowed, and removes the record.
      expect((await as(key).post(`/api/entities/${created.id}/merge`, { into: marie })).status).toBe(200);
      expect((await as(key).get(`/api/entities/${marie}/aliases`)).body.data.cannot_link).toEqual([]);
      expect((await pointing(key, marie)).length).toBe(marieBefore.length + pierreBefore.length + 1);
    });

    it('refuses the entity’s own name, names it does not have, and bad input, with 400 naming them', async () => {
      const { key } = await fresh();
      const [curie] = await subjectIds(key, ['Marie Curie']);
      await as(key).post(`/api/entities/${curie}/aliases`, { names: ['Maria Skłodowska'] });
      const own = await as(key).post(`/api/entities/${curie}/split`, { names: ['Maria Skłodowska', 'MARIE CURIE'] });
      expect([own.status, own.body.details]).toEqual([400, expect.stringContaining('"MARIE CURIE"')]);
      const unknown = await as(key).post(`/api/entities/${curie}/split`, { names: ['Maria Skłodowska', 'Irène Curie'] });
      expect([unknown.status, unknown.body.details]).toEqual([400, expect.stringContaining('"Irène Curie"')]);
      expect(unknown.body.details).not.toContain('Maria');
      for (const [body, field] of [[{}, 'names'], [{ names: [] }, 'names'], [{ names: ['ok', ''] }, 'names[1]']] as const) {
        const res = await as(key).post(`/api/entities/${curie}/split`, body);
        expect([res.status, res.body.error]).toEqual([400, expect.stringContaining(field)]);
      }
      // Nothing was split.
      expect((await aliases(key, curie!)).map((a) => a.kind)).toEqual(['name', 'added']);
    });

    it('splits only the owner’s entities: 404 for another account’s private one, 403 in a public index', async () => {
      const owner = await fresh();
      const other = await fresh();
      const [secret] = await subjectIds(owner.key, ['Secret Person']);
      await as(owner.key).post(`/api/entities/${secret}/aliases`, { names: ['S. Person'] });
      expect((await as(other.key).post(`/api/entities/${secret}/split`, { names: ['S. Person'] })).status).toBe(404);
      const shared = (await as(owner.key).post('/api/indexes', { name: 'Shared', is_public: true })).body.data.id as string;
      const [open] = await subjectIds(owner.key, ['Open Person'], shared);
      await as(owner.key).post(`/api/entities/${open}/aliases`, { names: ['O. Person'] });
      expect((await as(other.key).post(`/api/entities/${open}/split`, { names: ['O. Person'] })).status).toBe(403);
      expect((await aliases(owner.key, open!)).map((a) => a.name)).toEqual(['Open Person', 'O. Person']);
    });
  });
});
