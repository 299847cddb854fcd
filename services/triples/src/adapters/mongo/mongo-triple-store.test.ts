import { describeWithMongo, dropDatabaseOnClose, throwawayDatabaseName } from '@tessera/testing';
import { tripleStoreContract } from '../../ports/triple-store.contract';
import { MongoTripleStore } from './mongo-triple-store';

describeWithMongo(MongoTripleStore.name, (url) => {
  tripleStoreContract(async () => dropDatabaseOnClose(await MongoTripleStore.connect(url, throwawayDatabaseName())));
});
