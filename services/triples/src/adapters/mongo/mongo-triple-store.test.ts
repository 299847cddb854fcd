import { changeEventsContract } from '../../ports/change-events.contract';
import { describeWithMongo, dropDatabaseOnClose, throwawayDatabaseName } from '@tessera/testing';
import { tripleStoreContract } from '../../ports/triple-store.contract';
import { MongoTripleStore } from './mongo-triple-store';

describeWithMongo(MongoTripleStore.name, (url) => {
  tripleStoreContract(async () => dropDatabaseOnClose(await MongoTripleStore.connect(url, throwawayDatabaseName())));
});

describeWithMongo('MongoTripleStore change events', (url) => {
  changeEventsContract(async () => {
    const store = await MongoTripleStore.connect(url, throwawayDatabaseName());
    return {
      triples: store,
      outbox: store.outbox,
      close: async () => {
        await store.dropForTests();
        await store.close();
      },
    };
  });
});
