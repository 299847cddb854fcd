import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '@tessera/storage';
import { changeEventsContract } from '../../ports/change-events.contract';
import { entityStoreContract } from '../../ports/entity-store.contract';
import { indexStoreContract } from '../../ports/index-store.contract';
import { migrations } from './migrations';
import { openSqliteStorage } from '.';

describe('SQLite storage', () => {
  describe('IndexStore', () => indexStoreContract(async () => openSqliteStorage(':memory:')));
  describe('EntityStore', () => entityStoreContract(async () => openSqliteStorage(':memory:')));
  describe('change events', () => changeEventsContract(async () => openSqliteStorage(':memory:')));

  it('answers findByKeys from the file, not from memory, after another connection changed it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'entities-keys-'));
    const storage = openSqliteStorage(dir);
    const other = openSqlite(dir, 'entities', migrations);
    try {
      const at = '2026-01-01T00:00:00.000Z';
      const index = { id: 'ix', account_id: 'acc', name: 'i', description: '', is_public: false, preferred_predicates: [], functional_predicates: [], rules: '', is_default: true, created_at: at, updated_at: at };
      await storage.indexes.create(index);
      const entity = { id: 'e1', account_id: 'acc', index_id: 'ix', name: 'Ada', name_key: 'ada', description: '', avatar_url: '', parent_entity_id: null, created_at: at, updated_at: at };
      await storage.entities.insertIfAbsent([entity]);
      expect((await storage.entities.findByKeys('acc', 'ix', ['ada'])).get('ada')?.id).toBe('e1');
      other.prepare(`UPDATE entities SET name_key = 'ada lovelace' WHERE id = 'e1'`).run();
      expect((await storage.entities.findByKeys('acc', 'ix', ['ada', 'ada lovelace'])).get('ada lovelace')?.id).toBe('e1');
      expect((await storage.entities.findByKeys('acc', 'ix', ['ada'])).size).toBe(0);
    } finally {
      other.close();
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
