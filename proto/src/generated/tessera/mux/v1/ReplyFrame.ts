// Original file: tessera/mux/v1/mux.proto


export interface ReplyFrame {
  /**
   * the CallFrame answered
   */
  'id'?: (number);
  /**
   * a gRPC status code; 0 (OK) carries `payload`
   */
  'code'?: (number);
  /**
   * the response message
   */
  'payload'?: (Buffer | Uint8Array | string);
  /**
   * the status message, when code != 0
   */
  'message'?: (string);
  /**
   * the status metadata, when code != 0 (error details, field, domain code)
   */
  'metadata'?: ({[key: string]: string});
}

export interface ReplyFrame__Output {
  /**
   * the CallFrame answered
   */
  'id': (number);
  /**
   * a gRPC status code; 0 (OK) carries `payload`
   */
  'code': (number);
  /**
   * the response message
   */
  'payload': (Buffer);
  /**
   * the status message, when code != 0
   */
  'message': (string);
  /**
   * the status metadata, when code != 0 (error details, field, domain code)
   */
  'metadata': ({[key: string]: string});
}
