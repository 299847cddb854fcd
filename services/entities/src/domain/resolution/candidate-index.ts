import type { EntityRecord } from '../../ports/entity-store';
import { profileOf, type NameProfile } from './normalize';

/** How many posting entries one lookup may walk before it stops adding common trigrams. */
const POSTINGS_BUDGET = 4000;

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
  // Scratch for one lookup: shared-trigram count per entry, and the entries counted (zeroed again before returning).
  private counts = new Uint16Array(1024);
  private touched = new Int32Array(1024);
  readonly loadedAt = Date.now();

  get size(): number {
    return this.entries.length;
  }

  add(entity: EntityRecord, profile: NameProfile = profileOf(entity.name)): void {
    if (this.known.has(entity.id)) return;
    this.known.add(entity.id);
    const position = this.entries.push({ entity, profile }) - 1;
    for (const gram of profile.grams) {
      let list = this.postings.get(gram);
      if (!list) this.postings.set(gram, (list = new Postings()));
      list.push(position);
    }
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
