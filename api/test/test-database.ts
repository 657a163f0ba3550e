import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../src/db/open-orm';
import { TEMPLATE_DB, adminUrl, withDatabase } from './postgres-admin';
import { withDbName } from './api-global-setup';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh database copied from the migrated template: an in-memory PGlite by default, a real
 * PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = inject('testDatabaseUrl');
  if (url) {
    const name = `bingo_test_${crypto.randomBytes(6).toString('hex')}`;
    await withDatabase(adminUrl(url), (sql) =>
      sql(`create database ${name} template ${TEMPLATE_DB}`).then(() => undefined),
    );
    return {
      target: { kind: 'postgres', url: withDbName(url, name) },
      drop: () =>
        withDatabase(adminUrl(url), (sql) => sql(`drop database if exists ${name} with (force)`).then(() => undefined)),
    };
  }
  const tarball = fs.readFileSync(inject('pgliteTemplateFile'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([tarball]) });
  return { target: { kind: 'pglite-instance', pglite }, drop: () => pglite.close() };
}
