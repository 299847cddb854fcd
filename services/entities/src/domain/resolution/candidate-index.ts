import type { EntityRecord } from '../../ports/entity-store';
import { profileOf, type NameProfile } from './normalize';

/** How many posting entries one lookup may walk before it stops adding common trigrams. */
const POSTINGS_BUDGET = 4000;
/** How many entries the keyed look-up offers at most (the first indexed of each key). */
const KEYED_CANDIDATES = 12;

export interface Candidate {
  entity: EntityRecord;
  profile: NameProfile;
}

/** A posting list: entry positions in a growable typed array (contiguous and unboxed, for the walk below). */
class Postings {
  items = new Int32Array(4);
  length = 0;

  push(position: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = position;
  }
}

/**
 * An in-memory character-trigram index over the names of one index's entities, for fuzzy candidates in
 * microseconds instead of a database query per name. It may lag the store (another replica's inserts, deletes),
 * so the resolver confirms every match it takes from here against the store.
 */
export class CandidateIndex {
  private readonly entries: Candidate[] = [];
  private readonly postings = new Map<string, Postings>();
  private readonly known = new Set<string>();
  // Keys that trigram ranking misses or ranks out (see keyedCandidates): core names, acronyms (entries that are one,
  // "NASA", and entries by what they read as), and last word with first initial (all names, and those opening with an
  // initial).
  private readonly cores = new Map<string, number[]>();
  private readonly acronyms = new Map<string, number[]>();
  private readonly readings = new Map<string, number[]>();
  private readonly initials = new Map<string, number[]>();
  private readonly initialed = new Map<string, number[]>();
  // Scratch for one lookup: shared-trigram count per entry, and the entries counted (zeroed again before returning).
  private counts = new Uint16Array(1024);
  private touched = new Int32Array(1024);
  readonly loadedAt = Date.now();

  get size(): number {
    return this.entries.length;
  }

  /** An entity under one of its names (its own by default; also the names merged into it). */
  add(entity: EntityRecord, profile: NameProfile = profileOf(entity.name)): void {
    // (Its own name by its id alone: no string built per entry for the common case.)
    const known = profile.key === entity.name_key ? entity.id : `${entity.id}\u0000${profile.key}`;
    if (this.known.has(known)) return;
    this.known.add(known);
    const position = this.entries.push({ entity, profile }) - 1;
    for (const gram of profile.grams) {
      let list = this.postings.get(gram);
      if (!list) this.postings.set(gram, (list = new Postings()));
      list.push(position);
    }
    if (profile.coreText) push(this.cores, profile.coreText, position);
    if (profile.acronym) push(this.acronyms, profile.acronym, position);
    for (const reading of profile.readsAs) push(this.readings, reading, position);
    const { initials } = profile;
    if (initials) {
      push(this.initials, initials, position);
      if (profile.core[0]!.length === 1) push(this.initialed, initials, position);
    }
  }

  /** What the resolver weighs for `profile`: the `limit` best by shared trigrams, then the keyed candidates. */
  pool(profile: NameProfile, limit: number): Candidate[] {
    const byGrams = this.candidates(profile, limit);
    const keyed = this.keyedCandidates(profile);
    if (keyed.length === 0) return byGrams;
    const seen = new Set(byGrams);
    return [...byGrams, ...keyed.filter((candidate) => !seen.has(candidate))];
  }

  /**
   * Entries that compareNames may join to `profile` but the trigram look-up misses or ranks out among many similar
   * names: the same core name ("Elizabeth 2" for Elizabeth II, a transliteration spelled alike), those reading as its
   * acronym ("National Aeronautics and Space Administration" for NASA) and the acronyms it reads as, and names with
   * its last word and first initial ("Herbert George Wells" for H. G. Wells). At most KEYED_CANDIDATES per key.
   */
  keyedCandidates(profile: NameProfile): Candidate[] {
    const lists: number[][] = [];
    const take = (list: number[] | undefined) => {
      if (list) lists.push(list.length > KEYED_CANDIDATES ? list.slice(0, KEYED_CANDIDATES) : list);
    };
    if (profile.coreText) take(this.cores.get(profile.coreText));
    if (profile.acronym) take(this.readings.get(profile.acronym));
    for (const reading of profile.readsAs) take(this.acronyms.get(reading));
    // A name opening with an initial may stand for any with that first letter; a full first name only for those
    // written with the initial (few, so the common case costs nothing).
    const { initials } = profile;
    if (initials) take((profile.core[0]!.length === 1 ? this.initials : this.initialed).get(initials));
    if (lists.length === 0) return [];
    return [...new Set(lists.flat())].map((position) => this.entries[position]!);
  }

  /**
   * Up to `limit` entries sharing the most trigrams with `profile` (at least a third of those counted), most first and
   * earlier-found first among equals. Rare trigrams are counted first and very common ones ("of ", "ins") only while
   * the work stays within POSTINGS_BUDGET: a name one typo away shares nearly all of its rare trigrams, so nothing it
   * needs is lost.
   */
  candidates(profile: NameProfile, limit: number): Candidate[] {
    if (this.counts.length < this.entries.length) {
      this.counts = new Uint16Array(this.entries.length * 2);
      this.touched = new Int32Array(this.entries.length * 2);
    }
    const { counts, touched } = this;
    const lists: Postings[] = [];
    for (const gram of profile.grams) {
      const list = this.postings.get(gram);
      if (list) lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let counted = 0;
    let work = 0;
    let seen = 0;
    for (const list of lists) {
      if (counted >= 3 && work + list.length > POSTINGS_BUDGET) break;
      counted += 1;
      work += list.length;
      const { items, length } = list;
      for (let i = 0; i < length; i++) {
        const position = items[i]!;
        const count = counts[position]!;
        counts[position] = count + 1;
        if (count === 0) touched[seen++] = position;
      }
    }
    // The share that decides: every entry above `cut` fits within `limit`, and the first ones found at `cut` fill the
    // rest. A histogram of shares (at most `counted`) finds it without sorting the thousands that may pass the floor.
    const floor = Math.max(2, Math.ceil(counted / 3));
    const histogram = new Int32Array(counted + 1);
    for (let i = 0; i < seen; i++) {
      const shared = counts[touched[i]!]!;
      histogram[shared] = histogram[shared]! + 1;
    }
    // (Shares never exceed `counted`; when that is below the floor, nothing passes.)
    let cut = Math.max(counted, floor);
    let above = 0;
    while (cut > floor && above + histogram[cut]! < limit) above += histogram[cut--]!;
    let room = limit - above;
    const picked: { position: number; shared: number }[] = [];
    for (let i = 0; i < seen; i++) {
      const position = touched[i]!;
      const shared = counts[position]!;
      counts[position] = 0;
      if (shared > cut || (shared === cut && room-- > 0)) picked.push({ position, shared });
    }
    // Array.prototype.sort is stable: equal shares keep the order they were found in.
    picked.sort((a, b) => b.shared - a.shared);
    return picked.map(({ position }) => this.entries[position]!);
  }
}

function push(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}
