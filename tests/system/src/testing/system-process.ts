import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '@tessera/testing';
import { get, KEY, until } from './gateway-process';

/** `npm start`'s supervisor, which every process-level system test starts as a user would (after `npm run build`). */
export const START_SCRIPT = join(__dirname, '..', '..', '..', '..', 'scripts', 'start.mjs');
export const SERVICES = ['triples', 'entities', 'search', 'generation', 'gateway'] as const;

export interface StartedSystem {
  supervisor: ChildProcess;
  port: number;
  /** Everything the supervisor and the services printed so far, one entry a line. */
  lines: string[];
  /** Resolves with the supervisor's exit code (or signal name). */
  exited: Promise<number | string>;
}

/** The environment of a whole system on free ports with its data in `dataDir`. */
export async function systemEnv(dataDir: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    DATA_DIR: dataDir, PORT: String(await freePort()), KG_BOOTSTRAP_API_KEY: KEY, GATEWAY_WORKERS: '1', LOG_LEVEL: 'info',
    RATE_LIMIT_STANDARD_PER_MINUTE: '100000', EMBEDDINGS_THREADS: '1', REDIS_URL: '', MONGODB_URL: '', ELASTICSEARCH_URL: '',
  };
  for (const name of ['triples', 'entities', 'search', 'generation']) {
    const port = await freePort();
    env[`${name.toUpperCase()}_GRPC_PORT`] = String(port);
    env[`${name.toUpperCase()}_GRPC_ADDR`] = `127.0.0.1:${port}`;
  }
  return { ...env, ...extra };
}

/**
 * Starts scripts/start.mjs as the leader of its own process group (as a terminal runs `npm start`), so a test can
 * send the group a Ctrl-C; resolves once /readyz answers 200.
 */
export async function startWholeSystem(env: Record<string, string>, { waitReady = true } = {}): Promise<StartedSystem> {
  const supervisor = spawn(process.execPath, [START_SCRIPT], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: string[] = [];
  for (const stream of [supervisor.stdout!, supervisor.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exited = new Promise<number | string>((resolve) => supervisor.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const port = Number(env.PORT);
  if (waitReady) await until(async () => ((await get(port, '/readyz')).status === 200 ? true : undefined), 'the system to be ready', 120_000);
  return { supervisor, port, lines, exited };
}

/** The pid of one service's process, from the supervisor's children. */
export function servicePid(system: StartedSystem, name: (typeof SERVICES)[number]): number {
  const table = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(system.supervisor.pid)], { encoding: 'utf8' });
  const row = table.split('\n').find((line) => line.includes(join('services', name, 'dist', 'main.js')));
  if (!row) throw new Error(`no ${name} process under the supervisor`);
  return Number(row.trim().split(/\s+/)[0]);
}

/** Kills the supervisor's whole process group (whatever a test left running). */
export function killGroup(system: StartedSystem | undefined): void {
  if (!system?.supervisor.pid) return;
  try {
    process.kill(-system.supervisor.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
