// Generated data for the scale bench: any number of distinct entity names built from combinatorial parts (people,
// organisations, places, products, works; Latin, Cyrillic and Greek scripts), and triples whose names are sometimes
// written as variants (typos, initials, abbreviations, transliterations) of a name whose true entity is known, so that
// resolution can be judged at scale. Deterministic: the same seed and sizes give the same data.
import { random } from './system.mjs';

const GIVEN = [
  'Ada', 'Adrian', 'Agnes', 'Aiko', 'Alan', 'Albert', 'Alice', 'Amara', 'Amelia', 'Anders', 'Andrea', 'Anna', 'Arjun', 'Astrid', 'Aylin',
  'Beatriz', 'Benedikt', 'Bianca', 'Bjorn', 'Bruno', 'Camille', 'Carlos', 'Carmen', 'Cecilia', 'Chen', 'Chiara', 'Clara', 'Conrad', 'Dalia',
  'Daniel', 'Dario', 'Delphine', 'Dmitri', 'Edgar', 'Elena', 'Elif', 'Elias', 'Emeka', 'Emil', 'Emma', 'Erik', 'Esther', 'Fatima', 'Felix',
  'Fiona', 'Florian', 'Freya', 'Gabriel', 'Gemma', 'Georg', 'Grace', 'Greta', 'Gustav', 'Hana', 'Hannah', 'Harald', 'Helena', 'Henrik',
  'Hugo', 'Ida', 'Ines', 'Ingrid', 'Irene', 'Isaac', 'Ivan', 'Jakob', 'Jamal', 'Jana', 'Jasper', 'Johanna', 'Jonas', 'Josefine', 'Julia',
  'Julian', 'Kai', 'Karim', 'Karla', 'Kenji', 'Klara', 'Lara', 'Laszlo', 'Leon', 'Leonie', 'Lina', 'Linnea', 'Luca', 'Lucia', 'Magnus',
  'Malik', 'Marek', 'Marta', 'Matteo', 'Maya', 'Mei', 'Milan', 'Mira', 'Nadia', 'Naomi', 'Nia', 'Nikolai', 'Noah', 'Nora', 'Olga', 'Omar',
  'Oskar', 'Paula', 'Pavel', 'Pablo', 'Petra', 'Priya', 'Quentin', 'Rafael', 'Rania', 'Renata', 'Rohan', 'Rosa', 'Ruben', 'Sami', 'Sara',
  'Selin', 'Simon', 'Sofia', 'Stefan', 'Svea', 'Tariq', 'Tatiana', 'Theo', 'Tomas', 'Ulla', 'Uma', 'Valentina', 'Vera', 'Viktor', 'Wanda',
  'Xavier', 'Yara', 'Yusuf', 'Zara', 'Zoran', 'Hector', 'Ilse', 'Jorge', 'Kamila', 'Lorenzo', 'Mateus', 'Nils', 'Odile', 'Pietro',
];
const FAMILY = [
  'Abara', 'Almeida', 'Andersson', 'Aziz', 'Banerjee', 'Bauer', 'Berg', 'Bianchi', 'Brandt', 'Castillo', 'Cho', 'Coelho', 'Costa', 'Dahl',
  'Diallo', 'Dubois', 'Duarte', 'Engel', 'Eriksen', 'Esposito', 'Eze', 'Farouk', 'Ferreira', 'Fischer', 'Fontaine', 'Garcia', 'Gomez',
  'Gupta', 'Haddad', 'Hansen', 'Hoffmann', 'Horvat', 'Iqbal', 'Ishikawa', 'Ivanova', 'Jaramillo', 'Jensen', 'Jovanovic', 'Kaminski', 'Khan',
  'Kim', 'Kowalski', 'Kruger', 'Larsen', 'Lindqvist', 'Lopez', 'Lorenz', 'Marino', 'Mendes', 'Mensah', 'Moreau', 'Nakamura', 'Navarro',
  'Nguyen', 'Nieminen', 'Novak', 'Okafor', 'Olsen', 'Ortiz', 'Park', 'Pereira', 'Petrov', 'Quispe', 'Ramos', 'Reyes', 'Richter', 'Rossi',
  'Sato', 'Schmidt', 'Silva', 'Sorensen', 'Tanaka', 'Thapa', 'Torres', 'Uddin', 'Ueda', 'Urquhart', 'Varga', 'Vasquez', 'Vogel', 'Wagner',
  'Weber', 'Wolf', 'Xu', 'Yamada', 'Yilmaz', 'Young', 'Zapata', 'Zhou', 'Zimmer', 'Achterberg', 'Balogun', 'Carvalho', 'Dimitrov', 'Eklund',
  'Fitzgerald', 'Grünewald', 'Halvorsen', 'Ibarra', 'Jablonski', 'Kovacs', 'Lehtonen', 'Montoya', 'Nordström', 'Oyelaran', 'Pellegrini',
  'Quiroga', 'Rasmussen', 'Szabo', 'Takahashi', 'Uchida', 'Valdivia', 'Wojcik', 'Yoshida', 'Zielinski', 'Arnaud', 'Beaumont', 'Castellano',
  'Delacroix', 'Falkenberg', 'Gallagher', 'Hernandez', 'Inoue', 'Jankowski', 'Kristiansen', 'Lindgren', 'Mancini', 'Oliveira', 'Pacheco',
];
const INITIALS = 'ABCDEFGHJKLMNPRSTVW'.split('');
/** Middle initials a person's name may carry: none, one, or two ("J. ", "J. K. "). */
const MIDDLES = 1 + INITIALS.length + INITIALS.length ** 2;
function middleInitials(m) {
  if (m === 0) return '';
  if (m <= INITIALS.length) return `${INITIALS[m - 1]}. `;
  const two = m - 1 - INITIALS.length;
  return `${INITIALS[Math.floor(two / INITIALS.length)]}. ${INITIALS[two % INITIALS.length]}. `;
}
// Russian names in Cyrillic with the Latin spelling English texts use (a mention may take either).
const RU_GIVEN = [['Александр', 'Aleksandr'], ['Мария', 'Mariya'], ['Дмитрий', 'Dmitriy'], ['Елена', 'Yelena'], ['Сергей', 'Sergey'], ['Ольга', 'Olga'], ['Николай', 'Nikolay'], ['Татьяна', 'Tatyana'], ['Михаил', 'Mikhail'], ['Анна', 'Anna'], ['Павел', 'Pavel'], ['Наталья', 'Natalya'], ['Андрей', 'Andrey'], ['Ирина', 'Irina'], ['Юрий', 'Yuriy'], ['Светлана', 'Svetlana']];
const RU_FAMILY = [['Иванов', 'Ivanov'], ['Смирнов', 'Smirnov'], ['Кузнецов', 'Kuznetsov'], ['Попов', 'Popov'], ['Соколов', 'Sokolov'], ['Лебедев', 'Lebedev'], ['Козлов', 'Kozlov'], ['Новиков', 'Novikov'], ['Морозов', 'Morozov'], ['Волков', 'Volkov'], ['Зайцев', 'Zaytsev'], ['Павлов', 'Pavlov'], ['Семёнов', 'Semyonov'], ['Голубев', 'Golubev'], ['Виноградов', 'Vinogradov'], ['Богданов', 'Bogdanov'], ['Фёдоров', 'Fyodorov'], ['Михайлов', 'Mikhaylov'], ['Белов', 'Belov'], ['Тарасов', 'Tarasov']];
const GR_GIVEN = [['Γιώργος', 'Giorgos'], ['Μαρία', 'Maria'], ['Νίκος', 'Nikos'], ['Ελένη', 'Eleni'], ['Δημήτρης', 'Dimitris'], ['Κατερίνα', 'Katerina'], ['Γιάννης', 'Giannis'], ['Σοφία', 'Sofia']];
const GR_FAMILY = [['Παπαδόπουλος', 'Papadopoulos'], ['Βλάχος', 'Vlachos'], ['Αγγελόπουλος', 'Angelopoulos'], ['Νικολαΐδης', 'Nikolaidis'], ['Γεωργίου', 'Georgiou'], ['Καραγιάννης', 'Karagiannis'], ['Οικονόμου', 'Oikonomou'], ['Μακρής', 'Makris'], ['Πετρίδης', 'Petridis'], ['Σταθόπουλος', 'Stathopoulos']];
const SYLLABLE_A = ['Ash', 'Bel', 'Brook', 'Cal', 'Clear', 'Dun', 'East', 'Elm', 'Fair', 'Fox', 'Glen', 'Green', 'Har', 'High', 'Kings', 'Lake', 'Lin', 'Mar', 'Mill', 'North', 'Oak', 'Pem', 'Red', 'River', 'Rock', 'Sand', 'Silver', 'South', 'Stone', 'Sun', 'Thorn', 'West', 'Wind', 'Wolf', 'Wood', 'York'];
const SYLLABLE_B = ['bury', 'by', 'dale', 'field', 'ford', 'gate', 'ham', 'haven', 'hill', 'holm', 'hurst', 'land', 'ley', 'mere', 'mont', 'moor', 'mouth', 'port', 'stead', 'ton', 'vale', 'ville', 'wick', 'worth'];
const PLACE_KIND = ['', ' Heights', ' Falls', ' Springs', ' Junction', ' Harbour', ' Crossing', ' Bay'];
// Organisation kinds with the abbreviation a mention may use.
const ORG_KIND = [['University', 'Univ.'], ['Institute', 'Inst.'], ['Laboratory', 'Lab.'], ['Foundation', 'Fdn.'], ['Hospital', 'Hosp.'], ['Museum', 'Mus.'], ['Academy', 'Acad.'], ['Society', 'Soc.'], ['Corporation', 'Corp.'], ['Company', 'Co.'], ['Association', 'Assn.'], ['Observatory', 'Obs.']];
const ORG_TOPIC = ['Applied Physics', 'Marine Biology', 'Fine Arts', 'Economics', 'Public Health', 'Robotics', 'Linguistics', 'Astronomy', 'Agriculture', 'Mathematics', 'Music', 'Medicine', 'Engineering', 'History', 'Geology', 'Software', 'Textiles', 'Shipping', 'Energy', 'Optics'];
const BRAND = ['Zentra', 'Korvex', 'Lumina', 'Tessor', 'Quanta', 'Veltra', 'Nordik', 'Arcela', 'Brixon', 'Caldor', 'Dynamo', 'Ferrox', 'Galvani', 'Helion', 'Ionix', 'Juno', 'Kestrel', 'Lyra', 'Mistral', 'Nimbus'];
const MODEL = ['Falcon', 'Orbit', 'Pulse', 'Vector', 'Summit', 'Atlas', 'Comet', 'Drift', 'Ember', 'Flux', 'Glide', 'Halo', 'Nova', 'Prism', 'Quill', 'Ridge', 'Spark', 'Tide', 'Vista', 'Zenith'];
const ADJECTIVE = ['Silent', 'Golden', 'Broken', 'Distant', 'Hidden', 'Burning', 'Frozen', 'Endless', 'Crimson', 'Quiet', 'Wandering', 'Hollow', 'Bright', 'Forgotten', 'Northern', 'Last', 'Painted', 'Secret', 'Wild', 'Little'];
const NOUN = ['River', 'Garden', 'Mirror', 'Harbour', 'Orchard', 'Lantern', 'Kingdom', 'Letter', 'Island', 'Season', 'Voyage', 'Tower', 'Shadow', 'Meadow', 'Bridge', 'Compass', 'Winter', 'Forest', 'Promise', 'Violin'];
const ROMAN = ['', ' II', ' III', ' IV', ' V'];

/**
 * Each category: how many names it can make, and the name (and the variant parts) of its k-th one. Sizes multiply, so
 * a million names fit; `share` is the part of the entities drawn from it while it has room.
 */
const CATEGORIES = [
  {
    kind: 'person', share: 0.5,
    size: GIVEN.length * MIDDLES * FAMILY.length,
    make(k) {
      const given = GIVEN[k % GIVEN.length];
      const middle = middleInitials(Math.floor(k / GIVEN.length) % MIDDLES);
      const family = FAMILY[Math.floor(k / (GIVEN.length * MIDDLES))];
      return { name: `${given} ${middle}${family}`, initials: `${given[0]}. ${middle}${family}` };
    },
  },
  {
    kind: 'person', share: 0.05, script: 'cyrillic',
    size: RU_GIVEN.length * RU_FAMILY.length * (INITIALS.length + 1),
    make(k) {
      const [given, givenLatin] = RU_GIVEN[k % RU_GIVEN.length];
      const [family, familyLatin] = RU_FAMILY[Math.floor(k / RU_GIVEN.length) % RU_FAMILY.length];
      const patronymic = Math.floor(k / (RU_GIVEN.length * RU_FAMILY.length));
      // Distinct people share given and family names; a patronymic initial tells them apart, as in print.
      const middle = patronymic === 0 ? '' : `${'АБВГДЕЖЗИКЛМНОПРСТУФХ'[patronymic - 1] ?? 'Я'}. `;
      const middleLatin = patronymic === 0 ? '' : `${'ABVGDEZZIKLMNOPRSTUFK'[patronymic - 1] ?? 'Y'}. `;
      return { name: `${given} ${middle}${family}`, transliteration: `${givenLatin} ${middleLatin}${familyLatin}` };
    },
  },
  {
    kind: 'person', share: 0.02, script: 'greek',
    size: GR_GIVEN.length * GR_FAMILY.length,
    make(k) {
      const [given, givenLatin] = GR_GIVEN[k % GR_GIVEN.length];
      const [family, familyLatin] = GR_FAMILY[Math.floor(k / GR_GIVEN.length)];
      return { name: `${given} ${family}`, transliteration: `${givenLatin} ${familyLatin}` };
    },
  },
  {
    kind: 'organization', share: 0.2,
    size: ORG_KIND.length * ORG_TOPIC.length * SYLLABLE_A.length * SYLLABLE_B.length,
    make(k) {
      const [kind, abbreviation] = ORG_KIND[k % ORG_KIND.length];
      const topic = ORG_TOPIC[Math.floor(k / ORG_KIND.length) % ORG_TOPIC.length];
      const rest = Math.floor(k / (ORG_KIND.length * ORG_TOPIC.length));
      const place = `${SYLLABLE_A[rest % SYLLABLE_A.length]}${SYLLABLE_B[Math.floor(rest / SYLLABLE_A.length)]}`;
      return { name: `${place} ${kind} of ${topic}`, abbreviated: `${place} ${abbreviation} of ${topic}` };
    },
  },
  {
    kind: 'place', share: 0.08,
    size: SYLLABLE_A.length * SYLLABLE_B.length * PLACE_KIND.length,
    make(k) {
      const a = SYLLABLE_A[k % SYLLABLE_A.length];
      const b = SYLLABLE_B[Math.floor(k / SYLLABLE_A.length) % SYLLABLE_B.length];
      return { name: `${a}${b}${PLACE_KIND[Math.floor(k / (SYLLABLE_A.length * SYLLABLE_B.length))]}` };
    },
  },
  {
    kind: 'product', share: 0.08,
    size: BRAND.length * MODEL.length * 400,
    make(k) {
      const brand = BRAND[k % BRAND.length];
      const model = MODEL[Math.floor(k / BRAND.length) % MODEL.length];
      return { name: `${brand} ${model} ${100 + Math.floor(k / (BRAND.length * MODEL.length))}` };
    },
  },
  {
    kind: 'work', share: 0.07,
    size: ADJECTIVE.length * NOUN.length * ROMAN.length * 8,
    make(k) {
      const adjective = ADJECTIVE[k % ADJECTIVE.length];
      const noun = NOUN[Math.floor(k / ADJECTIVE.length) % NOUN.length];
      const roman = ROMAN[Math.floor(k / (ADJECTIVE.length * NOUN.length)) % ROMAN.length];
      const year = 1950 + 10 * Math.floor(k / (ADJECTIVE.length * NOUN.length * ROMAN.length));
      return { name: `The ${adjective} ${noun}${roman} (${year})` };
    },
  },
];

/** The most names the categories can make together. */
export const MAX_ENTITIES = CATEGORIES.reduce((n, c) => n + c.size, 0);

const PREDICATES = ['knows', 'works_at', 'born_in', 'lives_in', 'studied_at', 'collaborated_with', 'mentored', 'founded', 'member_of', 'located_in', 'authored', 'cited', 'funded_by', 'married_to', 'sibling_of', 'visited', 'advised', 'employs', 'partnered_with', 'succeeded', 'manufactured_by', 'reviewed', 'owns', 'plays_in', 'published_by'];
const LITERALS = ['birth_year', 'height_cm', 'nickname', 'award_count', 'website', 'motto', 'rank', 'score', 'founded_year', 'price_eur'];

/**
 * Names for `entities` true entities and mentions of them. Entity i's canonical name is fixed by (seed, entities);
 * `mention(i, rnd)` writes it as is, or (at `variantRate`) as a variant that a careful reader would still take for it.
 */
export class ScaleData {
  constructor({ entities, seed = 7, variantRate = 0.03 }) {
    if (entities > MAX_ENTITIES) throw new Error(`at most ${MAX_ENTITIES} entities`);
    this.entities = entities;
    this.seed = seed;
    this.variantRate = variantRate;
    // Entity i -> (category, k): categories take their share in turn, interleaved so that every batch mixes them;
    // a category that is full passes its turn on.
    this.plan = [];
    const counts = CATEGORIES.map(() => 0);
    const targets = CATEGORIES.map((c) => Math.min(c.size, Math.ceil(c.share * entities)));
    let spare = entities - targets.reduce((a, b) => a + b, 0);
    for (let c = 0; spare > 0 && c < CATEGORIES.length; c++) {
      const more = Math.min(spare, CATEGORIES[c].size - targets[c]);
      targets[c] += more;
      spare -= more;
    }
    const rnd = random(seed);
    // A random stride per category spreads its picks over the whole name space (not the first k of one given name).
    this.strides = CATEGORIES.map((c) => coprimeStride(c.size, rnd));
    const cumulative = [];
    let total = 0;
    for (const t of targets) cumulative.push((total += t));
    for (let i = 0; this.plan.length < entities; i++) {
      // Weighted round robin: category c's j-th name goes to position ~ j / targets[c].
      for (let c = 0; c < CATEGORIES.length && this.plan.length < entities; c++) {
        const want = Math.round(((i + 1) * targets[c]) / Math.max(...targets));
        while (counts[c] < Math.min(want, targets[c]) && this.plan.length < entities) this.plan.push([c, counts[c]++]);
      }
    }
    this.names = new Array(entities);
  }

  /** Entity i's parts (name and the spellings its variants take), cached. */
  parts(i) {
    let parts = this.names[i];
    if (!parts) {
      const [c, j] = this.plan[i];
      const category = CATEGORIES[c];
      parts = this.names[i] = { ...category.make((j * this.strides[c]) % category.size), kind: category.kind };
    }
    return parts;
  }

  name(i) {
    return this.parts(i).name;
  }

  kind(i) {
    return this.parts(i).kind;
  }

  /** Entity i as a mention: its name, or a variant of it. `{ text, variant }` (variant: which kind, or null). */
  mention(i, rnd) {
    const parts = this.parts(i);
    if (rnd() >= this.variantRate) return { text: parts.name, variant: null };
    const choices = [];
    if (parts.transliteration) choices.push(['transliteration', parts.transliteration]);
    if (parts.abbreviated) choices.push(['abbreviation', parts.abbreviated]);
    // Initials for the given name only when a middle initial still tells the person apart.
    if (parts.initials && / [A-Z]\. /.test(parts.name)) choices.push(['initials', parts.initials]);
    choices.push(['typo', typo(parts.name, rnd)]);
    const [variant, text] = choices[Math.floor(rnd() * choices.length)];
    return { text, variant };
  }

  /**
   * Triple n of the stream (deterministic in n): a subject and, for 70%, an entity object, with their true entities;
   * subjects sweep the entities in order first so that each is created early, then come at random.
   */
  triple(n) {
    const rnd = random(this.seed * 1_000_003 + n);
    const subjectId = n < this.entities ? n : Math.floor(rnd() * this.entities);
    const subject = this.mention(subjectId, rnd);
    if (rnd() < 0.7) {
      const objectId = Math.floor(rnd() * this.entities);
      const object = this.mention(objectId, rnd);
      return {
        triple: { subject: subject.text, predicate: PREDICATES[Math.floor(rnd() * PREDICATES.length)], object: object.text, object_type: 'entity', confidence: Math.round(rnd() * 100) / 100 },
        truth: { subject: subjectId, object: objectId },
      };
    }
    const predicate = LITERALS[Math.floor(rnd() * LITERALS.length)];
    return { triple: { subject: subject.text, predicate, object: String(1900 + Math.floor(rnd() * 120)), object_type: 'literal' }, truth: { subject: subjectId, object: null } };
  }
}

/** One edit a hurried writer makes in a word of five letters or more: a swapped pair, a doubled or a dropped letter. */
function typo(name, rnd) {
  const words = name.split(' ');
  const long = words.map((w, i) => [w, i]).filter(([w]) => /^\p{L}{5,}$/u.test(w));
  if (long.length === 0) return name;
  const [word, at] = long[Math.floor(rnd() * long.length)];
  const p = 1 + Math.floor(rnd() * (word.length - 2));
  const kind = Math.floor(rnd() * 3);
  let edited;
  if (kind === 0) edited = word.slice(0, p) + word[p + 1] + word[p] + word.slice(p + 2);
  else if (kind === 1) edited = word.slice(0, p) + word[p] + word.slice(p);
  else edited = word.slice(0, p) + word.slice(p + 1);
  words[at] = edited;
  return words.join(' ');
}

function coprimeStride(size, rnd) {
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
  for (;;) {
    const stride = 1 + Math.floor(rnd() * (size - 1));
    if (gcd(stride, size) === 1) return stride;
  }
}

/**
 * Pairwise precision and recall of resolution over distinct surface forms: two forms are a true pair when they name
 * the same true entity, a predicted pair when they resolved to the same entity. `forms`: Map text -> { truth, entity }.
 */
export function pairwiseQuality(forms) {
  const byPredicted = new Map();
  const byTruth = new Map();
  const both = new Map();
  for (const { truth, entity } of forms.values()) {
    byPredicted.set(entity, (byPredicted.get(entity) ?? 0) + 1);
    byTruth.set(truth, (byTruth.get(truth) ?? 0) + 1);
    const key = `${entity}\u0000${truth}`;
    both.set(key, (both.get(key) ?? 0) + 1);
  }
  const pairs = (counts) => [...counts.values()].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
  const correct = pairs(both);
  const predicted = pairs(byPredicted);
  const actual = pairs(byTruth);
  return {
    surface_forms: forms.size,
    true_entities: byTruth.size,
    created_entities: byPredicted.size,
    precision: predicted === 0 ? 1 : correct / predicted,
    recall: actual === 0 ? 1 : correct / actual,
  };
}
