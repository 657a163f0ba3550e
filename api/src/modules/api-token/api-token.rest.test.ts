import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { START } from '../../../test/helpers/game-fixtures';
import { makeHost } from '../../../test/helpers/stats';

let server: TestServer;
let session: string;
let ownerSession: string;
let otherHost: string;

beforeAll(async () => {
  server = await startTestServer();
  session = await server.login('demo');
  ownerSession = await server.login('owner.hawassa');
  otherHost = await makeHost(server, 'ale8');
});
afterAll(() => server?.close());

async function newToken(sessionToken: string, body: Record<string, unknown> = { name: 'nightly report' }) {
  const res = await server.request('POST', '/admin/api-tokens', { token: sessionToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { token: string; apiToken: { id: string; name: string; expiresAt: string | null } };
}

describe('personal API tokens', () => {
  it('are shown once and stored hashed', async () => {
    const { token, apiToken } = await newToken(session, { name: 'nightly report', expiresInDays: 30 });
    expect(token).toMatch(/^bgr_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(apiToken.expiresAt!) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const rows = await sqlEm(server.orm).execute<{ token_hash: string }[]>(
      'select token_hash from api_token where id = ?',
      [apiToken.id],
    );
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token.slice(4, 20));
    const list = await server.request('GET', '/admin/api-tokens', { token: session });
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.map((t: { id: string }) => t.id)).toContain(apiToken.id);
  });

  it("read the GET report paths and report queries, within the owner's scope", async () => {
    const { token } = await newToken(session);
    expect((await server.request('GET', '/admin/stats', { token })).status).toBe(200);
    expect((await server.request('GET', '/v2/admin/all-multiplier-game-stats', { token })).status).toBe(200);
    expect((await server.request('GET', `/admin/${otherHost}/free-games-stats`, { token })).status).toBe(404);
    const gql = await server.graphql('{ hostStats { totalGames } multiplierGameStats { totalGames } }', {}, token);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.hostStats.totalGames).toBe(0);
  });

  // GET /admin/myGames is a report (its export is a script's way out), so tokens may read it.
  it('do nothing else: every write and non-report read is 403', async () => {
    const { token } = await newToken(session);
    const refused = [
      await server.request('POST', '/game/start', { token, body: START }),
      await server.request('GET', '/admin/api-tokens', { token }),
      await server.request('POST', '/admin/api-tokens', { token, body: { name: 'escalate' } }),
      await server.request('POST', '/api/admin/step-up', { token, body: { password: 'demo1234' } }),
      await server.request('POST', '/free-game/schedule', { token, body: { scheduledDateTime: '2030-01-01T10:00' } }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('API tokens can only read reports');
    }
    for (const query of [
      'mutation { createApiToken(input: { name: "x" }) { token } }',
      '{ apiTokens { id } }',
      '{ myGames { totalGames } }',
    ]) {
      const res = await server.graphql(query, {}, token);
      expect(res.body.errors?.[0]?.extensions?.code, query).toMatch(/FORBIDDEN|GRAPHQL_VALIDATION_FAILED/);
    }
    const mutation = await server.graphql('mutation { createApiToken(input: { name: "x" }) { token } }', {}, token);
    expect(mutation.body.errors[0]).toMatchObject({
      message: 'API tokens can only read reports',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it("an owner's token sees the group, not another group", async () => {
    const { token } = await newToken(ownerSession);
    expect((await server.request('GET', '/admin/naan/all/protected', { token })).status).toBe(200);
    expect((await server.request('GET', `/admin/${otherHost}/daily-house-profit-loss`, { token })).status).toBe(404);
    expect((await server.request('GET', '/admin/platform-summary', { token })).status).toBe(403);
  });

  it('stop working when revoked, when expired, or when the account is blocked', async () => {
    const a = await newToken(session);
    expect((await server.request('DELETE', `/admin/api-tokens/${a.apiToken.id}`, { token: session })).status).toBe(200);
    expect((await server.request('GET', '/admin/stats', { token: a.token })).status).toBe(401);

    const b = await newToken(session, { name: 'short', expiresInDays: 1 });
    await sqlEm(server.orm).execute('update api_token set expires_at = ? where id = ?', [
      new Date(Date.now() - 1000),
      b.apiToken.id,
    ]);
    expect((await server.request('GET', '/admin/stats', { token: b.token })).status).toBe(401);

    // Someone else's token cannot be revoked (404, no hint it exists).
    const c = await newToken(ownerSession);
    expect((await server.request('DELETE', `/admin/api-tokens/${c.apiToken.id}`, { token: session })).status).toBe(404);
    expect((await server.request('GET', '/admin/api-tokens', { token: `bgr_${'x'.repeat(43)}` })).status).toBe(401);

    await makeHost(server, 'ale9');
    const d = await newToken(await server.login('ale9', 'host-pass-123'));
    expect((await server.request('GET', '/admin/stats', { token: d.token })).status).toBe(200);
    await sqlEm(server.orm).execute("update account set blocked = true where username = 'ale9'");
    expect((await server.request('GET', '/admin/stats', { token: d.token })).status).toBe(401);
  });

  it('bad input is 400 with a message', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: 'x', expiresInDays: 0 },
      { name: 'x', expiresInDays: 5000 },
      { name: 'x', expiresInDays: 1.5 },
    ]) {
      const res = await server.request('POST', '/admin/api-tokens', { token: session, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});
