import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { accountsSnapshot } from '../../../test/db-snapshot';
import { AccountSchema } from '../account';

// The legacy client sends {wallet, amount} together; a wallet that disagrees with the amount was
// silently ignored. It is refused now, and nothing moves.
let server: TestServer;
let superHeaders: Record<string, string>;
let ownerHeaders: Record<string, string>;
let target: string;

beforeAll(async () => {
  server = await startTestServer();
  const superToken = await server.login('superadmin');
  superHeaders = { authorization: `Bearer ${superToken}`, 'x-step-up': await server.stepUp(superToken) };
  const ownerToken = await server.login('owner.hawassa');
  ownerHeaders = { authorization: `Bearer ${ownerToken}`, 'x-step-up': await server.stepUp(ownerToken) };
  target = (await server.orm.em.fork().findOneOrFail(AccountSchema, { username: 'hawassa1' })).id;
});
afterAll(() => server?.close());

const balanceBirr = async () =>
  (await server.orm.em.fork().findOneOrFail(AccountSchema, { id: target })).walletBalance / 100;
const update = (body: unknown, headers: Record<string, string>) =>
  server.request('PUT', `/admin/arif/offense/${target}/update/wallet`, { body, headers });

describe('PUT /admin/arif/offense/{id}/update/wallet with both wallet and amount', () => {
  it.each([
    ['super admin', () => superHeaders, 100],
    ['owner', () => ownerHeaders, 10_000],
  ])('%s: a disagreeing pair is 400 naming both, and nothing moves', async (_who, headers, amount) => {
    const before = await accountsSnapshot(server.orm);
    const wallet = (await balanceBirr()) + amount + 1;
    const res = await update({ amount, wallet }, headers());
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_INPUT' });
    expect(res.body.message).toMatch(new RegExp(`^wallet \\(${wallet} Birr\\) disagrees with amount`));
    expect(await accountsSnapshot(server.orm)).toEqual(before);
  });

  it.each([
    ['super admin', () => superHeaders, 100],
    ['owner', () => ownerHeaders, 10_000],
  ])('%s: an agreeing pair moves the amount', async (_who, headers, amount) => {
    const wallet = (await balanceBirr()) + amount;
    const res = await update({ amount, wallet }, headers());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.wallet).toBe(wallet);
    expect(await balanceBirr()).toBe(wallet);
  });

  it('GraphQL refuses a disagreeing amountSantim and walletSantim the same way', async () => {
    const balance = Math.round((await balanceBirr()) * 100);
    const res = await server.graphql(
      'mutation($id: ID!, $w: SafeInt!) { adjustHostWallet(input: { hostId: $id, amountSantim: 100, walletSantim: $w }) { walletBalanceSantim } }',
      { id: target, w: balance + 200 },
      undefined,
      superHeaders,
    );
    expect(res.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    expect(Math.round((await balanceBirr()) * 100)).toBe(balance);
  });
});
