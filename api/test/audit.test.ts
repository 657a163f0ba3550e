import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { migrate, openOrm, type Orm } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { createLogger } from '../src/shared/http/logger';
import { seedDatabase } from '../src/seed/seed';
import { verifyAuditChain } from '../src/modules/audit';

const API_DIR = path.resolve(import.meta.dirname, '..');
let dataDir: string;

/** Opens the embedded database in dataDir, runs `work`, closes it (the CLI needs the lock). */
async function withDb<T>(work: (orm: Orm) => Promise<T>): Promise<T> {
  const orm = await openOrm({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, ENTITIES);
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

function runVerify(): { status: number | null; report: any } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.cli.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, report: JSON.parse(result.stdout || 'null') };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-audit-'));
  await withDb(async (orm) => {
    await migrate(orm);
    await seedDatabase(orm, loadConfig({ NODE_ENV: 'development' }), createLogger('silent'));
  });
}, 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('audit chain', () => {
  it('records account creations and wallet movements, and `audit:verify` finds it intact', async () => {
    const actions = await withDb((orm) =>
      orm.em.getConnection().execute<{ action: string }[]>('select action from audit_log order by id'),
    );
    expect(actions.map((r: { action: string }) => r.action)).toEqual(
      expect.arrayContaining(['account.create', 'wallet.top_up', 'owner-group.create']),
    );
    const { status, report } = runVerify();
    expect(report).toMatchObject({ ok: true });
    expect(report.entries).toBe(actions.length);
    expect(status).toBe(0);
  }, 30_000);

  it('editing any row breaks the chain at that row', async () => {
    const edited = await withDb(async (orm) => {
      const conn = orm.em.getConnection();
      const [row] = await conn.execute(
        `select id from audit_log where action = 'wallet.top_up' order by id limit 1 offset 2`,
      );
      await conn.execute(`update audit_log set data = jsonb_set(data, '{amount}', '999999999') where id = ?`, [row.id]);
      return Number(row.id);
    });
    const { status, report } = runVerify();
    expect(status).toBe(1);
    expect(report).toMatchObject({ ok: false, brokenAt: { id: edited, reason: 'content does not match its hash' } });
    expect(report.brokenAt.chain).toMatch(/^account:/);
    expect(report.brokenAt.seq).toBeGreaterThan(0);
  }, 30_000);

  it('deleting a row names the chain and the missing sequence number', async () => {
    const report = await withDb(async (orm) => {
      const conn = orm.em.getConnection();
      // The platform chain holds the seed's settings and groups: delete its second entry.
      const rows = await conn.execute(`select id, seq from audit_log where chain = 'platform' order by seq limit 3`);
      await conn.execute('delete from audit_log where id = ?', [rows[1].id]);
      return {
        result: await verifyAuditChain((sql, params) => conn.execute(sql, params as unknown[])),
        next: Number(rows[2].id),
      };
    });
    expect(report.result.broken).toContainEqual({
      chain: 'platform',
      seq: 2,
      id: report.next,
      reason: 'entry 2 is missing (the next is 3)',
    });
  }, 30_000);
});
