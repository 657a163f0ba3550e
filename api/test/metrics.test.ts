import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSchema } from '../src/modules/account';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: 'metrics-token-for-the-test-0123456789' });
});
afterAll(() => server?.close());

/** The value of one sample line of the Prometheus text format, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const res = await server.request('GET', '/metrics', { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.body as string;
}

describe('GET /metrics', () => {
  it('shows requests by route pattern, GraphQL operations, active games, wallet operations and process metrics', async () => {
    // The counters are per process, and other test files' servers may share this one: compare
    // with a scrape taken first.
    const token = await server.login('demo');
    const before = await scrape();
    const grew = (text: string, name: string, labels: Record<string, string>) =>
      sample(text, name, labels) - sample(before, name, labels);
    const start = await server.request('POST', '/game/start', {
      token,
      body: {
        bettingAmount: 10,
        cardPaletteNumbers: [1, 2, 3],
        callSpeed: 5000,
        gameType: 'regular',
        winningPatterns: ['rows'],
      },
    });
    expect(start.status).toBe(200);
    const gameId = start.body.gameId as string;
    // Two different ids, one route pattern: ids must not become labels.
    await server.request('GET', `/game/${gameId}`, { token });
    await server.request('GET', '/v2/game/00000000-0000-0000-0000-000000000000', { token });
    await server.request('GET', '/no-such-api-path/12345', { token }).catch(() => undefined);
    await server.request('GET', '/admin/no-such/98765', { token });
    await server.request('POST', '/graphql', {
      token,
      body: { query: 'query MetricsProbe { me { username } }', operationName: 'MetricsProbe' },
    });

    const ownerToken = await server.login('owner.hawassa');
    const host = await server.orm.em.fork().findOneOrFail(AccountSchema, { username: 'hawassa1' });
    const topUp = await server.request('PUT', `/admin/arif/offense/${host.id}/update/wallet`, {
      token: ownerToken,
      headers: { 'x-step-up': await server.stepUp(ownerToken) },
      body: { amount: 10_000 },
    });
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(200);

    const text = await scrape();
    expect(grew(text, 'bingo_http_requests_total', { method: 'POST', route: '/game/start', status: '200' })).toBe(1);
    expect(grew(text, 'bingo_http_requests_total', { method: 'GET', route: '/game/:gameId', status: '200' })).toBe(1);
    expect(grew(text, 'bingo_http_requests_total', { method: 'GET', route: '/v2/game/:gameId', status: '404' })).toBe(
      1,
    );
    expect(
      grew(text, 'bingo_http_request_duration_seconds_count', { method: 'POST', route: '/game/start', status: '200' }),
    ).toBe(1);
    expect(grew(text, 'bingo_http_requests_total', { route: '/graphql', operation: 'MetricsProbe' })).toBe(1);
    expect(
      grew(text, 'bingo_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(gameId);
    // In a label, that is: a sample's value may hold the same digits by chance (a duration sum of
    // 0.598765096 s once did).
    expect(text).not.toMatch(/="[^"]*98765[^"]*"/);

    // Read from the database at scrape time: the game started above is the only active one.
    expect(/^bingo_active_games (\d+)$/m.exec(text)?.[1]).toBe('1');
    // The game's platform fee, and the owner's top-up (a transfer out of the group's super account).
    expect(grew(text, 'bingo_wallet_operations_total', { kind: 'GAME_FEE' })).toBe(1);
    expect(
      grew(text, 'bingo_wallet_operations_total', { kind: 'TOP_UP' }) +
        grew(text, 'bingo_wallet_operations_total', { kind: 'TRANSFER_IN' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('a refused wallet movement (rolled back) is not counted', async () => {
    const before = sample(await scrape(), 'bingo_wallet_operations_total', { kind: 'GAME_FEE' });
    const poor = await server.login('hawassa2');
    // Far more than the wallet holds: the start is refused and nothing commits.
    const res = await server.request('POST', '/game/start', {
      token: poor,
      body: {
        bettingAmount: 100_000,
        cardPaletteNumbers: Array.from({ length: 100 }, (_, i) => i + 1),
        callSpeed: 5000,
        gameType: 'regular',
        winningPatterns: ['rows'],
      },
    });
    expect(res.status).toBe(400);
    expect(sample(await scrape(), 'bingo_wallet_operations_total', { kind: 'GAME_FEE' })).toBe(before);
  });

  it('refuses requests that came through a proxy or from elsewhere without the token', async () => {
    const proxied = await server.request('GET', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.status).toBe(403);
    expect(proxied.body.message).toMatch(/METRICS_TOKEN/);
    const wrongToken = await server.request('GET', '/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrongToken.status).toBe(403);
    const sessionToken = await server.request('GET', '/metrics', { token: await server.login('superadmin') });
    expect(sessionToken.status).toBe(403);
  });

  it('answers anyone presenting METRICS_TOKEN, even through a proxy', async () => {
    const text = await scrape({
      'x-forwarded-for': '203.0.113.7',
      authorization: 'Bearer metrics-token-for-the-test-0123456789',
    });
    expect(text).toContain('bingo_http_requests_total');
  });
});
