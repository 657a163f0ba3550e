import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { ADDRESS_BLOCKED_MESSAGE, MAX_FAILURES } from './sign-in-guard';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

    // When the block expires (moved into the past here), the right password works again.
    await server.orm.em
      .getConnection()
      .execute(`update sign_in_block set blocked_until = now() - interval '1 second' where key = ?`, [address]);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the per-instance memo of address checks
    expect((await login(address, 'demo', 'demo1234')).status).toBe(200);
  });

  it('counts failures per username across addresses and throttles that username', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(`198.51.100.${i + 1}`, 'hawassa2', 'wrong')).status).toBe(401);
    }
    const res = await login('198.51.100.200', 'hawassa2', 'demo1234');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many failed sign-ins for this account/);
    expect((await login('198.51.100.200', 'hawassa1', 'demo1234')).status).toBe(200);
  });

  it('nine failures then a success do not block', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < MAX_FAILURES - 1; i++) await login(address, 'ale1', 'wrong');
    expect((await login(address, 'ale1', 'demo1234')).status).toBe(200);
  });

  it('records every attempt in the database', async () => {
    const [row] = await server.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from login_attempt where address = '203.0.113.7'`);
    expect(row.n).toBe(MAX_FAILURES + 1);
  });
});
