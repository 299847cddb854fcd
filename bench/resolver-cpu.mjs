#!/usr/bin/env node
// Entity resolution's CPU alone (no gateway, no gRPC, no triples store): resolves the names of N triples (default
// 200k; each a subject, and 70% an entity object) over 20k distinct names, in batches of 500 with the service's
// Resolver on a fresh SQLite entities store, and prints CPU microseconds per triple for each 40k triples (the first
// part creates the 20k entities; after that every name is known).
//   N=200000 node bench/resolver-cpu.mjs        (needs the build: npm run build)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const require = createRequire(new URL('../services/entities/package.json', import.meta.url));
const { openSqliteStorage } = require('./dist/adapters/sqlite/index.js');
const { Resolver } = require('./dist/domain/resolution/resolver.js');
const { withCandidateCache } = require('./dist/adapters/candidate-cache.js');
const { newId } = require('@tessera/common');
const dir = mkdtempSync(join(tmpdir(), 'res-'));
// As the service wires it: the resolver over the stores with the candidate cache in front of them.
const cached = withCandidateCache(openSqliteStorage(dir));
const storage = cached.storage;
const resolver = new Resolver(storage.entities, cached.candidates);
const first = ['Hugo', 'Freya', 'Erik', 'Gabriel', 'Grace', 'Amara', 'Kenji', 'Lucia', 'Omar', 'Priya', 'Sven', 'Zoe'];
const last = ['Mendes', 'Ishikawa', 'Lindqvist', 'Petrov', 'Larsen', 'Okafor', 'Tanaka', 'Rossi', 'Haddad', 'Sharma', 'Berg', 'Martin'];
const towns = Array.from({ length: 140 }, (_, i) => `Town${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + (i * 7) % 26)}ville${i}`);
const names = Array.from({ length: 20000 }, (_, i) => `${first[i % 12]} ${last[Math.floor(i / 12) % 12]} of ${towns[Math.floor(i / 144) % 140]}`);
const acc = newId(), idx = newId();
const now = new Date().toISOString();
await storage.indexes.create({ id: idx, account_id: acc, name: 'default', description: '', is_public: false, preferred_predicates: [], functional_predicates: [], rules: '', is_default: true, created_at: now, updated_at: now });
const N = Number(process.env.N ?? 200000);
let cpu = 0, count = 0; const phases = [];
for (let b = 0; b < N / 500; b++) {
  const batch = [];
  for (let i = 0; i < 500; i++) { const t = b * 500 + i; batch.push(names[t % 20000]); if (i % 10 < 7) batch.push(names[(t * 7919) % 20000]); }
  const c = process.cpuUsage(); await resolver.resolve(acc, idx, batch); const d = process.cpuUsage(c); cpu += d.user + d.system; count += 500;
  if ((b + 1) % 80 === 0) { phases.push((cpu / count).toFixed(1)); cpu = 0; count = 0; }
}
console.log('us CPU per triple (per 40k triples):', phases.join(' '));
await storage.close(); rmSync(dir, { recursive: true, force: true });
