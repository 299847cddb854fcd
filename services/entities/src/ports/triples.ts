/** What the entities service needs from the triples service to keep triples consistent with entities and indexes. */
export interface TriplesPort {
  deleteByEntities(accountId: string, entityIds: string[]): Promise<number>;
  deleteInIndex(accountId: string, indexId: string): Promise<number>;
  moveIndex(accountId: string, fromIndexId: string, toIndexId: string): Promise<number>;
  repointEntity(accountId: string, fromEntityId: string, toEntityId: string): Promise<number>;
  /** The texts the triples of an index name an entity with (subject or entity object). */
  entityNames(accountId: string, indexId: string, entityId: string): Promise<string[]>;
  /** Re-points the triples of an index written with one of `names` (exact texts) from one entity to another. */
  repointNames(accountId: string, indexId: string, fromEntityId: string, toEntityId: string, names: string[]): Promise<number>;
}
