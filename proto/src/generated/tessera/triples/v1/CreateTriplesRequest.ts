// Original file: tessera/triples/v1/triples.proto

import type { TripleInput as _tessera_triples_v1_TripleInput, TripleInput__Output as _tessera_triples_v1_TripleInput__Output } from '../../../tessera/triples/v1/TripleInput';

export interface CreateTriplesRequest {
  'triples'?: (_tessera_triples_v1_TripleInput)[];
  /**
   * batch default; a triple's own index_id wins
   */
  'index_id'?: (string);
  /**
   * batch default; a triple's own graph_id wins
   */
  'graph_id'?: (string);
  /**
   * batch default
   */
  'source'?: (string);
  /**
   * Makes the write idempotent (generation retries, and the gateway's Idempotency-Key): the same key stores the
   * batch once and later calls return what was stored. At most MAX_KEYED_TRIPLES (1000) triples. Empty: an ordinary
   * write.
   */
  'request_key'?: (string);
  /**
   * Answer with `public_json` instead of `triples` (the gateway: protobuf-encoding 500 Triple messages and decoding
   * them again cost more than JSON text it parses natively).
   */
  'public_json'?: (boolean);
}

export interface CreateTriplesRequest__Output {
  'triples': (_tessera_triples_v1_TripleInput__Output)[];
  /**
   * batch default; a triple's own index_id wins
   */
  'index_id': (string);
  /**
   * batch default; a triple's own graph_id wins
   */
  'graph_id': (string);
  /**
   * batch default
   */
  'source': (string);
  /**
   * Makes the write idempotent (generation retries, and the gateway's Idempotency-Key): the same key stores the
   * batch once and later calls return what was stored. At most MAX_KEYED_TRIPLES (1000) triples. Empty: an ordinary
   * write.
   */
  'request_key': (string);
  /**
   * Answer with `public_json` instead of `triples` (the gateway: protobuf-encoding 500 Triple messages and decoding
   * them again cost more than JSON text it parses natively).
   */
  'public_json': (boolean);
}
