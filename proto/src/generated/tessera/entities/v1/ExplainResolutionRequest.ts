// Original file: tessera/entities/v1/entities.proto


/**
 * A dry run of resolution (nothing is written, no alias learned): what each name would resolve to, and why.
 */
export interface ExplainResolutionRequest {
  /**
   * empty: the caller's default index; any index the caller may read
   */
  'index_id'?: (string);
  'names'?: (string)[];
}

/**
 * A dry run of resolution (nothing is written, no alias learned): what each name would resolve to, and why.
 */
export interface ExplainResolutionRequest__Output {
  /**
   * empty: the caller's default index; any index the caller may read
   */
  'index_id': (string);
  'names': (string)[];
}
