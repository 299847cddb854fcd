import { describeWithMongo, dropDatabaseOnClose, throwawayDatabaseName } from '@tessera/testing';
import { accountStoreContract } from '../../ports/account-store.contract';
import { MongoAccountStore } from './mongo-account-store';

describeWithMongo(MongoAccountStore.name, (url) => {
  accountStoreContract(async () => dropDatabaseOnClose(await MongoAccountStore.connect(url, throwawayDatabaseName())));
});
