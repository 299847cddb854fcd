// Original file: tessera/entities/v1/entities.proto


/**
 * What happened to an entity in resolution: kind is "created", "merged_from" (other_entity_id/name: the entity
 * folded into it), and later "alias_added", "split_into". Newest first.
 */
export interface EntityEvent {
  'kind'?: (string);
  'entity_id'?: (string);
  'other_entity_id'?: (string);
  'name'?: (string);
  'at'?: (string);
}

/**
 * What happened to an entity in resolution: kind is "created", "merged_from" (other_entity_id/name: the entity
 * folded into it), and later "alias_added", "split_into". Newest first.
 */
export interface EntityEvent__Output {
  'kind': (string);
  'entity_id': (string);
  'other_entity_id': (string);
  'name': (string);
  'at': (string);
}
