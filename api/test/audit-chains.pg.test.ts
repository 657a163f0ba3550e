import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openOrm, type Orm } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { createAccount, moveMoney } from '../src/modules/account';
import { accountChain, appendAudit, verifyAuditChain } from '../src/modules/audit';
import { auditedTransaction, beforeCommit } from '../src/shared/db/transaction';
import { createTestDatabase, type TestDatabase } from './test-database';

// On PostgreSQL only: several connections at once (docs/audit.md#locks).
const API_DIR = path.resolve(import.meta.dirname, '..');
let db: TestDatabase;
let orm: Orm;
let hosts: string[];

const sql = (text: string, params: unknown[] = []) => orm.em.getConnection().execute(text, params);
const verify = () => verifyAuditChain((text, params) => sql(text, params));

describe.skipIf(!inject('testDatabaseUrl'))('audit chains on PostgreSQL', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await openOrm(db.target, ENTITIES);
    hosts = [];
    for (const username of ['pg-chain-a', 'pg-chain-b', 'pg-chain-c']) {
      const host = await createAccount(orm, {
        username,
        password: 'chain-pass-1',
        role: 'HOST',
        cardSetId: 1,
        initialWalletSantim: 1_000_000,
      });
      hosts.push(host.id);
    }
  }, 60_000);
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it("a transaction of one host never waits for another host's open one; the same host's does", async () => {
    const [a, b] = hosts as [string, string];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    // Host A: a movement whose transaction stays open after its audit entry (and chain lock) is written.
    const first = auditedTransaction(orm, async (tx) => {
      await moveMoney(tx, { accountId: a, kind: 'GAME_FEE', amount: -10, actorId: a });
      beforeCommit(tx, async () => {
        holding();
        await held;
      });
    });
    await isHolding;
    // Host B completes while A's transaction is open (with one platform-wide lock it could not).
    await auditedTransaction(orm, async (tx) => {
      await moveMoney(tx, { accountId: b, kind: 'GAME_FEE', amount: -10, actorId: b });
      await appendAudit(tx, {
        actorId: b,
        action: 'test.b',
        subjectType: 'test',
        subjectId: 'b',
        data: {},
        chain: accountChain(b),
      });
    });
    // An entry for A's chain must wait for A's commit: PostgreSQL shows it waiting on a lock.
    const second = auditedTransaction(orm, (tx) =>
      appendAudit(tx, {
        actorId: a,
        action: 'test.a',
        subjectType: 'test',
        subjectId: 'a',
        data: {},
        chain: accountChain(a),
      }),
    );
    const name = new URL((db.target as { url: string }).url).pathname.slice(1);
    await vi.waitFor(
      async () => {
        const waiting = await sql(
          "select count(*)::int as n from pg_stat_activity where datname = ? and wait_event_type = 'Lock'",
          [name],
        );
        if (waiting[0].n === 0) throw new Error('no transaction waits for a lock yet');
      },
      { timeout: 30_000, interval: 20 },
    );
    release();
    await Promise.all([first, second]);
    const chainA = await sql('select seq, action from audit_log where chain = ? order by seq desc limit 2', [
      accountChain(a),
    ]);
    expect(chainA.map((r: { action: string }) => r.action)).toEqual(['test.a', 'wallet.game_fee']);
    expect(await verify()).toMatchObject({ ok: true });
  }, 60_000);

  it('kill -9 in the middle of a stream of movements and transfers leaves every chain verifiable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/audit-writer.cli.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        AUDIT_WRITER_URL: (db.target as { url: string }).url,
        AUDIT_WRITER_HOSTS: hosts.join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let commits = 0;
    let output = '';
    child.stderr.on('data', (c) => (output += c));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        commits += chunk
          .toString()
          .split('\n')
          .filter((l) => l.startsWith('commit')).length;
        if (commits >= 60) resolve();
      });
      child.once('exit', (code) => reject(new Error(`writer exited (${code}): ${output}`)));
    });
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    const report = await verify();
    expect(report).toMatchObject({ ok: true, broken: [] });
    const mismatched = await sql(
      `select a.id from account a left join ledger_entry l on l.account_id = a.id
       where a.id in (${hosts.map(() => '?').join(', ')}) group by a.id, a.wallet_balance having a.wallet_balance <> coalesce(sum(l.amount), 0)`,
      hosts,
    );
    expect(mismatched).toEqual([]);
  }, 120_000);
});
