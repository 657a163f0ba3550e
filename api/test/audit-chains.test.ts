import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openOrm, type Orm } from '../src/db/open-orm';
import { MIGRATIONS } from '../src/db/migrations';
import { ENTITIES } from '../src/modules';
import { createAccount, moveMoney } from '../src/modules/account';
import { accountChain, anchorAuditChains, appendAudit, verifyAuditChain } from '../src/modules/audit';
import { auditHash, GENESIS_HASH } from '../src/modules/audit/audit-hash';
import { auditedTransaction } from '../src/shared/db/transaction';
import { useTestOrm } from './helpers/test-orm';

// Audit chains (docs/audit.md): what `audit:verify` names when a chain or an anchor is tampered
// with, and the legacy chain that the single chain of before became.

const db = useTestOrm();
let hosts: string[];
const verify = () => {
  const conn = db.orm.em.getConnection();
  return verifyAuditChain((sql, params) => conn.execute(sql, params as unknown[]));
};
const sql = (text: string, params: unknown[] = []) => db.orm.em.getConnection().execute(text, params);

describe('partitioned audit chains', () => {
  // Each test starts from a fresh set of hosts with a few movements each, so tampering stays local.
  beforeAll(async () => {
    hosts = [];
    for (const username of ['chain-a', 'chain-b']) {
      const host = await createAccount(db.orm, {
        username,
        password: 'chain-pass-1',
        role: 'HOST',
        cardSetId: 1,
        initialWalletSantim: 10_000,
      });
      hosts.push(host.id);
      for (let i = 0; i < 3; i++) {
        await auditedTransaction(db.orm, (tx) =>
          moveMoney(tx, { accountId: host.id, kind: 'GAME_FEE', amount: -100, actorId: host.id }),
        );
      }
    }
  }, 60_000);

  it("puts each account's movements in its own chain, numbered from 1, and verifies them all", async () => {
    const rows = await sql('select seq, action from audit_log where chain = ? order by seq', [accountChain(hosts[0]!)]);
    expect(rows.map((r: { seq: unknown }) => Number(r.seq))).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'account.create',
      'wallet.top_up',
      'wallet.game_fee',
      'wallet.game_fee',
      'wallet.game_fee',
    ]);
    const report = await verify();
    expect(report).toMatchObject({ ok: true, broken: [] });
    expect(report.chains).toBeGreaterThanOrEqual(2);
  });

  it('names chain, sequence number and row of an edited, a reordered or a deleted entry', async () => {
    const chain = accountChain(hosts[0]!);
    const row = async (seq: number) =>
      Number((await sql('select id from audit_log where chain = ? and seq = ?', [chain, seq]))[0].id);
    const edited = await row(3);
    await sql(`update audit_log set data = jsonb_set(data, '{amount}', '-1') where id = ?`, [edited]);
    expect((await verify()).broken).toContainEqual({
      chain,
      seq: 3,
      id: edited,
      reason: 'content does not match its hash',
    });
    await sql(`update audit_log set data = jsonb_set(data, '{amount}', '-100') where id = ?`, [edited]);
    expect(await verify()).toMatchObject({ ok: true });

    // Reordering: entries 4 and 5 swap places.
    const [four, five] = [await row(4), await row(5)];
    await sql('update audit_log set seq = -seq where id in (?, ?)', [four, five]);
    await sql('update audit_log set seq = case when id = ? then 5 else 4 end where id in (?, ?)', [four, four, five]);
    expect((await verify()).brokenAt).toEqual({
      chain,
      seq: 4,
      id: five,
      reason: 'does not link to the entry before it',
    });
    await sql('update audit_log set seq = -seq where id in (?, ?)', [four, five]);
    await sql('update audit_log set seq = case when id = ? then 4 else 5 end where id in (?, ?)', [four, four, five]);
    expect(await verify()).toMatchObject({ ok: true });

    // Deleting the last entry: the chain's head still names it.
    const other = accountChain(hosts[1]!);
    const [kept] = await sql(
      'select id, chain, seq, at, actor_id, action, subject_type, subject_id, data::text as data, prev_hash, hash from audit_log where chain = ? and seq = 5',
      [other],
    );
    await sql('delete from audit_log where chain = ? and seq = 5', [other]);
    expect((await verify()).broken).toContainEqual({
      chain: other,
      seq: 5,
      id: null,
      reason: 'entries 5 to 5 are missing (the head says 5)',
    });
    // Put it back: the anchor tests below start from intact chains.
    await sql(
      'insert into audit_log (id, chain, seq, at, actor_id, action, subject_type, subject_id, data, prev_hash, hash) values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)',
      [
        kept.id,
        kept.chain,
        kept.seq,
        kept.at,
        kept.actor_id,
        kept.action,
        kept.subject_type,
        kept.subject_id,
        kept.data,
        kept.prev_hash,
        kept.hash,
      ],
    );
    expect(await verify()).toMatchObject({ ok: true });
  });
});

describe('anchors', () => {
  it('records every chain head; altering an anchor, or an anchored entry, is named', async () => {
    const fresh = await createAccount(db.orm, {
      username: 'anchor-host',
      password: 'chain-pass-1',
      role: 'HOST',
      cardSetId: 1,
    });
    const chain = accountChain(fresh.id);
    const anchored = await anchorAuditChains(db.orm);
    expect(anchored).not.toBeNull();
    expect(await anchorAuditChains(db.orm)).toBeNull(); // nothing new: no second anchor
    const [anchor] = await sql('select id, heads from audit_anchor where id = ?', [anchored!.id]);
    expect(anchor.heads[chain]).toMatchObject({ seq: 1 });

    await sql(`update audit_anchor set heads = jsonb_set(heads, array[?, 'seq'], '7') where id = ?`, [
      chain,
      anchored!.id,
    ]);
    expect((await verify()).broken).toContainEqual({
      chain: null,
      seq: null,
      id: null,
      anchor: anchored!.id,
      reason: 'anchor content does not match its hash',
    });
    await sql(`update audit_anchor set heads = jsonb_set(heads, array[?, 'seq'], '1') where id = ?`, [
      chain,
      anchored!.id,
    ]);

    // Truncating the chain and its head together still contradicts the anchor.
    await sql('delete from audit_log where chain = ?', [chain]);
    await sql('delete from audit_chain where key = ?', [chain]);
    expect((await verify()).broken).toContainEqual({
      chain,
      seq: 1,
      id: null,
      anchor: anchored!.id,
      reason: 'an anchored entry is missing',
    });
  });
});

describe('the legacy chain', () => {
  let legacyOrm: Orm | undefined;
  afterEach(async () => legacyOrm?.close(true));

  it('keeps rows written before the migration verifiable, and names a tampered one', async () => {
    legacyOrm = await openOrm({ kind: 'pglite-instance', pglite: await PGlite.create() }, ENTITIES);
    const before = MIGRATIONS.findIndex((m) => m.name === 'Migration20261124200000_audit_chains') - 1;
    await legacyOrm.migrator.up({ to: MIGRATIONS[before]!.name });
    const conn = legacyOrm.em.getConnection();
    // Three rows as the single chain wrote them: linked by id, hashed without chain or sequence.
    let prevHash = GENESIS_HASH;
    for (let i = 0; i < 3; i++) {
      const entry = {
        chain: 'legacy',
        seq: 0,
        at: new Date(Date.UTC(2026, 10, 20, 12, i)),
        actorId: null,
        action: 'wallet.top_up',
        subjectType: 'account',
        subjectId: `legacy-${i}`,
        data: { amount: 100 * (i + 1) },
        prevHash,
      };
      const hash = auditHash(entry);
      await conn.execute(
        'insert into audit_log (at, actor_id, action, subject_type, subject_id, data, prev_hash, hash) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [entry.at, null, entry.action, entry.subjectType, entry.subjectId, JSON.stringify(entry.data), prevHash, hash],
      );
      prevHash = hash;
    }
    await migrate(legacyOrm);
    await auditedTransaction(legacyOrm, (tx) =>
      appendAudit(tx, { actorId: null, action: 'test.after', subjectType: 'test', subjectId: 'x', data: {} }),
    );
    const check = () => verifyAuditChain((text, params) => conn.execute(text, params as unknown[]));
    expect(await check()).toMatchObject({ ok: true, entries: 4, chains: 2 });
    const [second] = await conn.execute(`select id from audit_log where chain = 'legacy' and seq = 2`);
    await conn.execute(`update audit_log set data = '{"amount": 1}' where id = ?`, [second.id]);
    expect((await check()).brokenAt).toEqual({
      chain: 'legacy',
      seq: 2,
      id: Number(second.id),
      reason: 'content does not match its hash',
    });
  }, 60_000);
});
