import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { startServer } from '../../src/server';
import { createLogger } from '../../src/shared/http/logger';
import { MIGRATIONS } from '../../src/db/migrations';
import { migrate, openOrm } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';
import { adminUrl, withDatabase } from '../postgres-admin';
import { withDbName } from '../api-global-setup';

// Two API instances starting together on one PostgreSQL must not both run the migrations (the
// second would fail on "relation already exists") nor both seed. Only meaningful on a real
// server: an embedded database admits one process through its folder lock.
const url = inject('testDatabaseUrl');
const created: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `bingo_lock_${crypto.randomBytes(6).toString('hex')}`;
  await withDatabase(adminUrl(url), (sql) => sql(`create database ${name}`).then(() => undefined));
  created.push(name);
  return withDbName(url, name);
}

afterAll(async () => {
  for (const name of created)
    await withDatabase(adminUrl(url), (sql) =>
      sql(`drop database if exists ${name} with (force)`).then(() => undefined),
    );
});

describe.skipIf(!url)('migrations and seeding with several instances (real PostgreSQL)', () => {
  it('two concurrent migrate calls on an empty database: both succeed, each migration runs once', async () => {
    const dbUrl = await emptyDatabase();
    const [a, b] = await Promise.all([
      openOrm({ kind: 'postgres', url: dbUrl }, ENTITIES),
      openOrm({ kind: 'postgres', url: dbUrl }, ENTITIES),
    ]);
    try {
      await Promise.all([migrate(a), migrate(b)]);
      const rows = await a.em
        .getConnection()
        .execute<{ name: string; n: string }[]>('select name, count(*) as n from mikro_orm_migrations group by name');
      expect(rows).toHaveLength(MIGRATIONS.length);
      expect(rows.every((r: { n: string }) => Number(r.n) === 1)).toBe(true);
      expect(await b.migrator.getPending()).toEqual([]);
    } finally {
      await a.close(true);
      await b.close(true);
    }
  });

  it('two servers starting together on an empty database: both serve, demo accounts seeded once', async () => {
    const dbUrl = await emptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-lock-'));
    const config = loadConfig({
      NODE_ENV: 'development',
      // No demo history (docs/demo-history.md): the server starts with the demo accounts only.
      DEMO_HISTORY_DAYS: '0',
      PORT: '0',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    const servers = await Promise.all([
      startServer(config, createLogger('silent')),
      startServer(config, createLogger('silent')),
    ]);
    try {
      for (const s of servers) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
      const [row] = await servers[0].orm.em
        .getConnection()
        .execute<{ n: string }[]>("select count(*) as n from account where username = 'demo'");
      expect(Number(row!.n)).toBe(1);
    } finally {
      for (const s of servers) await s.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
