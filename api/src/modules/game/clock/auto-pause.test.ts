import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClock } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { subscribe, wsClient } from '../../../../test/helpers/ws-subscriptions';
import { newHost, setRevealed, startGameGraphql } from '../../../../test/helpers/game-fixtures';
import { sqlEm } from '../../../shared/db/sql';
import { clockEvents } from './clock-events.sql';
import { until } from '../../../../test/helpers/until';

/**
 * No calls into an empty room (docs/fairness.md#no-calls-into-an-empty-room), with the clock moved
 * in the database (its events and the presence notes written in the past, as another instance's
 * clock would have them) and the check run at a chosen moment: no test waits for call intervals.
 */
let server: TestServer;
const clients: { dispose(): void | Promise<void> }[] = [];
const SPEED = 3000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await server?.close();
});

const em = () => sqlEm(server.orm);
const revealedAt = async (gameId: string, at: number) => readClock(await clockEvents(em(), gameId), SPEED, at).revealed;
/** Moves the game's presence note back by `ms` (a screen last seen that long ago). */
const presenceAgo = (gameId: string, ms: number) =>
  em().execute('update game_presence set seen_at = ? where game_id = ?', [new Date(Date.now() - ms), gameId]);

async function runningGame(username: string): Promise<{ host: string; gameId: string }> {
  const host = await newHost(server, username, 1_000_000);
  const gameId = await startGameGraphql(server, host); // 3 s a call
  // Running for 3 calls and a half: the PLAY is 2.5 intervals old.
  await setRevealed(server, gameId, 3, { running: true });
  return { host, gameId };
}

describe('the empty-room pause', () => {
  it('a game whose feeds all dropped is paused within two call intervals, no call after; Play resumes it', async () => {
    const { host, gameId } = await runningGame('hawassa81');
    const c = wsClient(server.url, host);
    clients.push(c);
    const feed = subscribe<{ gameEvents: { kind: string } }>(
      c,
      'subscription($id: ID!) { gameEvents(gameId: $id) { kind reason } }',
      {
        id: gameId,
      },
    );
    await until(
      async () => (await em().execute('select 1 from game_presence where game_id = ?', [gameId])).length === 1,
    );
    // Connected: the game runs on.
    expect(await server.services.games.autoPause(new Date())).not.toContain(gameId);
    feed.stop();
    await c.dispose();
    // The feed dropped two intervals ago (less a little): not yet.
    await presenceAgo(gameId, 2 * SPEED - 500);
    expect(await server.services.games.autoPause(new Date())).not.toContain(gameId);
    // Two intervals and more: paused, audited, its reason on every screen.
    await presenceAgo(gameId, 2 * SPEED + 1);
    expect(await server.services.games.autoPause(new Date())).toEqual([gameId]);
    const [event] = await em().execute<{ kind: string; at: Date }[]>(
      'select kind, at from game_event where game_id = ? order by id desc limit 1',
      [gameId],
    );
    expect(event!.kind).toBe('AUTO_PAUSE');
    const made = await revealedAt(gameId, Date.now());
    expect(made).toBeGreaterThanOrEqual(3);
    expect(await revealedAt(gameId, Date.now() + 20 * SPEED)).toBe(made);
    const audit = await em().execute<{ action: string }[]>(
      "select action from audit_log where action = 'game.auto_pause' and subject_id = ?",
      [gameId],
    );
    expect(audit).toHaveLength(1);
    const read = await server.graphql(
      'query($id: ID!) { game(gameId: $id) { paused pauseReason callsRevealed } }',
      { id: gameId },
      host,
    );
    expect(read.body.data.game).toEqual({ paused: true, pauseReason: 'AUTO_PAUSE', callsRevealed: made });
    // Never again by itself, never twice.
    expect(await server.services.games.autoPause(new Date(Date.now() + 60_000))).not.toContain(gameId);

    // Play resumes it; the PLAY is the operator's presence.
    const play = await server.graphql(
      'mutation($id: ID!) { playGame(gameId: $id) { paused pauseReason } }',
      { id: gameId },
      host,
    );
    expect(play.body.data.playGame).toEqual({ paused: false, pauseReason: null });
    expect(await server.services.games.autoPause(new Date())).not.toContain(gameId);
    await server.request('POST', `/game/${gameId}/end`, { token: host });
  });

  it('a feed that stays connected keeps the game running; a legacy client polling the calls counts as connected', async () => {
    const { host, gameId } = await runningGame('hawassa82');
    const c = wsClient(server.url, host);
    clients.push(c);
    const feed = subscribe(c, 'subscription($id: ID!) { gameEvents(gameId: $id) { kind } }', { id: gameId });
    await until(
      async () => (await em().execute('select 1 from game_presence where game_id = ?', [gameId])).length === 1,
    );
    expect(await server.services.games.autoPause(new Date())).not.toContain(gameId);
    feed.stop();

    const other = await runningGame('hawassa83');
    const polled = await server.request('GET', `/game/${other.gameId}/calls`, { token: other.host });
    expect(polled.status).toBe(200);
    // The note is written beside the answer, not before it.
    await until(
      async () => (await em().execute('select 1 from game_presence where game_id = ?', [other.gameId])).length === 1,
    );
    expect(await server.services.games.autoPause(new Date())).not.toContain(other.gameId);
    // Nobody polls any more: paused.
    await presenceAgo(other.gameId, 2 * SPEED + 1);
    expect(await server.services.games.autoPause(new Date())).toContain(other.gameId);
    const publicRead = await server.graphql('query($id: String!) { publicGame(ref: $id) { paused pauseReason } }', {
      id: other.gameId,
    });
    expect(publicRead.body.data.publicGame).toEqual({ paused: true, pauseReason: 'AUTO_PAUSE' });
  });
});
