import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { USERNAME_DELAY_MAX_SECONDS } from './username-delay';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// The test server trusts loopback proxies, so X-Forwarded-For stands in for distinct clients.
const login = (address: string, username: string, password: string, headers: Record<string, string> = {}) =>
  server.request('POST', '/api/admin/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': address, ...headers },
  });

/**
 * 12 wrong passwords for `username`, each from its own address (no address reaches its limit), each
 * checked: before a guess the earlier failures are moved past the longest delay (the attacker
 * waited), so the 12 failures are recorded whatever the machine's speed, the latest just now.
 */
async function attackFromElsewhere(username: string, prefix: string) {
  for (let i = 1; i <= 12; i++) {
    if (i > 1) await letTimePass(username, USERNAME_DELAY_MAX_SECONDS);
    expect((await login(`${prefix}.${i}`, username, 'wrong-guess')).status).toBe(401);
  }
}

/** Moves the username's failures into the past, as if `seconds` had gone by. */
async function letTimePass(username: string, seconds: number) {
  await server.orm.em
    .getConnection()
    .execute(`update login_attempt set created_at = created_at - ? * interval '1 second' where username = ?`, [
      seconds,
      username,
    ]);
}

function deviceCookieOf(res: { headers: Headers }): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('bingo_device='));
  if (!header) throw new Error('no device cookie');
  return header;
}

describe('per-username protection: slowed, never locked out', () => {
  it('the real user from a new address signs in after 12 failures from elsewhere, after at most a 30-second delay', async () => {
    await attackFromElsewhere('hawassa2', '198.51.100');
    const slowed = await login('192.0.2.10', 'hawassa2', 'demo1234');
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('RATE_LIMITED');
    const seconds = Number(/Try again in (\d+) second/.exec(slowed.body.message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(USERNAME_DELAY_MAX_SECONDS);
    await letTimePass('hawassa2', USERNAME_DELAY_MAX_SECONDS);
    expect((await login('192.0.2.10', 'hawassa2', 'demo1234')).status).toBe(200);
  });

  it('the super admin cannot be locked out by others: bounded delay from a new address, none from its own browser', async () => {
    const first = await login('192.0.2.20', 'superadmin', 'demo1234');
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first).split(';')[0]!;
    await attackFromElsewhere('superadmin', '198.51.101');
    const remembered = await login('192.0.2.21', 'superadmin', 'demo1234', { cookie });
    expect(remembered.status).toBe(200);
    const stranger = await login('192.0.2.22', 'superadmin', 'demo1234');
    expect(stranger.status).toBe(429);
    await letTimePass('superadmin', USERNAME_DELAY_MAX_SECONDS);
    expect((await login('192.0.2.22', 'superadmin', 'demo1234')).status).toBe(200);
  });
});

describe('the device cookie', () => {
  it('is set on sign-in as HttpOnly and SameSite=Strict, and Secure when served over HTTPS', async () => {
    const plain = deviceCookieOf(await login('192.0.2.30', 'ale1', 'demo1234'));
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=Strict/i);
    expect(plain).not.toMatch(/Secure/i);
    const https = deviceCookieOf(await login('192.0.2.30', 'ale1', 'demo1234', { 'x-forwarded-proto': 'https' }));
    expect(https).toMatch(/Secure/i);
  });

  it('lets a remembered browser in at once; forged, altered or another account’s cookies are ignored', async () => {
    const own = deviceCookieOf(await login('192.0.2.40', 'hawassa1', 'demo1234')).split(';')[0]!;
    const other = deviceCookieOf(await login('192.0.2.41', 'demo', 'demo1234')).split(';')[0]!;
    await attackFromElsewhere('hawassa1', '198.51.102');

    const value = own.slice('bingo_device='.length);
    const [accountId, issuedAt, mac] = value.split('.');
    const altered = [
      `bingo_device=${accountId}.${Number(issuedAt) + 1}.${mac}`,
      `bingo_device=${accountId}.${issuedAt}.${mac!.slice(0, -2)}AA`,
      `bingo_device=${accountId}.${issuedAt}.`,
      'bingo_device=garbage',
      other,
    ];
    for (const cookie of altered) {
      expect((await login('192.0.2.42', 'hawassa1', 'demo1234', { cookie })).status).toBe(429);
    }
    expect((await login('192.0.2.42', 'hawassa1', 'demo1234', { cookie: own })).status).toBe(200);
  });

  it('is also set by the GraphQL login', async () => {
    const res = await server.request('POST', '/graphql', {
      body: { query: 'mutation { login(input: {username: "demo", password: "demo1234"}) { token } }' },
      headers: { 'x-forwarded-for': '192.0.2.50' },
    });
    expect(res.status).toBe(200);
    expect(deviceCookieOf(res)).toMatch(/HttpOnly/i);
  });
});
