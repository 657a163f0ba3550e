import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { subscribe, wsClient } from '../../../test/helpers/ws-subscriptions';
import { newHost, startGameGraphql } from '../../../test/helpers/game-fixtures';
import { MAX_FAILURES } from '../security/sign-in-guard';
import { until } from '../../../test/helpers/until';

/**
 * gameEvents over a real WebSocket (graphql-ws), in one process: on the embedded database by
 * default (PGlite's own LISTEN/NOTIFY), on PostgreSQL when TEST_DATABASE_URL is set.
 */
let server: TestServer;
let demo: string;
const clients: { dispose(): void | Promise<void> }[] = [];

const GAME_EVENTS = 'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind gameId at index number seed } }';

const startGame = (token: string) => startGameGraphql(server, token);

async function endGame(token: string, gameId: string): Promise<string> {
  const res = await server.graphql('mutation($id: ID!) { endGame(gameId: $id) { seed } }', { id: gameId }, token);
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data.endGame.seed as string;
}

function client(token?: string, options?: Parameters<typeof wsClient>[2]) {
  const c = wsClient(server.url, token, options);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  // Open sockets are re-authenticated every 200 ms here (10 s by default): see the blocking test.
  server = await startTestServer({ SOCKET_RECHECK_MS: '200' });
  demo = await server.login('demo');
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await server?.close();
});

describe('gameEvents over WebSocket', () => {
  it('delivers the end of a game with its seed to every subscriber, then completes', async () => {
    const gameId = await startGame(demo);
    const c = client(demo);
    const a = subscribe<{ gameEvents: Record<string, unknown> }>(c, GAME_EVENTS, { gameId });
    const b = subscribe<{ gameEvents: Record<string, unknown> }>(client(demo), GAME_EVENTS, { gameId });
    // Both are listening once the bus has a listener for each (the subscribe is asynchronous).
    await until(() => subscribers() === 2);
    const seed = await endGame(demo, gameId);
    await Promise.all([a.done, b.done]);
    for (const s of [a, b]) {
      expect(s.errors).toEqual([]);
      // Catch-up first (a new game is paused: no call yet), then the live end.
      expect(s.events.map((e) => e.gameEvents)).toEqual([
        { kind: 'PAUSED', gameId, at: expect.any(String), index: null, number: null, seed: null },
        { kind: 'ENDED', gameId, at: expect.any(String), index: null, number: null, seed },
      ]);
    }
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    await until(() => subscribers() === 0 && server.services.live.feedCount() === 0);
  });

  it('play: the first call at once, then pause; a screen joining later gets the same calls, then the state', async () => {
    const gameId = await startGame(demo);
    type Event = { gameEvents: { kind: string; index: number | null; number: string | null; at: string } };
    const query = 'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind index number at } }';
    const s = subscribe<Event>(client(demo), query, { gameId });
    await s.waitFor(1);
    const played = await server.graphql(
      'mutation($id: ID!) { playGame(gameId: $id) { calledNumbers } }',
      { id: gameId },
      demo,
    );
    expect(played.body.errors, JSON.stringify(played.body)).toBeUndefined();
    await s.waitFor(3);
    const paused = await server.graphql(
      'mutation($id: ID!) { pauseGame(gameId: $id) { calledNumbers } }',
      { id: gameId },
      demo,
    );
    const calls = paused.body.data.pauseGame.calledNumbers as string[];
    await until(() => s.events.at(-1)?.gameEvents.kind === 'PAUSED' && s.events.length >= 4);
    const kinds = s.events.map((e) => e.gameEvents.kind);
    // PAUSED (new game), RESUMED and the first call (in the order they happened), …, PAUSED.
    expect(kinds[0]).toBe('PAUSED');
    expect(kinds.at(-1)).toBe('PAUSED');
    expect(kinds.slice(1, -1).sort()).toEqual([...calls.map(() => 'CALL'), 'RESUMED'].sort());
    const pushed = s.events.map((e) => e.gameEvents).filter((e) => e.kind === 'CALL');
    expect(pushed.map((e) => e.number)).toEqual(calls);

    const late = subscribe<Event>(client(demo), query, { gameId });
    await late.waitFor(calls.length + 1);
    expect(late.events.map((e) => e.gameEvents)).toEqual([...pushed, expect.objectContaining({ kind: 'PAUSED' })]);
    late.stop();
    s.stop();
    await endGame(demo, gameId);
  });

  it('tells every screen of a judged winner check (CLAIM), then the end', async () => {
    const gameId = await startGame(demo);
    const s = subscribe<{ gameEvents: { kind: string; claim: Record<string, unknown> | null } }>(
      client(demo),
      'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind claim { cardNumber isWinner locked prefixLength payoutSantim winnersOnCall } } }',
      { gameId },
    );
    await until(() => subscribers() === 1);
    const check = await server.graphql(
      'mutation($input: CheckWinnerInput!) { checkWinner(input: $input) { isWinner locked } }',
      { input: { gameId, cardNumber: 2, calledNumbers: [] } },
      demo,
    );
    expect(check.body.errors, JSON.stringify(check.body)).toBeUndefined();
    // The screen is told of the check before the operator ends the game. (Ending at once raced on
    // PostgreSQL once in five CI runs: the CLAIM did not reach the screen; not yet explained.)
    await s.waitFor(2);
    await endGame(demo, gameId);
    await s.done;
    expect(s.events.map((e) => e.gameEvents.kind)).toEqual(['PAUSED', 'CLAIM', 'ENDED']);
    expect(s.events[1]!.gameEvents.claim).toEqual({
      cardNumber: 2,
      isWinner: false,
      locked: true,
      prefixLength: 0,
      payoutSantim: 0,
      winnersOnCall: 0,
    });
  });

  it('tells a late subscriber that the game has ended (catch-up), seed included', async () => {
    const gameId = await startGame(demo);
    const seed = await endGame(demo, gameId);
    const s = subscribe<{ gameEvents: { kind: string; seed: string } }>(client(demo), GAME_EVENTS, { gameId });
    await s.done;
    expect(s.events.map((e) => [e.gameEvents.kind, e.gameEvents.seed])).toEqual([['ENDED', seed]]);
  });

  it('scopes by the actor like the game query: owner of the group and super admin see a host’s game; other hosts and owners get NOT_FOUND, never data', async () => {
    const host = await newHost(server, 'hawassa7', 1_000_000);
    const gameId = await startGame(host);
    const allowed = ['owner.hawassa', 'superadmin', 'hawassa7'];
    const refused = ['demo', 'owner.ale', 'hawassa1'];
    const subs = new Map<string, ReturnType<typeof subscribe>>();
    for (const name of [...allowed, ...refused]) {
      const token = name === 'hawassa7' ? host : await server.login(name);
      subs.set(name, subscribe(client(token), GAME_EVENTS, { gameId }));
    }
    for (const name of refused) {
      const s = subs.get(name)!;
      await s.done;
      expect(s.events, name).toEqual([]);
      expect(
        s.errors.map((e) => e.extensions?.appCode),
        name,
      ).toEqual(['NOT_FOUND']);
    }
    await until(() => subscribers() === allowed.length);
    await endGame(host, gameId);
    for (const name of allowed) {
      const s = subs.get(name)!;
      await s.done;
      expect(s.errors, name).toEqual([]);
      expect(
        s.events.map((e) => (e as { gameEvents: { kind: string } }).gameEvents.kind),
        name,
      ).toEqual(['PAUSED', 'ENDED']);
    }
  });

  it('refuses a socket without a valid session (4401), a read-only API token and a blocked address (4403)', async () => {
    const anonymous = client();
    expect(await anonymous.closed).toMatchObject({ code: 4401 });
    const forged = client('not-a-token');
    expect(await forged.closed).toMatchObject({ code: 4401 });

    const created = await server.request('POST', '/admin/api-tokens', { token: demo, body: { name: 'push' } });
    expect(created.status).toBe(201);
    const apiToken = client(created.body.token as string);
    expect(await apiToken.closed).toMatchObject({ code: 4403, reason: 'API tokens can only read reports' });

    const address = '203.0.113.77';
    for (let i = 0; i < MAX_FAILURES + 1; i++) {
      await server.request('POST', '/api/admin/login', {
        // A name per attempt: the address's count is the point, not one username's delay.
        body: { username: `nobody${i}`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': address },
      });
    }
    const blocked = client(demo, { headers: { 'x-forwarded-for': address } });
    expect(await blocked.closed).toMatchObject({ code: 4403, reason: expect.stringMatching(/^Access Blocked/) });
  });

  it('closes an open stream when its account is blocked (its tokens are revoked)', async () => {
    const host = await newHost(server, 'hawassa8', 1_000_000);
    const gameId = await startGame(host);
    const socket = client(host);
    const events = subscribe(socket, GAME_EVENTS, { gameId });
    await events.waitFor(1); // the catch-up: the stream is open
    const me = await server.graphql('query { me { id } }', {}, host);
    const blocked = await server.graphql(
      'mutation($id: ID!) { setHostBlocked(hostId: $id, blocked: true) { username } }',
      { id: me.body.data.me.id },
      await server.login('superadmin'),
    );
    expect(blocked.body.errors, JSON.stringify(blocked.body)).toBeUndefined();
    expect(await socket.closed).toMatchObject({ code: 4403, reason: 'Your session has ended: sign in again' });
  });

  it('answers NOT_FOUND for a malformed game id, and keeps queries and mutations on HTTP', async () => {
    const s = subscribe(client(demo), GAME_EVENTS, { gameId: 'nope' });
    await s.done;
    expect(s.errors.map((e) => e.extensions?.appCode)).toEqual(['NOT_FOUND']);

    const q = subscribe(client(demo), '{ me { username } }');
    await q.done;
    expect(q.errors[0]?.message).toMatch(/Only subscriptions go over WebSocket/);
  });
});

const subscribers = () => server.services.live.subscriberCount();
