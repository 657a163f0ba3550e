import { afterAll, beforeAll } from 'vitest';
import { openOrm, type Orm } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';
import { createTestDatabase, type TestDatabase } from '../test-database';

/**
 * A fresh migrated database and its ORM for the file's tests (opened before them, closed and
 * dropped after), with `sql` for raw statements: the set-up every database-level test repeats.
 */
export function useTestOrm(): {
  readonly orm: Orm;
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
} {
  let db: TestDatabase | undefined;
  let orm: Orm | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await openOrm(db.target, ENTITIES);
  }, 60_000);
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });
  const opened = () => {
    if (!orm) throw new Error('useTestOrm: the database opens in beforeAll');
    return orm;
  };
  return {
    get orm() {
      return opened();
    },
    sql: (text, params = []) => opened().em.getConnection().execute(text, params),
  };
}
