#!/usr/bin/env node
// Starts the whole system on one machine: the four gRPC services and the gateway, with embedded defaults.
// Prints the URL once /readyz answers 200. A service that exits unexpectedly is restarted (backoff from 1 s doubling
// to 30 s) while the others keep serving; 5 crashes of one service within 5 minutes stop everything. Ctrl-C (SIGINT)
// or SIGTERM stops every process gracefully, once; a second Ctrl-C forces it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const services = ['triples', 'entities', 'search', 'generation', 'gateway'];
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
/** How often to say what is still starting (a large vector store without a current snapshot rebuilds for minutes). */
const progressEveryMs = 30_000;
/** The first restart's delay; it doubles with each quick crash, up to maxBackoffMs. */
const firstBackoffMs = Number(process.env.START_RESTART_BACKOFF_MS ?? 1000);
const maxBackoffMs = 30_000;
/** A service that ran this long before it crashed starts again from the first delay. */
const stableAfterMs = 60_000;
const crashLimit = 5;
const crashWindowMs = 5 * 60_000;
/** How long a graceful stop may take (the search service saves its vector-index snapshots) before SIGKILL. */
const stopTimeoutMs = 60_000;
const logLinesKept = 20;

/** name -> { child, startedAt, crashes: number[] (times), backoffMs, lastLines: string[], timer } */
const state = new Map(services.map((name) => [name, { child: undefined, startedAt: 0, crashes: [], backoffMs: firstBackoffMs, lastLines: [], timer: undefined }]));
let stopping = false;

// Extra Node.js flags for every service (e.g. TESSERA_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof").
const nodeArgs = (process.env.TESSERA_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

// The services write to this process, not to the terminal: they log readable lines when this process is on one.
const childEnv = { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json') };

const say = (line) => process.stderr.write(`[start] ${line}\n`);
const running = () => [...state.values()].filter((s) => s.child !== undefined);

function start(name) {
  const service = state.get(name);
  service.timer = undefined;
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'services', name, 'dist', 'main.js')], {
    cwd: process.cwd(),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      service.lastLines.push(line);
      if (service.lastLines.length > logLinesKept) service.lastLines.shift();
      process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => exited(name, child, code, signal));
  service.child = child;
  service.startedAt = Date.now();
}

function exited(name, child, code, signal) {
  const service = state.get(name);
  if (service.child !== child) return;
  service.child = undefined;
  if (stopping) {
    if (running().length === 0) process.exit(process.exitCode ?? 0);
    return;
  }
  const now = Date.now();
  service.crashes = [...service.crashes.filter((at) => now - at < crashWindowMs), now];
  if (service.crashes.length >= crashLimit) {
    say(`${name} exited unexpectedly ${crashLimit} times within ${crashWindowMs / 60_000} minutes (last: ${signal ?? `code ${code}`}); stopping everything.`);
    say(`${name}'s last log lines:\n${service.lastLines.map((line) => `  ${line}`).join('\n')}`);
    stop(1);
    return;
  }
  if (now - service.startedAt >= stableAfterMs) service.backoffMs = firstBackoffMs;
  const delay = service.backoffMs;
  service.backoffMs = Math.min(maxBackoffMs, service.backoffMs * 2);
  say(`${name} exited unexpectedly (${signal ?? `code ${code}`}); restarting it in ${delay / 1000} s (the other services keep serving)`);
  service.timer = setTimeout(() => start(name), delay);
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const service of state.values()) clearTimeout(service.timer);
  if (running().length === 0) process.exit(code);
  for (const { child } of running()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const { child } of running()) child.kill('SIGKILL');
    process.exit(code);
  }, stopTimeoutMs).unref();
}

/** A second Ctrl-C: do not wait for the graceful stop (each service, being in the terminal's group, hurries too). */
function forceStop() {
  say('second Ctrl-C: killing every service now');
  for (const { child } of running()) child.kill('SIGKILL');
  process.exit(130);
}

async function waitUntilReady() {
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const started = Date.now();
  let nextProgress = started + progressEveryMs;
  // No deadline: a service that keeps failing stops everything (above); one that is still loading is waited for.
  while (!stopping) {
    let waitingFor = 'the gateway';
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) {
        process.stdout.write(`\nTessera is ready at ${url}  (API docs: ${url}/docs; graph explorer: ${url}/explore; Ctrl-C stops it)\n\n`);
        return;
      }
      const body = await response.json().catch(() => ({}));
      const notReady = Object.entries(body.services ?? {}).filter(([, status]) => status !== 'SERVING').map(([name]) => name);
      if (notReady.length > 0) waitingFor = notReady.join(', ');
    } catch {
      // not listening yet
    }
    if (Date.now() >= nextProgress) {
      nextProgress += progressEveryMs;
      const seconds = Math.round((Date.now() - started) / 1000);
      say(`still starting after ${seconds} s: waiting for ${waitingFor} (search rebuilds its vector indexes when no current snapshot exists)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let firstSignalAt;
const onSignal = (signal) => {
  if (firstSignalAt === undefined) {
    firstSignalAt = Date.now();
    say(`${signal}: stopping every service gracefully (Ctrl-C again to force)`);
    stop(0);
  } else if (signal === 'SIGINT' && Date.now() - firstSignalAt >= 1000) {
    forceStop();
  }
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
for (const name of services) start(name);
waitUntilReady();
