import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate, openOrm } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { ensureDefaultCardSets } from '../src/modules/card';
import { TEMPLATE_DB, adminUrl, withDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the migrated template's server, or '' for embedded PGlite. */
    testDatabaseUrl: string;
    /** PGlite data-dir tarball of a migrated, card-seeded database (embedded mode). */
    pgliteTemplateFile: string;
  }
}

/**
 * Migrates one template database per run, so each test file starts from a copy instead of
 * paying PGlite's cold start and the migrations again.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
  project.provide('testDatabaseUrl', url);
  if (url) {
    await withDatabase(adminUrl(url), async (sql) => {
      await sql(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await sql(`create database ${TEMPLATE_DB}`);
    });
    const orm = await openOrm({ kind: 'postgres', url: withDbName(url, TEMPLATE_DB) }, ENTITIES);
    await migrate(orm);
    await ensureDefaultCardSets(orm.em.fork());
    await orm.close(true);
    project.provide('pgliteTemplateFile', '');
    return async () => {};
  }

  const pglite = await PGlite.create();
  const orm = await openOrm({ kind: 'pglite-instance', pglite }, ENTITIES);
  await migrate(orm);
  await ensureDefaultCardSets(orm.em.fork());
  const dump = await pglite.dumpDataDir('none');
  await orm.close(true);
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDbName(url: string, dbName: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${dbName}`;
  return parsed.toString();
}
