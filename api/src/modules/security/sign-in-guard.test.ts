import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/helpers/test-clock';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { ADDRESS_BLOCKED_MESSAGE, MAX_FAILURES } from './sign-in-guard';

let server: TestServer;
const clock = testClock();
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server?.close());

// The test server trusts loopback proxies, so X-Forwarded-For stands in for distinct clients.
const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (address: string, username: string, password: string) =>
  server.request('POST', '/api/admin/login', { body: { username, password }, headers: from(address) });

describe('brute-force protection', () => {
  it('blocks the address on the 11th attempt after 10 failures, even with the right password, until the block expires', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(address, `nobody${i}`, 'wrong')).status).toBe(401);
    }
    const blocked = await login(address, 'demo', 'demo1234');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ message: ADDRESS_BLOCKED_MESSAGE, code: 'ADDRESS_BLOCKED' });

    // Every API path answers the blocked address the same way, GraphQL included.
    expect((await server.request('GET', '/admin/validate-token', { headers: from(address) })).status).toBe(403);
    const gql = await server.request('POST', '/graphql', {
      body: { query: '{ validateToken }' },
      headers: from(address),
    });
    expect(gql.status).toBe(403);
    expect(gql.body.code).toBe('ADDRESS_BLOCKED');

    // Another address is unaffected.
    expect((await login('203.0.113.8', 'demo', 'demo1234')).status).toBe(200);

    // When the block expires (15 minutes pass: the block and the failures move into the past), the right password works again.
    const db = server.orm.em.getConnection();
    await db.execute(`update sign_in_block set blocked_until = now() - interval '1 second' where key = ?`, [address]);
    await db.execute(`update login_attempt set created_at = created_at - interval '15 minutes' where address = ?`, [
      address,
    ]);
    clock.advance(2100); // past the per-instance memo of address checks (2 s)
    expect((await login(address, 'demo', 'demo1234')).status).toBe(200);
  });

  it('40 parallel wrong attempts from one address get at most 10 password checks; the rest are refused unchecked', async () => {
    const address = '203.0.113.40';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(address, `parallel${i}`, 'wrong')));
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES);
    expect(answers.filter((r) => r.status === 403).length).toBe(40 - checked);
    for (const r of answers.filter((a) => a.status === 403)) expect(r.body.code).toBe('ADDRESS_BLOCKED');
    const [row] = await server.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from login_attempt where address = ?`, [address]);
    expect(row.n).toBe(checked);
    expect((await login(address, 'demo', 'demo1234')).status).toBe(403);
  });

  it('nine failures then a success do not block the address', async () => {
    const address = '192.0.2.44';
    // Other usernames: the username's own delay (sign-in-delay.test.ts) is not what this is about.
    for (let i = 0; i < MAX_FAILURES - 1; i++) await login(address, `typo${i}`, 'wrong');
    expect((await login(address, 'ale1', 'demo1234')).status).toBe(200);
  });

  it('records every attempt in the database', async () => {
    const [row] = await server.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from login_attempt where address = '203.0.113.7'`);
    expect(row.n).toBe(MAX_FAILURES + 1);
  });
});
