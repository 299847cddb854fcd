// Original file: tessera/generation/v1/generation.proto


export interface Job {
  'id'?: (string);
  'kind'?: (string);
  /**
   * "queued" | "running" | "completed" | "failed"
   */
  'status'?: (string);
  'result_json'?: (string);
  'error'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Job__Output {
  'id': (string);
  'kind': (string);
  /**
   * "queued" | "running" | "completed" | "failed"
   */
  'status': (string);
  'result_json': (string);
  'error': (string);
  'created_at': (string);
  'updated_at': (string);
}
