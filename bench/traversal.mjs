// traversal: neighbours (depth 1, depth 2) and shortest paths through the gateway at 32 connections, on the ingest
// bench's data (TRAVERSAL_TRIPLES triples over 20k entities, default 100k; the target figures are for 1M), and
// Oxigraph (in-process, the same triples as RDF) answering the SPARQL equivalents, for ratios.
import { Store } from 'oxigraph';
import { entityNames, ingest, makeTriples } from './ingest.mjs';
import { drive } from './load.mjs';
import { BENCH_KEY, percentile, random } from './system.mjs';

const auth = { Authorization: `Bearer ${BENCH_KEY}` };

/** name -> entity id, for every entity of the account. */
async function entityIdsByName(system) {
  const ids = new Map();
  for (let offset = 0; ; offset += 500) {
    const res = await fetch(`${system.url}/api/entities?limit=500&offset=${offset}`, { headers: auth });
    const { data } = await res.json();
    if (data.length === 0) return ids;
    for (const e of data) ids.set(e.name, e.id);
  }
}

/** Outgoing entity edges by subject name, from the generated triples. */
function adjacency(triples) {
  const out = new Map();
  for (const t of triples) {
    if (t.object_type !== 'entity') continue;
    if (!out.has(t.subject)) out.set(t.subject, []);
    out.get(t.subject).push(t.object);
  }
  return out;
}

/** Pairs (from, to) whose directed distance is 2 to 4, by a breadth-first search over the generated triples. */
function connectedPairs(out, sources, rnd, count) {
  const pairs = [];
  for (const source of sources) {
    if (pairs.length >= count) break;
    const distance = new Map([[source, 0]]);
    let frontier = [source];
    for (let d = 1; d <= 4 && frontier.length > 0; d++) {
      const next = [];
      for (const node of frontier) {
        for (const to of out.get(node) ?? []) {
          if (!distance.has(to)) {
            distance.set(to, d);
            next.push(to);
          }
        }
      }
      frontier = next;
    }
    const far = [...distance].filter(([, d]) => d >= 2);
    if (far.length > 0) {
      const [to, d] = far[Math.floor(rnd() * far.length)];
      pairs.push({ from: source, to, distance: d });
    }
  }
  return pairs;
}

const iri = (name) => `<urn:tessera:${encodeURIComponent(name)}>`;
const predicateIri = (p) => `<urn:tessera:p:${p}>`;

function oxigraphStore(triples) {
  const store = new Store();
  const lines = triples.map((t) =>
    `${iri(t.subject)} ${predicateIri(t.predicate)} ${t.object_type === 'entity' ? iri(t.object) : JSON.stringify(t.object)} .`,
  );
  for (let i = 0; i < lines.length; i += 50_000) store.load(lines.slice(i, i + 50_000).join('\n'), { format: 'application/n-triples' });
  return store;
}

/** Latencies (ms) of running each query once, in turn, for `seconds` after a one-second warm-up. */
function timeQueries(store, queries, seconds) {
  const run = (until, record) => {
    for (let i = 0; performance.now() < until; i++) {
      const t0 = performance.now();
      const result = store.query(queries[i % queries.length]);
      if (typeof result !== 'boolean') for (const _ of result); // drain the bindings
      record?.(performance.now() - t0);
    }
  };
  run(performance.now() + 1000);
  const latencies = [];
  run(performance.now() + seconds * 1000, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  return { queries: latencies.length, latency_ms: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)) } };
}

export async function traversal(system, { total = 100_000, entities = 20_000, duration = 10, samples = 500 } = {}) {
  const results = { triples: total, entities };
  process.stderr.write(`traversal: ingest ${total} triples...\n`);
  results.ingest = await ingest(system, { total, entities });
  const names = entityNames(entities);
  const triples = makeTriples(total, names);
  const ids = await entityIdsByName(system);
  const rnd = random(7);
  const sample = Array.from({ length: samples }, () => names[Math.floor(rnd() * names.length)]).filter((n) => ids.has(n));
  const out = adjacency(triples);
  const pairs = connectedPairs(out, sample, rnd, Math.min(200, samples)).filter((p) => ids.has(p.to));

  const depth2Nodes = [];
  for (const name of sample.slice(0, 20)) {
    const res = await fetch(`${system.url}/api/entities/${ids.get(name)}/neighbors?depth=2&direction=out&limit=5000`, { headers: auth });
    depth2Nodes.push((await res.json()).data.total);
  }
  results.depth2_nodes = { mean: Math.round(depth2Nodes.reduce((a, b) => a + b, 0) / depth2Nodes.length), max: Math.max(...depth2Nodes) };

  const run = async (name, paths, target) => {
    process.stderr.write(`traversal: ${name}...\n`);
    const measured = await drive(system.url, paths.map((path) => ({ method: 'GET', path })), { headers: auth, connections: 32, duration, warmup: 3 });
    return { name, target_p99_ms: target, ...measured };
  };
  results.tessera = [
    await run('neighbours depth 1 (both ways)', sample.map((n) => `/api/entities/${ids.get(n)}/neighbors?depth=1`), 20),
    await run('neighbours depth 2 (out)', sample.map((n) => `/api/entities/${ids.get(n)}/neighbors?depth=2&direction=out&limit=2000`), 100),
    await run(
      'shortest path, distance 2-4 (out)',
      pairs.map((p) => `/api/paths?from=${ids.get(p.from)}&to=${ids.get(p.to)}&max_depth=4&direction=out`),
      200,
    ),
  ];

  process.stderr.write('traversal: Oxigraph...\n');
  const loadStarted = performance.now();
  const store = oxigraphStore(triples);
  results.oxigraph = { load_seconds: Math.round((performance.now() - loadStarted) / 100) / 10 };
  const entityPredicates = [...new Set(triples.filter((t) => t.object_type === 'entity').map((t) => t.predicate))].map(predicateIri).join('|');
  const seconds = Math.max(3, Math.round(duration / 2));
  results.oxigraph.queries = [
    {
      name: 'one hop, both ways',
      ...timeQueries(store, sample.map((n) => `SELECT ?p ?n WHERE { { ${iri(n)} ?p ?n } UNION { ?n ?p ${iri(n)} } FILTER(isIRI(?n)) }`), seconds),
    },
    {
      name: 'two hops, out',
      ...timeQueries(store, sample.map((n) => `SELECT ?m ?n WHERE { ${iri(n)} ?p ?m . FILTER(isIRI(?m)) OPTIONAL { ?m ?q ?n . FILTER(isIRI(?n)) } }`), seconds),
    },
    {
      name: 'property path (reachability over entity predicates)',
      ...timeQueries(store, pairs.map((p) => `ASK { ${iri(p.from)} (${entityPredicates})+ ${iri(p.to)} }`), seconds),
    },
  ];
  const ratio = (ours, theirs) => Math.round((ours / Math.max(theirs, 0.001)) * 100) / 100;
  // Ours through the gateway at 32 connections (queueing included), Oxigraph one query at a time in this process.
  results.ratios = results.tessera.map((t, i) => ({
    tessera: t.name,
    oxigraph: results.oxigraph.queries[i].name,
    p50: ratio(t.latency_ms.p50, results.oxigraph.queries[i].latency_ms.p50),
    p99: ratio(t.latency_ms.p99, results.oxigraph.queries[i].latency_ms.p99),
  }));
  results.path_pairs = pairs.length;
  return results;
}
