import { loadEntitiesProto, loadGenerationProto, loadOutboxProto, loadSearchProto, loadTriplesProto } from './index';

describe('proto loading', () => {
  it('loads every service definition with its methods', () => {
    expect(Object.keys(loadEntitiesProto().EntitiesService.service)).toContain('ListIndexes');
    expect(Object.keys(loadTriplesProto().TriplesService.service)).toContain('CreateTriples');
    expect(Object.keys(loadSearchProto().SearchService.service)).toContain('Search');
    expect(Object.keys(loadOutboxProto().OutboxService.service)).toEqual(['PullChanges', 'AckChanges', 'Republish', 'Status']);
    const generate = loadGenerationProto().GenerationService.service.GenerateTriples;
    expect(generate.responseStream).toBe(true);
  });
});
