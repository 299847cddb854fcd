// Original file: tessera/entities/v1/entities.proto

import type { StringList as _tessera_entities_v1_StringList, StringList__Output as _tessera_entities_v1_StringList__Output } from '../../../tessera/entities/v1/StringList';

export interface CreateIndexRequest {
  'name'?: (string);
  'description'?: (string);
  'is_public'?: (boolean);
  'preferred_predicates'?: (_tessera_entities_v1_StringList | null);
  'rules'?: (string);
  'functional_predicates'?: (_tessera_entities_v1_StringList | null);
  '_is_public'?: "is_public";
  '_rules'?: "rules";
}

export interface CreateIndexRequest__Output {
  'name': (string);
  'description': (string);
  'is_public'?: (boolean);
  'preferred_predicates': (_tessera_entities_v1_StringList__Output | null);
  'rules'?: (string);
  'functional_predicates': (_tessera_entities_v1_StringList__Output | null);
  '_is_public'?: "is_public";
  '_rules'?: "rules";
}
