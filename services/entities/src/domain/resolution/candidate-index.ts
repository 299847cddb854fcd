import type { EntityRecord } from '../../ports/entity-store';
import { profileOf, type NameProfile } from './normalize';

/** How many posting entries one lookup may walk before it stops adding common trigrams. */
const POSTINGS_BUDGET = 4000;

export interface Candidate {
  entity: EntityRecord;
  profile: NameProfile;
}

/**
 * An in-memory character-trigram index over the names of one index's entities, for fuzzy candidates in
 * microseconds instead of a database query per name. It may lag the store (another replica's inserts, deletes),
 * so the resolver confirms every match it takes from here against the store.
 */
export class CandidateIndex {
  private readonly entries: Candidate[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly known = new Set<string>();
  private counts = new Uint16Array(1024);
  readonly loadedAt = Date.now();

  get size(): number {
    return this.entries.length;
  }

  add(entity: EntityRecord, profile: NameProfile = profileOf(entity.name)): void {
    if (this.known.has(entity.id)) return;
    this.known.add(entity.id);
    const position = this.entries.push({ entity, profile }) - 1;
    for (const gram of profile.grams) {
      const list = this.postings.get(gram);
      if (list) list.push(position);
      else this.postings.set(gram, [position]);
    }
  }

  /**
   * Up to `limit` entries sharing the most trigrams with `profile` (at least a third of those counted). Rare
   * trigrams are counted first and very common ones ("of ", "ins") only while the work stays within
   * POSTINGS_BUDGET: a name one typo away shares nearly all of its rare trigrams, so nothing it needs is lost.
   */
  candidates(profile: NameProfile, limit: number): Candidate[] {
    if (this.counts.length < this.entries.length) this.counts = new Uint16Array(this.entries.length * 2);
    const lists = profile.grams
      .map((gram) => this.postings.get(gram))
      .filter((list): list is number[] => list !== undefined)
      .sort((a, b) => a.length - b.length);
    const touched: number[] = [];
    let counted = 0;
    let work = 0;
    for (const list of lists) {
      if (counted >= 3 && work + list.length > POSTINGS_BUDGET) break;
      counted += 1;
      work += list.length;
      for (const position of list) {
        if (this.counts[position] === 0) touched.push(position);
        this.counts[position]! += 1;
      }
    }
    // The `limit` entries sharing the most, kept sorted (most first; earlier entries first among equals) while
    // walking: sorting everything that passed the floor cost more than the walk when thousands did.
    let floor = Math.max(2, Math.ceil(counted / 3));
    const best: number[] = [];
    const shares: number[] = [];
    for (const position of touched) {
      const shared = this.counts[position]!;
      this.counts[position] = 0;
      if (shared < floor) continue;
      let at = best.length;
      while (at > 0 && shares[at - 1]! < shared) at -= 1;
      if (at >= limit) continue;
      best.splice(at, 0, position);
      shares.splice(at, 0, shared);
      if (best.length > limit) {
        best.pop();
        shares.pop();
      }
      // Once full, only a larger share can enter.
      if (best.length === limit) floor = shares[limit - 1]! + 1;
    }
    return best.map((position) => this.entries[position]!);
  }
}
