// Original file: tessera/entities/v1/entities.proto

import type { ResolutionCandidate as _tessera_entities_v1_ResolutionCandidate, ResolutionCandidate__Output as _tessera_entities_v1_ResolutionCandidate__Output } from '../../../tessera/entities/v1/ResolutionCandidate';

export interface ResolutionExplanation {
  'name'?: (string);
  /**
   * "existing" or "new"
   */
  'outcome'?: (string);
  /**
   * existing: the entity it would resolve to
   */
  'entity_id'?: (string);
  'entity_name'?: (string);
  /**
   * exact_key, alias, core, acronym, fuzzy; "new" when nothing matched
   */
  'rule'?: (string);
  'reason'?: (string);
  'score'?: (number | string);
  /**
   * new: an earlier name of the request whose new entity this one would share
   */
  'joins_name'?: (string);
  'runners_up'?: (_tessera_entities_v1_ResolutionCandidate)[];
}

export interface ResolutionExplanation__Output {
  'name': (string);
  /**
   * "existing" or "new"
   */
  'outcome': (string);
  /**
   * existing: the entity it would resolve to
   */
  'entity_id': (string);
  'entity_name': (string);
  /**
   * exact_key, alias, core, acronym, fuzzy; "new" when nothing matched
   */
  'rule': (string);
  'reason': (string);
  'score': (number);
  /**
   * new: an earlier name of the request whose new entity this one would share
   */
  'joins_name': (string);
  'runners_up': (_tessera_entities_v1_ResolutionCandidate__Output)[];
}
