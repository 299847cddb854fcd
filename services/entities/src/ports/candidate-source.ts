import type { Candidate } from '../domain/resolution/candidate-index';
import type { NameProfile } from '../domain/resolution/normalize';

/** Where resolution gets fuzzy candidates for the names it does not know exactly. */
export interface CandidateSource {
  /** Up to `limit` candidates for each unknown name of one index, by the name's key. */
  pools(accountId: string, indexId: string, unknown: NameProfile[], limit: number): Promise<Map<string, Candidate[]>>;
  /** A candidate turned out stale (changed by another replica): read the index again next time. */
  stale(accountId: string, indexId: string): void;
}
