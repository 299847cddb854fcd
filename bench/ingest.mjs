// ingest: 200k triples over ~20k entities (70% entity objects), batches of 500, 4 concurrent clients.
import { ScaleData } from './scale-data.mjs';
import { BENCH_KEY, percentile, random } from './system.mjs';

const FIRST = ['Ada', 'Alan', 'Albert', 'Alice', 'Amara', 'Anders', 'Anna', 'Arjun', 'Astrid', 'Aylin', 'Beatriz', 'Bjorn', 'Carlos', 'Chen', 'Chiara', 'Dario', 'Dmitri', 'Elena', 'Emeka', 'Emil', 'Erik', 'Esther', 'Fatima', 'Felix', 'Freya', 'Gabriel', 'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jamal', 'Jana', 'Jonas', 'Julia', 'Kai', 'Karim', 'Kenji', 'Lara', 'Leon', 'Lina', 'Luca', 'Maya', 'Mei', 'Milan', 'Nadia', 'Nia', 'Noah', 'Nora', 'Omar', 'Oskar', 'Priya', 'Rafael', 'Rania', 'Rosa', 'Sami', 'Sara', 'Sofia', 'Tariq', 'Theo', 'Uma', 'Valentina', 'Viktor', 'Yara', 'Yusuf', 'Zara', 'Zoran', 'Ingrid', 'Hector', 'Marta', 'Pablo', 'Irene', 'Quentin', 'Renata', 'Stefan', 'Tomas', 'Ulla', 'Vera', 'Wanda', 'Xavier'];
const LAST = ['Abara', 'Berg', 'Castillo', 'Dahl', 'Eze', 'Fischer', 'Garcia', 'Haddad', 'Ivanova', 'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quispe', 'Rossi', 'Sato', 'Tanaka', 'Urquhart', 'Varga', 'Wagner', 'Xu', 'Yilmaz', 'Zhou', 'Almeida', 'Bauer', 'Costa', 'Dubois', 'Engel', 'Ferreira', 'Gomez', 'Horvat', 'Ishikawa', 'Jovanovic', 'Kim', 'Larsen', 'Mendes', 'Novak', 'Olsen', 'Pereira', 'Quinn', 'Ramos', 'Silva', 'Torres', 'Ueda', 'Vasquez', 'Weber', 'Young', 'Zimmer', 'Aziz', 'Banerjee', 'Cho', 'Diallo', 'Eriksen', 'Farouk', 'Gupta', 'Hoffmann', 'Iqbal', 'Jaramillo', 'Khan', 'Lopez', 'Mensah', 'Nguyen', 'Ortiz', 'Park', 'Reyes', 'Schmidt', 'Thapa', 'Uddin', 'Vogel', 'Wolf', 'Yamada', 'Zapata', 'Brandt', 'Coelho', 'Duarte', 'Esposito', 'Fontaine'];
const ORGS = ['Institute', 'Laboratory', 'University', 'Foundation', 'Observatory', 'Museum', 'Hospital', 'Academy', 'Society', 'Council'];
const PLACES = ['Northfield', 'Eastbrook', 'Westhaven', 'Southport', 'Lakeside', 'Riverton', 'Hillcrest', 'Stonebridge', 'Maplewood', 'Clearwater', 'Fairview', 'Greenville', 'Ashford', 'Brookline', 'Cedar Falls', 'Dunmore', 'Elmira', 'Foxborough', 'Glenwood', 'Harborview'];
const PREDICATES = ['knows', 'works_at', 'born_in', 'lives_in', 'studied_at', 'collaborated_with', 'mentored', 'founded', 'member_of', 'located_in', 'authored', 'cited', 'funded_by', 'married_to', 'sibling_of', 'visited', 'advised', 'employs', 'partnered_with', 'succeeded'];
const LITERALS = ['birth_year', 'height_cm', 'nickname', 'award_count', 'website', 'email_domain', 'motto', 'rank', 'score', 'founded_year'];

/**
 * Distinct names: people (first x last) and organisations (place x kind x family name) up to 22,600 (the figures of
 * the regular benches are for these); more come from the scale bench's generator (BENCH_SCALE above ~1.1).
 */
export function entityNames(count) {
  const names = [];
  for (const f of FIRST) for (const l of LAST) names.push(`${f} ${l}`);
  for (const p of PLACES) for (const o of ORGS) for (const l of LAST) names.push(`${p} ${o} of ${l}`);
  if (count > names.length) {
    const more = new ScaleData({ entities: count });
    return Array.from({ length: count }, (_, i) => more.name(i));
  }
  // Interleave people and organisations so every batch has both.
  const people = names.slice(0, FIRST.length * LAST.length);
  const orgs = names.slice(people.length);
  const mixed = [];
  for (let i = 0; mixed.length < count; i += 1) {
    if (i < people.length) mixed.push(people[i]);
    if (i < orgs.length && mixed.length < count) mixed.push(orgs[i]);
  }
  return mixed;
}

export function makeTriples(total, names, seed = 42) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const triples = [];
  for (let i = 0; i < total; i += 1) {
    const subject = names[i % names.length];
    if (rnd() < 0.7) triples.push({ subject, predicate: pick(PREDICATES), object: pick(names), object_type: 'entity', confidence: Math.round(rnd() * 100) / 100 });
    else triples.push({ subject, predicate: pick(LITERALS), object: String(1900 + Math.floor(rnd() * 120)), object_type: 'literal' });
  }
  return triples;
}

export async function ingest(system, { total = 200_000, entities = 20_000, batch = 500, clients = 4 } = {}) {
  const names = entityNames(entities);
  const triples = makeTriples(total, names);
  // Request bodies are made before the clock starts: the client shares the machine's two cores with the system, and
  // serialising 200k triples is the client's work, not the system's.
  const bodies = [];
  for (let i = 0; i < triples.length; i += batch) bodies.push(JSON.stringify({ triples: triples.slice(i, i + batch) }));
  const latencies = [];
  let next = 0;
  let peakRss = {};
  const sampler = setInterval(() => {
    const rss = system.rss();
    for (const [name, mib] of Object.entries(rss)) peakRss[name] = Math.max(peakRss[name] ?? 0, mib);
  }, 1000);
  // The first fifth (40k triples at full scale) is where the 20k entities are created (subjects come in order, objects
  // at random); after it nearly every name is known. The two parts are reported apart: they load different services.
  const firstPart = Math.max(1, Math.round(bodies.length / 5));
  let firstPartDone = 0;
  const started = performance.now();
  let lastReport = started;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const t0 = performance.now();
        const res = await fetch(`${system.url}/api/triples`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json' },
          body,
        });
        if (res.status !== 200) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (latencies.length === firstPart) firstPartDone = performance.now();
        if (performance.now() - lastReport > 10_000) {
          lastReport = performance.now();
          process.stderr.write(`  ingest: ${latencies.length * batch} triples, ${Math.round((latencies.length * batch) / ((lastReport - started) / 1000))}/s\n`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const entityCount = await countEntities(system);
  latencies.sort((a, b) => a - b);
  return {
    triples: total,
    distinct_names: names.length,
    entities_created: entityCount,
    batch_size: batch,
    clients,
    seconds: Math.round(seconds * 10) / 10,
    triples_per_second: Math.round(total / seconds),
    parts: {
      first_fifth_per_second: Math.round((firstPart * batch) / ((firstPartDone - started) / 1000)),
      rest_per_second: Math.round((total - firstPart * batch) / ((started + seconds * 1000 - firstPartDone) / 1000)),
    },
    batch_latency_ms: { p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)) },
    peak_rss_mib: peakRss,
    peak_rss_total_mib: Object.values(peakRss).reduce((a, b) => a + b, 0),
  };
}

async function countEntities(system) {
  const res = await fetch(`${system.url}/api/indexes`, { headers: { Authorization: `Bearer ${BENCH_KEY}` } });
  const body = await res.json();
  return body.data.reduce((sum, index) => sum + index.item_count, 0);
}
