import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { AccountSchema } from '../account';
import { verifyAuditChain } from '../audit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function ledgerMatchesWallets(): Promise<void> {
  const rows = await server.orm.em.getConnection().execute(`
    select a.username, a.wallet_balance::bigint as wallet, coalesce(sum(l.amount), 0)::bigint as ledger
      from account a left join ledger_entry l on l.account_id = a.id
     group by a.id having a.wallet_balance <> coalesce(sum(l.amount), 0)`);
  expect(rows).toEqual([]);
  const negatives = await server.orm.em
    .getConnection()
    .execute('select username from account where wallet_balance < 0');
  expect(negatives).toEqual([]);
}

describe('concurrent money movements on one wallet', () => {
  it('105 top-ups and adjustments in flight: balance = ledger sum = expected total, nothing lost or invented', async () => {
    const superToken = await server.login('superadmin');
    const superHeaders = { authorization: `Bearer ${superToken}`, 'x-step-up': await server.stepUp(superToken) };
    const ownerToken = await server.login('owner.hawassa');
    const ownerHeaders = { authorization: `Bearer ${ownerToken}`, 'x-step-up': await server.stepUp(ownerToken) };
    const em = server.orm.em.fork();
    const host = await em.findOneOrFail(AccountSchema, { username: 'hawassa1' });
    const path = `/admin/arif/offense/${host.id}/update/wallet`;

    const calls = [
      ...Array.from({ length: 60 }, () => ({ body: { amount: 7.25 }, headers: superHeaders })),
      ...Array.from({ length: 30 }, () => ({ body: { amount: -3.5 }, headers: superHeaders })),
      // The group's super account holds exactly 100,000 Birr: 10 of these 15 can be paid.
      ...Array.from({ length: 15 }, () => ({ body: { amount: 10_000 }, headers: ownerHeaders })),
    ].sort(() => Math.random() - 0.5);
    const results = await Promise.all(calls.map((c) => server.request('PUT', path, c)));

    const ok = results.filter((r) => r.status === 200).length;
    const insufficient = results.filter((r) => r.status === 400 && r.body.message === 'Insufficient funds').length;
    expect(results.filter((r) => r.status !== 200 && r.body.message !== 'Insufficient funds')).toEqual([]);
    expect(ok).toBe(100);
    expect(insufficient).toBe(5);

    const after = server.orm.em.fork();
    const hostAfter = await after.findOneOrFail(AccountSchema, { username: 'hawassa1' });
    const superAccount = await after.findOneOrFail(AccountSchema, { username: 'hawassasuper' });
    expect(hostAfter.walletBalance).toBe(500_000 + 60 * 725 - 30 * 350 + 10 * 1_000_000);
    expect(superAccount.walletBalance).toBe(0);
    await ledgerMatchesWallets();
    const conn = server.orm.em.getConnection();
    expect(await verifyAuditChain((sql, params) => conn.execute(sql, params as unknown[]))).toMatchObject({ ok: true });
  }, 60_000);
});
