#!/usr/bin/env node
// What the architecture costs before any of our code runs: express in a 2-worker cluster answering a 10-triple page
// itself, the same page fetched over one grpc-js unary call (the gateway -> service hop), and as a message on one open
// stream per worker (how @tessera/grpc now sends small unary calls), at 32 connections.
//   node bench/hop-floor.mjs        (ROUNDS=3 DURATION=10; the first round of each is a warm-up and not shown)
// The GET targets (1,500 req/s, p99 50 ms) are to be read against the /mux figures (the path the gateway uses).
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drive } from './load.mjs';
import { freePort } from './system.mjs';

const here = join(dirname(fileURLToPath(import.meta.url)), 'hop-floor');
const start = (file, args) =>
  new Promise((resolve, reject) => {
    const child = fork(join(here, file), args.map(String), { stdio: 'inherit' });
    child.once('message', () => resolve(child)).once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });

const [backendPort, port] = [await freePort(), await freePort()];
const backend = await start('backend.cjs', [backendPort]);
const front = await start('front.cjs', [port, backendPort]);
try {
  const rounds = Number(process.env.ROUNDS ?? 3);
  for (const path of ['/direct', '/hop', '/mux']) {
    for (let round = 0; round <= rounds; round++) {
      const r = await drive(`http://127.0.0.1:${port}`, [{ method: 'GET', path: `${path}?id=${round}` }], { connections: 32, duration: Number(process.env.DURATION ?? 10) });
      if (round > 0) console.log(`${path}: ${r.requests_per_second} req/s, p50 ${r.latency_ms.p50} p99 ${r.latency_ms.p99} ms, ${r.failures} failed (${r.client})`);
    }
  }
} finally {
  front.kill();
  backend.kill();
}
