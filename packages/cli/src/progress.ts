import { SingleBar } from 'cli-progress';

/** Progress of a transfer or a job: a bar on a terminal, otherwise a plain line now and then (logs, CI). */
export interface Progress {
  update(done: number, total: number, fields: { rate: string; stage: string }): void;
  stop(): void;
}

const PLAIN_EVERY_MS = 2000;

export function progress(stream: NodeJS.WriteStream, now: () => number = Date.now): Progress {
  if (stream.isTTY) {
    const bar = new SingleBar(
      { format: '{stage} [{bar}] {percentage}% | {done_mb}/{total_mb} MB | {rate} | ETA {eta_formatted}', stream, hideCursor: true },
    );
    let started = false;
    return {
      update(done, total, fields) {
        const payload = { ...fields, done_mb: (done / 1e6).toFixed(1), total_mb: (total / 1e6).toFixed(1) };
        if (!started) {
          bar.start(total, done, payload);
          started = true;
        } else {
          bar.setTotal(total);
          bar.update(done, payload);
        }
      },
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  return {
    update(done, total, fields) {
      if (now() - last < PLAIN_EVERY_MS && done < total) return;
      last = now();
      stream.write(`${fields.stage}: ${done}/${total} bytes (${total > 0 ? Math.floor((done / total) * 100) : 100}%), ${fields.rate}\n`);
    },
    stop: () => undefined,
  };
}

/** Statements per second since `since`. */
export const rate = (count: number, since: number, now = Date.now()) => `${Math.round(count / Math.max((now - since) / 1000, 0.001))} triples/s`;
