import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { BACKGROUND_NICE, UseLiteEmbedder } from './use-lite';

/** Nice values of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe(UseLiteEmbedder.name, () => {
  const embedder = new UseLiteEmbedder(1);
  afterAll(() => embedder.close());

  it('embeds queries and indexing work with the same model, indexing in low-priority threads', async () => {
    const [query] = await embedder.embed(['Marie Curie was born in Warsaw']);
    const [indexed, blank] = await embedder.embed(['Marie Curie was born in Warsaw', '  '], { background: true });
    expect(query).toHaveLength(512);
    for (let i = 0; i < 512; i++) expect(indexed![i]).toBeCloseTo(query![i]!, 5);
    expect(blank!.every((v) => v === 0)).toBe(true);
    if (existsSync('/proc/self/task')) {
      const nice = threadNiceValues();
      expect(nice).toContain(BACKGROUND_NICE);
      expect(nice).toContain(0);
    }
  }, 60_000);
});
