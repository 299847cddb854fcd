import { PassThrough } from 'node:stream';
import { createLogger } from './logger';

function capture() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return { stream, lines };
}

describe(createLogger.name, () => {
  it('writes one JSON object a line for machines, with the service and the redacted key', async () => {
    const { stream, lines } = capture();
    createLogger('triples', 'info', 'json', stream).info({ headers: { authorization: 'Bearer kg_secret' } }, 'listening');
    await new Promise((resolve) => setImmediate(resolve));
    expect(JSON.parse(lines[0]!)).toMatchObject({ service: 'triples', msg: 'listening', headers: { authorization: '[redacted]' } });
  });

  it('writes readable lines for a person', async () => {
    const { stream, lines } = capture();
    createLogger('triples', 'info', 'pretty', stream).warn({ port: 50051 }, 'listening');
    await new Promise((resolve) => setImmediate(resolve));
    // One line per entry (several services share the terminal), its fields after the message.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: listening \{"port":50051\}$/);
    expect(() => JSON.parse(lines[0]!)).toThrow();
  });
});
