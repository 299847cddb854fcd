#!/usr/bin/env node
// The triples store's write cost alone, for schema work on issue 3's ingest target (no gateway, no gRPC, no entity
// resolution): inserts N triples (default 200k) over 20k entities, 70% entity objects, in batches of 500 through
// SqliteTripleStore.insert, into a fresh temporary store, and prints CPU microseconds per triple.
//   N=100000 node bench/triple-insert.mjs
//   DROP=triples_by_account,triples_by_index node bench/triple-insert.mjs    (what an index costs: drops them first)
//   BATCH=2000 node bench/triple-insert.mjs    (triples per transaction; default 500, the ingest bench's batch)
//   FUNCTIONAL=lives_in,works_at node bench/triple-insert.mjs    (those predicates functional in the index: each new
//   value closes the one before; objects vary per batch, so most inserts of them close one)
// Needs the build (npm run build).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const require = createRequire(new URL('../services/triples/package.json', import.meta.url));
const { SqliteTripleStore } = require('./dist/adapters/sqlite/sqlite-triple-store.js');
const { newId } = require('@tessera/common');
const drop = (process.env.DROP ?? '').split(',').filter(Boolean);
const functionalPredicates = (process.env.FUNCTIONAL ?? '').split(',').filter(Boolean);
const dir = mkdtempSync(join(tmpdir(), 'ins-'));
const store = SqliteTripleStore.open(dir);
for (const ix of drop) store.db.exec(`DROP INDEX ${ix}`);
const ents = Array.from({ length: 20000 }, (_, i) => ({ id: newId(), name: `Person ${i} of Town${i % 97}` }));
const acc = newId(), idx = newId(); const preds = ['knows', 'works_at', 'born_in', 'lives_in', 'favourite_book'];
let total = 0; let closed = 0; const now = new Date().toISOString();
const N = Number(process.env.N ?? 200000);
const t0 = process.hrtime.bigint(); let cpu = 0;
const B = Number(process.env.BATCH ?? 500);
for (let b = 0; b < N / B; b++) {
  const batch = Array.from({ length: B }, (_, i) => { const s = ents[(b * B + i) % 20000], o = ents[(b * 131 + i * 7) % 20000]; const ent = i % 10 < 7;
    return { id: newId(), account_id: acc, index_id: idx, graph_id: null, subject: s.name, predicate: preds[i % 5], object: ent ? o.name : `literal ${i}`, object_type: ent ? 'entity' : 'literal', confidence: null, source: null, subject_entity_id: s.id, object_entity_id: ent ? o.id : null, created_at: now, updated_at: now, valid_from: null, valid_to: null, superseded_by: null }; });
  const functional = functionalPredicates.length > 0 ? { [idx]: functionalPredicates } : undefined;
  const c = process.cpuUsage(); closed += (await store.insert(batch, functional)).closed.length; const d = process.cpuUsage(c); cpu += d.user + d.system; total += B;
}
console.log(`DROP=${drop.join(',') || '-'} FUNCTIONAL=${functionalPredicates.join(',') || '-'} ${total} triples (${closed} closed): ${(cpu / total).toFixed(1)} us CPU per triple, wall ${(Number(process.hrtime.bigint() - t0) / 1e6 / 1000).toFixed(1)} s`);
store.close(); rmSync(dir, { recursive: true, force: true });
