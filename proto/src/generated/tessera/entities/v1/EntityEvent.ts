// Original file: tessera/entities/v1/entities.proto


/**
 * What happened to an entity in resolution: kind is "created", "merged_from" (other_entity_id/name: the entity
 * folded into it), "alias_added" and "alias_removed" (name: the alias), "split_into" and "split_from" (other_entity_id:
 * the other entity of a split, name: the new entity's name). Newest first.
 */
export interface EntityEvent {
  'kind'?: (string);
  'entity_id'?: (string);
  'other_entity_id'?: (string);
  'name'?: (string);
  'at'?: (string);
  /**
   * who made the change (an API key id) where recorded
   */
  'actor'?: (string);
}

/**
 * What happened to an entity in resolution: kind is "created", "merged_from" (other_entity_id/name: the entity
 * folded into it), "alias_added" and "alias_removed" (name: the alias), "split_into" and "split_from" (other_entity_id:
 * the other entity of a split, name: the new entity's name). Newest first.
 */
export interface EntityEvent__Output {
  'kind': (string);
  'entity_id': (string);
  'other_entity_id': (string);
  'name': (string);
  'at': (string);
  /**
   * who made the change (an API key id) where recorded
   */
  'actor': (string);
}
