#!/usr/bin/env node
// Starts the whole system on one machine: the four gRPC services and the gateway, with embedded defaults.
// Prints the URL once /readyz answers 200; Ctrl-C (SIGINT) or SIGTERM stops every process cleanly.
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
const children = new Map();
let stopping = false;

// Extra Node.js flags for every service (e.g. TESSERA_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof").
const nodeArgs = (process.env.TESSERA_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

function start(name) {
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'services', name, 'dist', 'main.js')], {
    cwd: process.cwd(),
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      process.stderr.write(`[start] ${name} exited (${signal ?? code}); stopping the others\n`);
      stop(1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.set(name, child);
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 15_000).unref();
}

async function waitUntilReady() {
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const started = Date.now();
  let nextProgress = started + progressEveryMs;
  // No deadline: a service that fails exits, and that stops everything (above); one that is still loading is waited for.
  while (!stopping) {
    let waitingFor = 'the gateway';
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) {
        process.stdout.write(`\nTessera is ready at ${url}  (API docs: ${url}/docs; Ctrl-C stops it)\n\n`);
        return;
      }
      const body = await response.json().catch(() => ({}));
      const notReady = Object.entries(body.services ?? {}).filter(([, state]) => state !== 'SERVING').map(([name]) => name);
      if (notReady.length > 0) waitingFor = notReady.join(', ');
    } catch {
      // not listening yet
    }
    if (Date.now() >= nextProgress) {
      nextProgress += progressEveryMs;
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stderr.write(`[start] still starting after ${seconds} s: waiting for ${waitingFor} (search rebuilds its vector indexes when no current snapshot exists)\n`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const name of services) start(name);
waitUntilReady();
