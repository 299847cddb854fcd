import { openSqlite } from '@tessera/storage';
import { creditLedgerContract } from '../../ports/ledger.contract';
import { migrations } from './migrations';
import { SqliteLedger } from './sqlite-ledger';

describe(SqliteLedger.name, () => {
  creditLedgerContract(async () => {
    const db = openSqlite(':memory:', 'generation', migrations);
    const ledger = new SqliteLedger(db);
    return Object.assign(ledger, { close: async () => db.close() });
  });
});
