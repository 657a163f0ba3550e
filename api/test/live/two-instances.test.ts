import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';
import { ServerProcess } from '../harden/server-process';
import { subscribe, wsClient } from '../helpers/ws-subscriptions';
import { until } from '../helpers/until';

/**
 * Two API instances on one PostgreSQL (TEST_DATABASE_URL): this test's own server and a second
 * one in its own process (`npm start`'s code). What one instance does reaches the subscribers of
 * the other through LISTEN/NOTIFY. Only meaningful on a real server: an embedded database
 * belongs to one process (the in-process case is live.subscription.test.ts).
 */
const url = inject('testDatabaseUrl');

// Instances behind one load balancer share the signing key, so a session works on either.
const SIGNING_KEY = crypto.randomBytes(36).toString('base64');

const GAME_EVENTS = 'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind gameId seed } }';
const START = { bettingAmountSantim: 2000, cardPaletteNumbers: [1, 2, 3], callSpeed: 3000, winningPatterns: ['any'] };

describe.skipIf(!url)('live push across two API instances (real PostgreSQL)', () => {
  let a: TestServer;
  let b: ServerProcess;
  let dataDir: string;
  const clients: { dispose(): void | Promise<void> }[] = [];

  beforeAll(async () => {
    a = await startTestServer({ JWT_SECRET: SIGNING_KEY });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-live-b-'));
    b = await ServerProcess.create({
      dataDir,
      databaseUrl: String(a.orm.config.get('clientUrl')),
      env: { JWT_SECRET: SIGNING_KEY },
    });
    await b.start();
  }, 180_000);
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await b?.stop();
    await a?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function gqlOn(baseUrl: string, query: string, variables: Record<string, unknown>, token?: string) {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body)).toBeUndefined();
    return body.data;
  }

  /** Signs in on B, starts a game there, and opens a socket to each instance. */
  async function gameOnB(username: string) {
    const login = await gqlOn(
      b.url,
      'mutation($u: String!) { login(input: { username: $u, password: "demo1234" }) { token } }',
      { u: username },
    );
    const token = login.login.token as string;
    const started = await gqlOn(
      b.url,
      'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
      { input: START },
      token,
    );
    const onA = wsClient(a.url, token);
    const onB = wsClient(b.url, token);
    clients.push(onA, onB);
    return { token, gameId: started.startGame.gameId as string, onA, onB };
  }

  it('a game started and ended through one instance reaches subscribers on both', async () => {
    const { token, gameId, onA, onB } = await gameOnB('demo');
    const subA = subscribe<{ gameEvents: { kind: string; gameId: string; seed: string | null } }>(onA, GAME_EVENTS, {
      gameId,
    });
    const subB = subscribe<{ gameEvents: { kind: string; gameId: string; seed: string | null } }>(onB, GAME_EVENTS, {
      gameId,
    });
    // A's subscriber is in place before the end, so it hears the live event (not a catch-up).
    await until(() => a.services.live.subscriberCount() >= 1);
    expect(a.services.live.subscriberCount()).toBe(1);

    const ended = await gqlOn(b.url, 'mutation($id: ID!) { endGame(gameId: $id) { seed } }', { id: gameId }, token);
    await Promise.all([subA.done, subB.done]);
    const end = { kind: 'ENDED', gameId, seed: ended.endGame.seed };
    expect(subA.errors).toEqual([]);
    expect(subA.events.map((e) => e.gameEvents)).toEqual([{ kind: 'PAUSED', gameId, seed: null }, end]);
    // B's screen may have subscribed before or after the end: either way the end, with the seed, comes last.
    expect(subB.errors).toEqual([]);
    expect(subB.events.at(-1)?.gameEvents).toEqual(end);
  });

  it('a game played through one instance: both instances push the same calls; a pause there stops the calls here within one interval', async () => {
    const { token, gameId, onA, onB } = await gameOnB('hawassa1');
    type Event = { gameEvents: { kind: string; index: number | null; number: string | null; at: string } };
    const query = 'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind index number at } }';
    const subA = subscribe<Event>(onA, query, { gameId });
    const subB = subscribe<Event>(onB, query, { gameId });
    // Both screens have their catch-up (a new game is paused) before play.
    await Promise.all([subA.waitFor(1), subB.waitFor(1)]);

    await gqlOn(b.url, 'mutation($id: ID!) { playGame(gameId: $id) { gameId } }', { id: gameId }, token);
    const callsOf = (s: typeof subA) => s.events.map((e) => e.gameEvents).filter((e) => e.kind === 'CALL');
    // Two calls: the first at play, the second one interval later.
    await until(() => callsOf(subA).length >= 2 && callsOf(subB).length >= 2, 20_000);
    await gqlOn(b.url, 'mutation($id: ID!) { pauseGame(gameId: $id) { gameId } }', { id: gameId }, token);
    await until(
      () =>
        subA.events.some((e) => e.gameEvents.kind === 'PAUSED' && callsOf(subA).length > 0) &&
        subA.events.at(-1)?.gameEvents.kind === 'PAUSED',
      20_000,
    );
    const atPause = callsOf(subA).length;
    // A whole interval later, no call has come on A: the pause through B reached it. A real wait:
    // A's call ticker runs on the wall clock, and only a quiet interval shows a call did not come.
    await new Promise((resolve) => setTimeout(resolve, START.callSpeed + 500));
    expect(callsOf(subA)).toHaveLength(atPause);
    const revealed = await gqlOn(
      b.url,
      'query($id: ID!) { game(gameId: $id) { calledNumbers } }',
      { id: gameId },
      token,
    );
    // Same calls on both instances, with the same due times, and exactly the ones the clock revealed.
    expect(callsOf(subA)).toEqual(callsOf(subB).slice(0, atPause));
    expect(callsOf(subA).map((c) => c.number)).toEqual(revealed.game.calledNumbers);
    expect(callsOf(subA).map((c) => c.index)).toEqual(revealed.game.calledNumbers.map((_: string, i: number) => i + 1));
  });
});
