import { formatOf } from './commands';
import { rate } from './progress';

describe(formatOf.name, () => {
  it('takes the format given, else names it from the extension', () => {
    expect(formatOf('data.txt', 'csv')).toBe('csv');
    expect(formatOf('dump.NDJSON', undefined)).toBe('jsonl');
    expect(formatOf('a/b.csv', undefined)).toBe('csv');
    expect(() => formatOf('data.ttl', undefined)).toThrow('--format');
  });
});

describe('rate', () => {
  it('counts triples per second since the start', () => {
    expect(rate(5000, 1000, 3000)).toBe('2500 triples/s');
  });
});
