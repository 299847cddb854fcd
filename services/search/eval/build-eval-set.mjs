// Builds the search evaluation set: a small world of people, places, companies and universities (a few thousand
// triples) and queries with the item each should find. Deterministic: run `node build-eval-set.mjs` to regenerate
// kg.json and queries.json. Written before the ranking was measured; do not tune it to the ranking.
import { writeFileSync } from 'node:fs';

let state = 20261121;
const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (list) => list[Math.floor(random() * list.length)];

const first = ['Anna', 'Boris', 'Clara', 'Daniel', 'Elena', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Katrin', 'Leon', 'Maya', 'Nikolai', 'Olga', 'Pavel', 'Quentin', 'Rosa', 'Stefan', 'Tamara', 'Umar', 'Vera', 'Walter', 'Ximena', 'Yusuf', 'Zofia', 'Arjun', 'Beatriz', 'Chen', 'Dmitri', 'Esther', 'Fatima', 'Goran', 'Hana', 'Ivan', 'Julia', 'Kenji', 'Lucia', 'Mateo', 'Nadia'];
const last = ['Keller', 'Novak', 'Lindqvist', 'Moreau', 'Okafor', 'Petrov', 'Quintero', 'Rossi', 'Schmidt', 'Tanaka', 'Ueda', 'Varga', 'Wagner', 'Xu', 'Yilmaz', 'Zimmermann', 'Almeida', 'Bianchi', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Horvat', 'Ivanova', 'Jensen', 'Kowalski', 'Larsen', 'Mendes', 'Nakamura'];
const cities = [
  ['Lyon', 'France'], ['Porto', 'Portugal'], ['Krakow', 'Poland'], ['Gothenburg', 'Sweden'], ['Bologna', 'Italy'], ['Leipzig', 'Germany'],
  ['Valencia', 'Spain'], ['Rotterdam', 'Netherlands'], ['Ghent', 'Belgium'], ['Brno', 'Czech Republic'], ['Graz', 'Austria'], ['Bergen', 'Norway'],
  ['Tampere', 'Finland'], ['Aarhus', 'Denmark'], ['Cork', 'Ireland'], ['Edinburgh', 'Scotland'], ['Osaka', 'Japan'], ['Busan', 'South Korea'],
  ['Pune', 'India'], ['Curitiba', 'Brazil'], ['Cordoba', 'Argentina'], ['Monterrey', 'Mexico'], ['Quebec City', 'Canada'], ['Adelaide', 'Australia'],
  ['Wellington', 'New Zealand'], ['Nairobi', 'Kenya'], ['Accra', 'Ghana'], ['Izmir', 'Turkey'], ['Tbilisi', 'Georgia'], ['Riga', 'Latvia'],
];
const companies = [
  ['Northwind Analytics', 'data analytics'], ['Bluefin Robotics', 'industrial robots'], ['Cedar Health', 'medical devices'], ['Orbital Foods', 'plant-based food'],
  ['Quartz Energy', 'solar power'], ['Harbor Logistics', 'shipping'], ['Lumen Optics', 'camera lenses'], ['Granite Software', 'accounting software'],
  ['Willow Biotech', 'vaccines'], ['Summit Aerospace', 'satellites'], ['Copperleaf Games', 'video games'], ['Tidewater Marine', 'boat building'],
  ['Ironbark Steel', 'steel'], ['Saffron Textiles', 'clothing'], ['Meridian Bank', 'banking'], ['Falcon Mobility', 'electric scooters'],
  ['Evergreen Publishing', 'books'], ['Nimbus Cloud', 'cloud hosting'], ['Atlas Pharma', 'pharmaceuticals'], ['Juniper Audio', 'headphones'],
];
const universities = [
  'University of Lyon', 'University of Porto', 'Jagiellonian University', 'Chalmers University', 'University of Bologna', 'Leipzig University',
  'Polytechnic University of Valencia', 'Erasmus University', 'Ghent University', 'Masaryk University', 'University of Graz', 'Osaka University',
];
const professions = ['marine biologist', 'software engineer', 'architect', 'cardiologist', 'economist', 'civil engineer', 'journalist', 'chemist', 'violinist', 'historian', 'pilot', 'data scientist', 'pastry chef', 'geologist', 'translator'];

const triples = [];
const add = (subject, predicate, object, object_type) => triples.push({ subject, predicate, object, object_type });
for (const [city, country] of cities) add(city, 'located_in', country, 'entity');
const hq = new Map();
for (const [company, industry] of companies) {
  const city = pick(cities)[0];
  hq.set(company, city);
  add(company, 'headquartered_in', city, 'entity');
  add(company, 'industry', industry, 'literal');
}
for (const university of universities) add(university, 'located_in', pick(cities)[0], 'entity');

const people = [];
const used = new Set();
while (people.length < 520) {
  const name = `${pick(first)} ${pick(last)}`;
  if (used.has(name)) continue;
  used.add(name);
  const person = {
    name, born_in: pick(cities)[0], works_at: pick(companies)[0], studied_at: pick(universities), profession: pick(professions),
    birth_year: String(1950 + Math.floor(random() * 50)),
  };
  people.push(person);
  add(name, 'born_in', person.born_in, 'entity');
  add(name, 'works_at', person.works_at, 'entity');
  add(name, 'studied_at', person.studied_at, 'entity');
  add(name, 'profession', person.profession, 'literal');
  add(name, 'birth_year', person.birth_year, 'literal');
}

/** One typo: a dropped, doubled or swapped letter inside a word (never the first letter). */
function typo(name) {
  const chars = [...name];
  for (;;) {
    const i = 1 + Math.floor(random() * (chars.length - 2));
    if (chars[i] === ' ' || chars[i - 1] === ' ' || chars[i + 1] === ' ') continue;
    const kind = Math.floor(random() * 3);
    if (kind === 0) chars.splice(i, 1);
    else if (kind === 1) chars.splice(i, 0, chars[i]);
    else [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
    const result = chars.join('');
    if (result !== name) return result;
  }
}

const queries = [];
const shuffled = [...people].sort(() => random() - 0.5);
const take = (n) => shuffled.splice(0, n);
const entity = (name) => ({ type: 'entity', name });
const triple = (subject, predicate, object) => ({ type: 'triple', subject, predicate, object });

for (const p of take(35)) queries.push({ kind: 'name', query: p.name, expect: entity(p.name) });
for (const p of take(30)) queries.push({ kind: 'typo', query: typo(p.name), expect: entity(p.name) });
for (const p of take(15)) queries.push({ kind: 'question', query: `Where was ${p.name} born?`, expect: triple(p.name, 'born_in', p.born_in) });
for (const p of take(15)) queries.push({ kind: 'question', query: `Which company does ${p.name} work for?`, expect: triple(p.name, 'works_at', p.works_at) });
for (const p of take(10)) queries.push({ kind: 'question', query: `Where did ${p.name} study?`, expect: triple(p.name, 'studied_at', p.studied_at) });
for (const p of take(10)) queries.push({ kind: 'question', query: `What is ${p.name}'s job?`, expect: triple(p.name, 'profession', p.profession) });
for (const p of take(10)) queries.push({ kind: 'question', query: `When was ${p.name} born?`, expect: triple(p.name, 'birth_year', p.birth_year) });
for (const p of take(10)) queries.push({ kind: 'paraphrase', query: `birthplace of ${p.name}`, expect: triple(p.name, 'born_in', p.born_in) });
for (const p of take(10)) queries.push({ kind: 'paraphrase', query: `${p.name} employer`, expect: triple(p.name, 'works_at', p.works_at) });
for (const p of take(8)) queries.push({ kind: 'paraphrase', query: `${p.name} alma mater`, expect: triple(p.name, 'studied_at', p.studied_at) });
for (const p of take(7)) queries.push({ kind: 'paraphrase', query: `occupation of ${p.name}`, expect: triple(p.name, 'profession', p.profession) });
for (const [company] of companies.slice(0, 10)) queries.push({ kind: 'paraphrase', query: `Where is ${company} based?`, expect: triple(company, 'headquartered_in', hq.get(company)) });
for (const [company, industry] of companies.slice(10, 20)) queries.push({ kind: 'paraphrase', query: `What does ${company} make?`, expect: triple(company, 'industry', industry) });
for (const [city, country] of cities.slice(0, 10)) queries.push({ kind: 'question', query: `Which country is ${city} in?`, expect: triple(city, 'located_in', country) });
for (const [company] of companies.slice(0, 10)) queries.push({ kind: 'name', query: company, expect: entity(company) });

// Held out: other wordings, written after the ranking rules were set and never used to change them.
const heldout = [];
const rest = shuffled.splice(0, 60);
rest.slice(0, 10).forEach((p) => heldout.push({ kind: 'question', query: `Who employs ${p.name}?`, expect: triple(p.name, 'works_at', p.works_at) }));
rest.slice(10, 20).forEach((p) => heldout.push({ kind: 'paraphrase', query: `${p.name} hometown`, expect: triple(p.name, 'born_in', p.born_in) }));
rest.slice(20, 30).forEach((p) => heldout.push({ kind: 'question', query: `What year was ${p.name} born in?`, expect: triple(p.name, 'birth_year', p.birth_year) }));
rest.slice(30, 40).forEach((p) => heldout.push({ kind: 'paraphrase', query: `university attended by ${p.name}`, expect: triple(p.name, 'studied_at', p.studied_at) }));
rest.slice(40, 50).forEach((p) => heldout.push({ kind: 'typo', query: typo(typo(p.name)), expect: entity(p.name) }));
rest.slice(50, 60).forEach((p) => heldout.push({ kind: 'paraphrase', query: `what ${p.name} does for a living`, expect: triple(p.name, 'profession', p.profession) }));
writeFileSync(new URL('./queries-heldout.json', import.meta.url), JSON.stringify(heldout, null, 1) + '\n');

writeFileSync(new URL('./kg.json', import.meta.url), JSON.stringify({ triples }, null, 0) + '\n');
writeFileSync(new URL('./queries.json', import.meta.url), JSON.stringify(queries, null, 1) + '\n');
console.log(`${triples.length} triples, ${queries.length} queries`);
