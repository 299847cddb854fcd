import { NotFound } from '@tessera/common';
import { exportWriter } from './formats';
import { IriScheme, type ExportedEntity, type ExportedTriple } from './rdf';
import { exportChunks, RecentlyDescribed, type ExportSource } from './stream';

const triple = (i: number): ExportedTriple => ({
  subject: `s${i}`, predicate: 'p', object: `o${i}`, object_type: 'entity', subject_entity_id: `e${i}`, object_entity_id: 'shared',
  graph_id: '', source: '', valid_from: '', valid_to: '',
});

/** Pages of `size` over `total` triples, recording what was asked. */
function fakeSource(total: number, size: number) {
  const asked: (string | undefined)[] = [];
  const entityCalls: string[][] = [];
  const source: ExportSource = {
    page: async (after) => {
      asked.push(after);
      const start = after === undefined ? 0 : Number(after);
      const triples = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => triple(start + i));
      return { triples, next: start + size < total ? String(start + size) : '' };
    },
    entities: async (ids) => {
      entityCalls.push(ids);
      return ids.map((id): ExportedEntity => ({ id, name: `name of ${id}`, description: '', aliases: [] }));
    },
  };
  return { source, asked, entityCalls };
}

const collect = async (chunks: AsyncGenerator<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe(exportChunks.name, () => {
  it('reads every page once, in order, and writes each triple once', async () => {
    const { source, asked } = fakeSource(25, 10);
    const text = await collect(exportChunks(source, exportWriter('jsonl', new IriScheme('urn:t:'))));
    expect(asked).toEqual([undefined, '10', '20']);
    expect(text.trimEnd().split('\n').map((l) => (JSON.parse(l) as { subject: string }).subject)).toEqual(Array.from({ length: 25 }, (_, i) => `s${i}`));
  });

  it('asks the entities service only for RDF formats, and describes an entity once', async () => {
    const tabular = fakeSource(5, 2);
    await collect(exportChunks(tabular.source, exportWriter('csv', new IriScheme('urn:t:'))));
    expect(tabular.entityCalls).toEqual([]);
    const rdf = fakeSource(5, 2);
    const text = await collect(exportChunks(rdf.source, exportWriter('ntriples', new IriScheme('urn:t:'))));
    expect(text.split('\n').filter((l) => l.includes('"name of shared"'))).toHaveLength(1);
    expect(text.split('\n').filter((l) => l.includes('rdf-schema#label'))).toHaveLength(6);
  });

  it('fails before its first chunk when the first page cannot be read (so the route can still answer an error)', async () => {
    const source: ExportSource = { page: async () => Promise.reject(new NotFound('Index not found')), entities: async () => [] };
    await expect(exportChunks(source, exportWriter('nquads', new IriScheme('urn:t:'))).next()).rejects.toThrow('Index not found');
  });
});

describe(RecentlyDescribed.name, () => {
  it('remembers at most its capacity, forgetting the oldest', () => {
    const sut = new RecentlyDescribed(2);
    expect([sut.add('a'), sut.add('a'), sut.add('b'), sut.add('c'), sut.add('b'), sut.add('a')]).toEqual([true, false, true, true, false, true]);
  });
});
