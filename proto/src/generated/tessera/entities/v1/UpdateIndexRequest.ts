// Original file: tessera/entities/v1/entities.proto

import type { StringList as _tessera_entities_v1_StringList, StringList__Output as _tessera_entities_v1_StringList__Output } from '../../../tessera/entities/v1/StringList';

/**
 * Partial update: only the fields present change.
 */
export interface UpdateIndexRequest {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'is_public'?: (boolean);
  'preferred_predicates'?: (_tessera_entities_v1_StringList | null);
  'rules'?: (string);
  'functional_predicates'?: (_tessera_entities_v1_StringList | null);
  '_name'?: "name";
  '_description'?: "description";
  '_is_public'?: "is_public";
  '_rules'?: "rules";
}

/**
 * Partial update: only the fields present change.
 */
export interface UpdateIndexRequest__Output {
  'id': (string);
  'name'?: (string);
  'description'?: (string);
  'is_public'?: (boolean);
  'preferred_predicates': (_tessera_entities_v1_StringList__Output | null);
  'rules'?: (string);
  'functional_predicates': (_tessera_entities_v1_StringList__Output | null);
  '_name'?: "name";
  '_description'?: "description";
  '_is_public'?: "is_public";
  '_rules'?: "rules";
}
