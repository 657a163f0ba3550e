import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { accountsSnapshot } from '../../../test/db-snapshot';
import { AccountSchema } from '../account';

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
  target = (await server.orm.em.fork().findOneOrFail(AccountSchema, { username: 'hawassa2' })).id;
});
afterAll(() => server?.close());

async function expectRefused(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  status: number,
  message: RegExp,
) {
  const before = await accountsSnapshot(server.orm);
  const res = await server.request(method, path, { body, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toMatch(message);
  expect(await accountsSnapshot(server.orm)).toEqual(before);
}

const AMOUNTS: [string, unknown, RegExp][] = [
  ['negative', -5, /amount|top-up/i],
  ['fractional santim', 10_000.005, /at most 2 decimals/],
  ['huge', 1e15, /at most/],
  ['non-numeric', '10000', /must be a number/],
  ['NaN-like', 'NaN', /must be a number/],
  ['missing', undefined, /must be a number|Give an amount/],
];

describe('bad input changes nothing and gets a 4xx with a message', () => {
  it.each(AMOUNTS)('owner top-up with a %s amount', async (_name, amount) => {
    await expectRefused(
      'PUT',
      `/admin/arif/offense/${target}/update/wallet`,
      { amount },
      ownerHeaders,
      400,
      /amount|top-up|number/i,
    );
  });

  it('owner top-up below 10,000 Birr', async () => {
    await expectRefused(
      'PUT',
      `/admin/arif/offense/${target}/update/wallet`,
      { amount: 9_999.99 },
      ownerHeaders,
      400,
      /minimum top-up is 10,000 Birr/,
    );
  });

  it('owner top-up larger than the super account holds: "Insufficient funds", nothing moves', async () => {
    await expectRefused(
      'PUT',
      `/admin/arif/offense/${target}/update/wallet`,
      { amount: 100_000.01 },
      ownerHeaders,
      400,
      /^Insufficient funds$/,
    );
  });

  it.each(AMOUNTS.filter(([name]) => name !== 'negative' && name !== 'missing'))(
    'super admin adjustment with a %s amount',
    async (_name, amount) => {
      await expectRefused(
        'PUT',
        `/admin/arif/offense/${target}/update/wallet`,
        { amount },
        superHeaders,
        400,
        /amount|number/i,
      );
    },
  );

  it('a super admin adjustment below zero is refused by the ledger', async () => {
    await expectRefused(
      'PUT',
      `/admin/arif/offense/${target}/update/wallet`,
      { amount: -5_000.01 },
      superHeaders,
      400,
      /Insufficient balance in wallet/,
    );
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000', 404, /not found/i],
    ['a malformed id', 'not-an-id', 400, /must be an account id/],
  ])('wallet update for %s', async (_name, id, status, message) => {
    await expectRefused(
      'PUT',
      `/admin/arif/offense/${id}/update/wallet`,
      { amount: 10 },
      superHeaders,
      status,
      message,
    );
  });

  it.each([0.33, 0.1, 0.95, '0.25', null, 1e9])('commission rate %s', async (commissionRate) => {
    await expectRefused(
      'PUT',
      `/admin/${target}/commission-rate`,
      { commissionRate },
      superHeaders,
      400,
      /[Cc]ommission/,
    );
  });

  it.each([
    ['with spaces', 'hawassa new'],
    ['500 characters', 'hawassa' + 'x'.repeat(493)],
    ['with markup', 'hawassa<script>'],
    ['upper case', 'Hawassa9'],
    ['empty', ''],
    ['a number', 42],
  ])('register a username %s', async (_name, username) => {
    await expectRefused(
      'POST',
      '/admin/canine/secure/register',
      { username, password: 'long-enough' },
      superHeaders,
      400,
      /username/,
    );
  });

  it('register a taken username: 409', async () => {
    await expectRefused(
      'POST',
      '/admin/canine/secure/register',
      { username: 'hawassa1', password: 'long-enough' },
      superHeaders,
      409,
      /taken/,
    );
  });

  it('two registrations of one new username at once: one is created, the other gets 409', async () => {
    // On PostgreSQL the three pass the service's "is it taken" read together and the unique key
    // decides (this was a 500); on PGlite's one connection the read already sees the winner.
    const body = { username: 'hawassa88', password: 'long-enough' };
    const answers = await Promise.all(
      [0, 1, 2].map(() => server.request('POST', '/admin/canine/secure/register', { body, headers: superHeaders })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const a of answers.filter((a) => a.status === 409)) expect(a.body.message).toMatch(/taken/);
    const rows = await server.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from account where username = 'hawassa88'`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it.each([
    ['short password', { username: 'hawassa77', password: 'short' }, /password/],
    ['negative wallet', { username: 'hawassa77', password: 'long-enough', initialWallet: -1 }, /initialWallet/],
    ['unknown card set', { username: 'hawassa77', password: 'long-enough', cardSet: 7 }, /cardSet/],
  ])('register with a %s', async (_name, body, message) => {
    await expectRefused('POST', '/admin/canine/secure/register', body, superHeaders, 400, message);
  });

  it('change password with a wrong masterKey (the super admin’s own password)', async () => {
    const token = await server.login('superadmin');
    await expectRefused(
      'POST',
      '/admin/change-password',
      { adminId: target, newPassword: 'a-new-password', masterKey: 'wrong' },
      { authorization: `Bearer ${token}` },
      403,
      /Invalid password/,
    );
  });

  it('wallet update whose inline username is not the caller', async () => {
    const token = await server.login('superadmin');
    await expectRefused(
      'PUT',
      `/admin/arif/offense/${target}/update/wallet`,
      { amount: 10, username: 'someone-else', password: 'demo1234' },
      { authorization: `Bearer ${token}` },
      403,
      /Invalid password/,
    );
  });
});

describe('allowed changes do what they say', () => {
  it('an owner top-up moves the money from the group super account to the host', async () => {
    const em = server.orm.em.fork();
    const superBefore = (await em.findOneOrFail(AccountSchema, { username: 'hawassasuper' })).walletBalance;
    const res = await server.request('PUT', `/admin/arif/offense/${target}/update/wallet`, {
      body: { amount: 10_000 },
      headers: ownerHeaders,
    });
    expect(res.status).toBe(200);
    expect(res.body.wallet).toBe(15_000);
    const after = server.orm.em.fork();
    expect((await after.findOneOrFail(AccountSchema, { username: 'hawassasuper' })).walletBalance).toBe(
      superBefore - 1_000_000,
    );
    const tx = await server.request('GET', '/admin/transactions', { headers: ownerHeaders });
    expect(tx.body[0]).toMatchObject({ toAdmin: { username: 'hawassa2' }, amount: 10_000 });
  });

  it('blocking revokes the host token at once; a password change does too', async () => {
    const hostToken = await server.login('hawassa1');
    const hawassa1 = (await server.orm.em.fork().findOneOrFail(AccountSchema, { username: 'hawassa1' })).id;
    expect((await server.request('POST', `/admin/${hawassa1}/block`, { headers: ownerHeaders })).status).toBe(200);
    expect((await server.request('GET', '/admin/validate-token', { token: hostToken })).body.valid).toBe(false);
    expect(
      (await server.request('POST', '/api/admin/login', { body: { username: 'hawassa1', password: 'demo1234' } }))
        .status,
    ).toBe(403);
    expect((await server.request('POST', `/admin/${hawassa1}/unblock`, { headers: ownerHeaders })).status).toBe(200);

    const fresh = await server.login('hawassa1');
    const res = await server.request('POST', '/admin/change-password', {
      body: { adminId: hawassa1, newPassword: 'brand-new-pass', masterKey: 'demo1234' },
      headers: { authorization: superHeaders.authorization! },
    });
    expect(res.status).toBe(200);
    expect((await server.request('GET', '/admin/validate-token', { token: fresh })).body.valid).toBe(false);
    await server.login('hawassa1', 'brand-new-pass');
  });
});
