import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { subscribe, wsClient } from '../../../test/helpers/ws-subscriptions';
import { newHost, startGameGraphql } from '../../../test/helpers/game-fixtures';
import { until } from '../../../test/helpers/until';

/**
 * hostGames over a real WebSocket: every caller screen of a host learns a new game, play, pause
 * and end live, whichever screen made them; hosts only, each its own games. On PGlite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
const clients: { dispose(): void | Promise<void> }[] = [];

const HOST_GAMES = 'subscription { hostGames { kind gameId at } }';

interface Change {
  hostGames: { kind: string; gameId: string | null; at: string };
}

function client(token?: string) {
  const c = wsClient(server.url, token);
  clients.push(c);
  return c;
}

async function move(token: string, field: 'playGame' | 'pauseGame' | 'endGame', gameId: string): Promise<void> {
  const res = await server.graphql(
    `mutation($id: ID!) { ${field}(gameId: $id) { __typename } }`,
    { id: gameId },
    token,
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await server?.close();
});

describe('hostGames over WebSocket', () => {
  it('two screens of one host: the game as it stands, then start, play, pause and end live on both', async () => {
    const host = await newHost(server, 'hawassa61', 1_000_000);
    const other = await newHost(server, 'hawassa62', 1_000_000);
    const laptop = subscribe<Change>(client(host), HOST_GAMES);
    const phone = subscribe<Change>(client(host), HOST_GAMES);
    const stranger = subscribe<Change>(client(other), HOST_GAMES);
    await Promise.all([laptop.waitFor(1), phone.waitFor(1), stranger.waitFor(1)]);
    expect(laptop.events[0]!.hostGames).toEqual({ kind: 'NONE', gameId: null, at: expect.any(String) });

    const gameId = await startGameGraphql(server, host);
    await until(() => phone.events.length >= 2);
    await move(host, 'playGame', gameId);
    await until(() => phone.events.length >= 3);
    await move(host, 'pauseGame', gameId);
    await until(() => phone.events.length >= 4);
    await move(host, 'endGame', gameId);
    await until(() => phone.events.length >= 5 && laptop.events.length >= 5);
    for (const screen of [laptop, phone]) {
      expect(screen.errors).toEqual([]);
      expect(screen.events.map((e) => [e.hostGames.kind, e.hostGames.gameId])).toEqual([
        ['NONE', null],
        ['STARTED', gameId],
        ['PLAYING', gameId],
        ['PAUSED', gameId],
        ['ENDED', gameId],
      ]);
    }
    // Another host's screen hears nothing of this host's games.
    expect(stranger.events.map((e) => e.hostGames.kind)).toEqual(['NONE']);

    // A screen joining while a game is in progress is told it as it stands.
    const next = await startGameGraphql(server, host);
    await move(host, 'playGame', next);
    const late = subscribe<Change>(client(host), HOST_GAMES);
    await late.waitFor(1);
    expect(late.events[0]!.hostGames).toMatchObject({ kind: 'PLAYING', gameId: next });
    await move(host, 'endGame', next);
    await until(() => late.events.at(-1)?.hostGames.kind === 'ENDED');
    for (const s of [laptop, phone, stranger, late]) s.stop();
  });

  it('refuses an anonymous socket, an owner and the super admin', async () => {
    // A socket without a session is closed before any subscription (4401).
    const anonymous = wsClient(server.url);
    clients.push(anonymous);
    expect(await anonymous.closed).toMatchObject({ code: 4401 });
    for (const username of ['owner.hawassa', 'superadmin']) {
      const s = subscribe(client(await server.login(username, 'demo1234')), HOST_GAMES);
      await s.done;
      expect(s.events).toEqual([]);
      expect(s.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
