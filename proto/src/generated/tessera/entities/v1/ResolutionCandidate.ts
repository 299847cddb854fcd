// Original file: tessera/entities/v1/entities.proto


/**
 * A candidate weighed for a name, and the verdict of the comparison.
 */
export interface ResolutionCandidate {
  'entity_id'?: (string);
  /**
   * the name compared: the entity's own, or one merged into or added to it
   */
  'name'?: (string);
  /**
   * the comparator would join them (a runner-up only lost on score)
   */
  'accepted'?: (boolean);
  /**
   * exact, core, acronym, fuzzy; empty when rejected
   */
  'rule'?: (string);
  /**
   * the signal that matched, or the contradiction that ruled the match out
   */
  'reason'?: (string);
  'score'?: (number | string);
}

/**
 * A candidate weighed for a name, and the verdict of the comparison.
 */
export interface ResolutionCandidate__Output {
  'entity_id': (string);
  /**
   * the name compared: the entity's own, or one merged into or added to it
   */
  'name': (string);
  /**
   * the comparator would join them (a runner-up only lost on score)
   */
  'accepted': (boolean);
  /**
   * exact, core, acronym, fuzzy; empty when rejected
   */
  'rule': (string);
  /**
   * the signal that matched, or the contradiction that ruled the match out
   */
  'reason': (string);
  'score': (number);
}
