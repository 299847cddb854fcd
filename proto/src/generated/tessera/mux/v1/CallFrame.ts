// Original file: tessera/mux/v1/mux.proto


export interface CallFrame {
  /**
   * chosen by the client, unique among its calls still waiting on this stream
   */
  'id'?: (number);
  /**
   * the method's full path, e.g. "/tessera.triples.v1.TriplesService/QueryTriples"
   */
  'method'?: (string);
  /**
   * the request message
   */
  'payload'?: (Buffer | Uint8Array | string);
  /**
   * the caller, as the x-account-id metadata of a unary call
   */
  'account_id'?: (string);
  /**
   * as x-request-id
   */
  'request_id'?: (string);
  /**
   * the caller's remaining deadline, as grpc-timeout: a call still unstarted when it has run out
   */
  'timeout_ms'?: (number);
}

export interface CallFrame__Output {
  /**
   * chosen by the client, unique among its calls still waiting on this stream
   */
  'id': (number);
  /**
   * the method's full path, e.g. "/tessera.triples.v1.TriplesService/QueryTriples"
   */
  'method': (string);
  /**
   * the request message
   */
  'payload': (Buffer);
  /**
   * the caller, as the x-account-id metadata of a unary call
   */
  'account_id': (string);
  /**
   * as x-request-id
   */
  'request_id': (string);
  /**
   * the caller's remaining deadline, as grpc-timeout: a call still unstarted when it has run out
   */
  'timeout_ms': (number);
}
