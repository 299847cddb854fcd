import { readFileSync } from 'node:fs';

/**
 * How busy the machine's CPUs are with normal-priority work, from /proc/stat sampled every `intervalMs`: the share
 * of CPU time spent in user, system and interrupt time, leaving out niced work (our own embedding threads run at
 * nice 19) and idle and I/O wait. Where /proc/stat cannot be read (not Linux), it reports 0: never busy.
 */
export class ForegroundLoad {
  private last: { foreground: number; total: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Share of all CPUs in [0, 1] over the last interval. */
  busy = 0;

  constructor(
    private readonly readStat: () => string = () => readFileSync('/proc/stat', 'utf8'),
    private readonly intervalMs = 250,
  ) {}

  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  sample(): void {
    let line: string | undefined;
    try {
      line = this.readStat().split('\n').find((l) => l.startsWith('cpu '));
    } catch {
      line = undefined;
    }
    if (!line) {
      this.busy = 0;
      return;
    }
    // cpu  user nice system idle iowait irq softirq steal [guest guest_nice]
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
    const now = { foreground: user + system + irq + softirq, total: user + nice + system + idle + iowait + irq + softirq + steal };
    if (this.last && now.total > this.last.total) {
      this.busy = Math.min(1, Math.max(0, (now.foreground - this.last.foreground) / (now.total - this.last.total)));
    }
    this.last = now;
  }
}
