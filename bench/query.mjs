// query: GET /api/triples?subject_entity_id=... and ?predicate=...&limit=50 at 32 connections; search= too.
import autocannon from 'autocannon';
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

function run(system, name, paths, { connections = 32, duration = 15 } = {}) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: system.url,
        connections,
        duration,
        headers: { Authorization: `Bearer ${BENCH_KEY}` },
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const failures = result.non2xx + result.errors + result.timeouts;
        resolve({
          name,
          connections,
          seconds: duration,
          requests_per_second: Math.round(result.requests.average),
          latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
          requests: result.requests.total,
          failures,
        });
      },
    );
  });
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
