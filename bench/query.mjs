// query: GET /api/triples?subject_entity_id=... and ?predicate=...&limit=50 at 32 connections; search= too.
// Each run has a 3 s unmeasured warm-up (JIT, statement caches). The load client: see load.mjs.
import { drive } from './load.mjs';
import { BENCH_KEY } from './system.mjs';

async function entityIds(system, count) {
  const ids = [];
  for (let offset = 0; ids.length < count; offset += 500) {
    const res = await fetch(`${system.url}/api/entities?limit=500&offset=${offset}`, { headers: { Authorization: `Bearer ${BENCH_KEY}` } });
    const body = await res.json();
    if (body.data.length === 0) break;
    ids.push(...body.data.map((e) => e.id));
  }
  return ids;
}

async function run(system, name, paths, { connections = 32, duration = 15 } = {}) {
  const requests = paths.map((path) => ({ method: 'GET', path }));
  const result = await drive(system.url, requests, { headers: { Authorization: `Bearer ${BENCH_KEY}` }, connections, duration, warmup: 3 });
  return { name, connections, seconds: duration, ...result };
}

export async function query(system, options = {}) {
  const ids = await entityIds(system, 2000);
  const predicates = ['knows', 'works_at', 'born_in', 'lives_in', 'studied_at', 'collaborated_with', 'mentored', 'founded'];
  const words = ['Berg', 'knows', 'Institute', 'Nakamura', 'Lakeside', 'founded', 'Silva', 'Museum'];
  return [
    await run(system, 'subject_entity_id', ids.map((id) => `/api/triples?subject_entity_id=${id}`), options),
    await run(system, 'predicate&limit=50', predicates.map((p) => `/api/triples?predicate=${p}&limit=50`), options),
    await run(system, 'search', words.map((w) => `/api/triples?search=${w}&limit=50`), options),
  ];
}
