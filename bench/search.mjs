// search: a store of 100k entities + 100k triples, indexed through the real pipeline (API -> outboxes -> indexer ->
// embeddings -> vector index); then POST /api/search at 8 concurrent clients, and ANN recall@10 against exact search
// on the same stored vectors.
import { createRequire } from 'node:module';
import { drive } from './load.mjs';
import { BENCH_KEY, percentile, random } from './system.mjs';

const require = createRequire(import.meta.url);
const FIRST = ['Ada', 'Alan', 'Albert', 'Alice', 'Amara', 'Anders', 'Anna', 'Arjun', 'Astrid', 'Aylin', 'Beatriz', 'Bjorn', 'Carlos', 'Chen', 'Chiara', 'Dario', 'Dmitri', 'Elena', 'Emeka', 'Emil', 'Erik', 'Esther', 'Fatima', 'Felix', 'Freya', 'Gabriel', 'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jamal', 'Jana', 'Jonas', 'Julia', 'Kai', 'Karim', 'Kenji', 'Lara', 'Leon', 'Lina', 'Luca', 'Maya', 'Mei', 'Milan', 'Nadia', 'Nia', 'Noah', 'Nora', 'Omar'];
const LAST = ['Abara', 'Berg', 'Castillo', 'Dahl', 'Eze', 'Fischer', 'Garcia', 'Haddad', 'Ivanova', 'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quispe', 'Rossi', 'Sato', 'Tanaka', 'Urquhart', 'Varga', 'Wagner', 'Xu', 'Yilmaz', 'Zhou', 'Almeida', 'Bauer', 'Costa', 'Dubois', 'Engel', 'Ferreira', 'Gomez', 'Horvat', 'Ishikawa', 'Jovanovic', 'Kim', 'Larsen', 'Mendes', 'Novak'];
const PLACES = ['Northfield', 'Eastbrook', 'Westhaven', 'Southport', 'Lakeside', 'Riverton', 'Hillcrest', 'Stonebridge', 'Maplewood', 'Clearwater', 'Fairview', 'Greenville', 'Ashford', 'Brookline', 'Cedar Falls', 'Dunmore', 'Elmira', 'Foxborough', 'Glenwood', 'Harborview', 'Ironwood', 'Juniper Hill', 'Kingsbridge', 'Larkspur', 'Millbrook', 'Newhaven', 'Oakridge', 'Pinecrest', 'Queensbury', 'Rosedale', 'Silverlake', 'Thornbury', 'Upton', 'Valleyview', 'Whitmore', 'Yarrow', 'Zephyr Bay', 'Amberley', 'Birchwood', 'Coldwater', 'Dovercourt', 'Evergreen', 'Fernhill', 'Goldcrest', 'Hawthorne', 'Islington', 'Jasper', 'Kestrel', 'Linden', 'Marlow'];
const FACTS = [
  ['profession', ['marine biologist', 'software engineer', 'architect', 'cardiologist', 'economist', 'civil engineer', 'journalist', 'chemist', 'violinist', 'historian']],
  ['hobby', ['sailing', 'chess', 'pottery', 'birdwatching', 'climbing', 'baking', 'photography', 'gardening']],
  ['favourite_book', ['War and Peace', 'Dune', 'Middlemarch', 'The Hobbit', 'Beloved', 'Ulysses', 'Emma', 'Solaris']],
];

/** 100k distinct people: "First Last of Place". */
function names(count) {
  const out = [];
  for (const p of PLACES) for (const f of FIRST) for (const l of LAST) out.push(`${f} ${l} of ${p}`);
  if (count > out.length) throw new Error(`at most ${out.length} names`);
  return out.slice(0, count);
}

const auth = { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json' };

async function status(system) {
  const res = await fetch(`${system.url}/admin/search/status`, { headers: { Authorization: `Bearer ${system.adminToken}` } });
  return (await res.json()).data;
}

/** The bench's 200 search texts over a store of `items` people: names, questions about them, names with a typo. */
export function searchQueries(items, count = 200) {
  const people = names(items);
  const rnd = random(11);
  const queries = [];
  for (let i = 0; i < count; i++) {
    const person = people[Math.floor(rnd() * people.length)];
    const kind = i % 3;
    queries.push(kind === 0 ? person : kind === 1 ? `What is the profession of ${person}?` : person.replace(/a/, 'aa'));
  }
  return queries;
}

export async function searchBench(system, { items = 100_000, clients = 8, duration = 30, ingest = true } = {}) {
  const people = names(items);
  const rnd = random(7);
  const triples = people.map((subject) => {
    const [predicate, values] = FACTS[Math.floor(rnd() * FACTS.length)];
    return { subject, predicate, object: values[Math.floor(rnd() * values.length)], object_type: 'literal' };
  });

  // Ingest and index: every triple creates its subject entity, so 2 x items resources to embed.
  const started = performance.now();
  let peakRss = {};
  const sample = () => {
    for (const [name, mib] of Object.entries(system.rss())) peakRss[name] = Math.max(peakRss[name] ?? 0, mib);
  };
  const sampler = setInterval(sample, 2000);
  for (let i = 0; ingest && i < triples.length; i += 500) {
    const res = await fetch(`${system.url}/api/triples`, { method: 'POST', headers: auth, body: JSON.stringify({ triples: triples.slice(i, i + 500) }) });
    if (res.status !== 200) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
  }
  const ingestSeconds = (performance.now() - started) / 1000;
  let last = 0;
  for (;;) {
    const s = await status(system);
    if (s.events_pending === 0 && s.entities_indexed + s.triples_indexed >= 2 * items) break;
    if (performance.now() - last > 30_000) {
      last = performance.now();
      process.stderr.write(`  indexed ${s.entities_indexed + s.triples_indexed} of ${2 * items} (${Math.round((performance.now() - started) / 1000)} s)\n`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  clearInterval(sampler);
  sample();
  const indexSeconds = (performance.now() - started) / 1000;

  // Latency at 8 concurrent clients: names, questions, typos.
  const queries = searchQueries(items);
  const requests = queries.map((query) => ({ method: 'POST', path: '/api/search', body: JSON.stringify({ query, types: ['entities', 'triples'], limit: 10 }) }));
  // The first 30 s of searches are reported apart (`cold`): the 200 texts' query embeddings are computed and cached
  // on first use, and the services' code and caches take ~40 s of this load to reach their steady cost per request
  // (bench/steady.mjs, 5 s rounds: search CPU 10 -> 4.1 ms, gateway 4.3 -> 1.7 ms a request). Then 15 s more
  // unmeasured, then the measured window the targets apply to.
  const cold = await drive(system.url, requests, { headers: auth, connections: clients, duration: 30 });
  const latency = await drive(system.url, requests, { headers: auth, connections: clients, duration, warmup: 15 });

  return {
    items: { entities: items, triples: items },
    // Null when the run reused a kept store (BENCH_KEEP) and so measured no ingest or indexing.
    ingest_seconds: ingest ? Math.round(ingestSeconds) : null,
    index_seconds: ingest ? Math.round(indexSeconds) : null,
    indexing_items_per_second: ingest ? Math.round((2 * items) / indexSeconds) : null,
    peak_rss_mib: peakRss,
    search: { clients, seconds: duration, ...latency },
    search_cold: { clients, seconds: 30, ...cold },
  };
}

/**
 * ANN (the embedded store's HNSW partitions, as the service saved them; stops the system) against exact search over
 * the same stored vectors: recall@10, for the
 * bench's search texts (embedded by the running system) and, as a harder case, for stored vectors used as queries
 * (half of them of the other kind: a name vector among the triples lies far from all of them, in a flat field of
 * near-equal distances).
 */
export async function annRecall(system, items, { queries = 200 } = {}) {
  const { EmbeddedVectorStore } = require('../services/search/dist/index.js');
  const Database = require('better-sqlite3');
  const texts = searchQueries(items, queries);
  const res = await fetch(`${system.url}/api/embeddings`, { method: 'POST', headers: auth, body: JSON.stringify({ input: texts }) });
  if (res.status !== 200) throw new Error(`embeddings failed: ${res.status} ${await res.text()}`);
  const textVectors = (await res.json()).data.map((d) => Float32Array.from(d.embedding));
  const db = new Database(`${system.dataDir}/search.sqlite`, { readonly: true });
  const account = db.prepare('SELECT account_id FROM docs LIMIT 1').pluck().get();
  const stored = db.prepare('SELECT vector FROM docs ORDER BY random() LIMIT ?').pluck().all(queries).map((blob) => {
    // A stored vector, nudged, so the nearest neighbour is not just itself.
    const vector = new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
    for (let i = 0; i < vector.length; i += 7) vector[i] += 0.02;
    return vector;
  });
  db.close();
  // The service saves its HNSW graphs as it stops: the readers below load those (the graphs it built while indexing
  // and searched with) rather than building new ones from the stored vectors.
  await system.halt();
  const t0 = performance.now();
  // Readers only: they never write the snapshot.
  const ann = await EmbeddedVectorStore.open(system.dataDir, 512, undefined, { saveSnapshots: false });
  const annLoadSeconds = (performance.now() - t0) / 1000;
  const exact = await EmbeddedVectorStore.open(system.dataDir, 512, Number.MAX_SAFE_INTEGER, { saveSnapshots: false });
  const visibility = { accountId: account, publicIndexIds: [] };
  const annMs = [];
  const exactMs = [];
  const recall = async (vectors) => {
    let found = 0;
    const byKind = { entity: 0, triple: 0 };
    for (const vector of vectors) {
      for (const kind of ['entity', 'triple']) {
        let t = performance.now();
        const truth = new Set((await exact.search(kind, vector, visibility, 10)).map((h) => h.id));
        exactMs.push(performance.now() - t);
        t = performance.now();
        const got = await ann.search(kind, vector, visibility, 10);
        annMs.push(performance.now() - t);
        const share = got.filter((h) => truth.has(h.id)).length / Math.max(1, truth.size);
        found += share;
        byKind[kind] += share;
      }
    }
    const round = (x) => Math.round(x * 10_000) / 10_000;
    return { all: round(found / (vectors.length * 2)), entities: round(byKind.entity / vectors.length), triples: round(byKind.triple / vectors.length) };
  };
  const texts_ = await recall(textVectors);
  const stored_ = await recall(stored);
  const result = {
    queries: textVectors.length * 2,
    recall_at_10: texts_.all,
    recall_at_10_by_kind: { entities: texts_.entities, triples: texts_.triples },
    recall_at_10_stored_vectors: stored_.all,
    recall_at_10_stored_vectors_by_kind: { entities: stored_.entities, triples: stored_.triples },
  };
  annMs.sort((a, b) => a - b);
  exactMs.sort((a, b) => a - b);
  await ann.close();
  await exact.close();
  return {
    ...result,
    ann_ms: { p50: Math.round(percentile(annMs, 50) * 100) / 100, p99: Math.round(percentile(annMs, 99) * 100) / 100 },
    exact_ms: { p50: Math.round(percentile(exactMs, 50) * 100) / 100, p99: Math.round(percentile(exactMs, 99) * 100) / 100 },
    ann_load_seconds: Math.round(annLoadSeconds),
  };
}
