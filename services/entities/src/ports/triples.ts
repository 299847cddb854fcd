/** What the entities service needs from the triples service to keep triples consistent with entities and indexes. */
export interface TriplesPort {
  deleteByEntities(accountId: string, entityIds: string[]): Promise<number>;
  deleteInIndex(accountId: string, indexId: string): Promise<number>;
  moveIndex(accountId: string, fromIndexId: string, toIndexId: string): Promise<number>;
  repointEntity(accountId: string, fromEntityId: string, toEntityId: string): Promise<number>;
}
