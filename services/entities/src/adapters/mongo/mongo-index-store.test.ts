import { describeWithMongo, dropDatabaseOnClose, throwawayDatabaseName } from '@tessera/testing';
import { indexStoreContract } from '../../ports/index-store.contract';
import { MongoIndexStore } from './mongo-index-store';

describeWithMongo(MongoIndexStore.name, (url) => {
  indexStoreContract(async () => dropDatabaseOnClose(await MongoIndexStore.connect(url, throwawayDatabaseName())));
});
