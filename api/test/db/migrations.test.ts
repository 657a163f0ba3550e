import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { migrate, openOrm, type Orm } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';

let db: TestDatabase;
let orm: Orm;
beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm(db.target, ENTITIES);
});
afterAll(async () => {
  await orm.close(true);
  await db.drop();
});

describe('migrations', () => {
  it('leave nothing pending after start-up, and running them again is a no-op', async () => {
    await migrate(orm);
    expect(await orm.migrator.getPending()).toEqual([]);
  });

  it('produce exactly the schema the entities describe (no drift between code and SQL)', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    // The report roll-ups are the database's own (docs/reporting.md#roll-ups): a table no entity
    // maps, kept by triggers in the writing transactions; the ORM would drop what it does not model.
    // Likewise the triggers announcing account changes (docs/roles-and-accounts.md#account-checks),
    // and the screens' presence notes, written and read by SQL only (docs/fairness.md#no-calls-into-an-empty-room),
    // and the queued writes' check (docs/audit.md#commit-with-the-last-statement).
    const notModelled =
      /stats_rollup|_actor_(changed|deleted)|game_presence|anomaly_rollup|card_rollup|anomaly_usual|anomaly_add|_anomaly|require_affected/;
    const drift = diff
      .split('\n')
      .filter((line) => line.trim() !== '' && !notModelled.test(line))
      .join('\n');
    expect(drift).toBe('');
  });
});
