import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClock } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { subscribe, wsClient } from '../../../../test/helpers/ws-subscriptions';
import { newHost, setRevealed, startGameGraphql } from '../../../../test/helpers/game-fixtures';
import { sqlEm } from '../../../shared/db/sql';
import { clockEvents } from './clock-events.sql';
import { GamePresence, LEASE_INTERVALS } from './game-presence';
import { INSTANCE_GAMES } from '../instance-games';
import { until } from '../../../../test/helpers/until';

/**
 * No calls into an empty room (docs/fairness.md#no-calls-into-an-empty-room), with the clock moved
 * in the database (its events and the presence notes written in the past, as another instance's
 * clock would have them) and the check run at a chosen moment: no test waits for call intervals.
 * Other instances are GamePresence objects of their own on the same database.
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
/** Moves the game's presence notes (every instance's) back to `ms` ago: last watched that long ago. */
const presenceAgo = (gameId: string, ms: number) =>
  em().execute('update game_presence set seen_at = ? where game_id = ?', [new Date(Date.now() - ms), gameId]);
/** `ms` from now, on this process's clock. */
const later = (ms: number) => new Date(Date.now() + ms);
const watchedUntil = async (gameId: string, instanceId?: string): Promise<number> => {
  const [row] = await em().execute<{ until: Date | string | null }[]>(
    'select max(seen_at) as until from game_presence where game_id = ? and (?::uuid is null or instance_id = ?)',
    [gameId, instanceId ?? null, instanceId ?? null],
  );
  return row?.until == null ? -Infinity : new Date(row.until).getTime();
};
/** Waits until the game is watched until more than `ms` from now (a live feed's lease). */
const leased = (gameId: string, ms: number) => until(async () => (await watchedUntil(gameId)) > Date.now() + ms);
/** Waits until every instance's lease on the game has ended (its "watched until" is past). */
const leasesEnded = (gameId: string) => until(async () => (await watchedUntil(gameId)) <= Date.now());

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
    // The instance ends its lease once the feed's last screen is gone.
    await leasesEnded(gameId);
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
  it('a screen watching a whole game costs a write every five call intervals, not one per call', async () => {
    const { gameId } = await runningGame('hawassa84');
    const start = Date.now();
    let clock = start;
    const presence = new GamePresence(server.orm, () => clock, randomUUID());
    // Each write is a new row version (xmin): counting versions counts writes.
    const version = async () => {
      const [row] = await em().execute<{ v: string }[]>(
        'select xmin::text as v from game_presence where game_id = ? and instance_id = ?',
        [gameId, presence.instanceId],
      );
      return row!.v;
    };
    const versions = new Set<string>();
    for (let call = 0; call < 75; call++) {
      clock = start + call * SPEED + 20; // the feed's send, just after each call
      await presence.watching(gameId, SPEED);
      // The host's requests are covered by the instance's own lease: no write of their own.
      await presence.seen(gameId, SPEED);
      versions.add(await version());
      expect(await watchedUntil(gameId)).toBeGreaterThan(Date.now() + (LEASE_INTERVALS / 2 - 1) * SPEED);
    }
    expect(versions.size).toBe(75 / (LEASE_INTERVALS / 2)); // calls 0, 5, …, 70
    // A momentary note never shortens a lease, even one this process does not know of.
    await new GamePresence(server.orm, Date.now, presence.instanceId).seen(gameId, SPEED);
    expect(await watchedUntil(gameId)).toBeGreaterThan(Date.now() + (LEASE_INTERVALS / 2 - 1) * SPEED);
    await presence.left(gameId);
    expect(await watchedUntil(gameId)).toBeLessThanOrEqual(Date.now());
    // Once the lease has ended, a host's request is a note of its own again.
    clock += SPEED;
    await presence.seen(gameId, SPEED);
    expect(versions.has(await version())).toBe(false);
  });

  it('a connected screen holds the game for many intervals; its leaving ends that: paused two intervals later', async () => {
    const { host, gameId } = await runningGame('hawassa85');
    const c = wsClient(server.url, host);
    clients.push(c);
    const feed = subscribe(c, 'subscription($id: ID!) { gameEvents(gameId: $id) { kind } }', { id: gameId });
    await leased(gameId, (LEASE_INTERVALS / 2) * SPEED);
    // Watched until well ahead: five intervals from now the game would still run, with no write meanwhile.
    expect(await server.services.games.autoPause(later(5 * SPEED))).not.toContain(gameId);
    feed.stop();
    await c.dispose();
    await leasesEnded(gameId);
    expect(await server.services.games.autoPause(later(2 * SPEED - 500))).not.toContain(gameId);
    expect(await server.services.games.autoPause(later(2 * SPEED + 500))).toContain(gameId);
  });

  it("two instances: one instance's last screen leaving does not end the other's lease", async () => {
    const { gameId } = await runningGame('hawassa86');
    const one = new GamePresence(server.orm, Date.now, randomUUID());
    const two = new GamePresence(server.orm, Date.now, randomUUID());
    await one.watching(gameId, SPEED);
    await two.watching(gameId, SPEED);
    const rows = await em().execute('select 1 from game_presence where game_id = ?', [gameId]);
    expect(rows).toHaveLength(2);
    await one.left(gameId);
    expect(await watchedUntil(gameId, one.instanceId)).toBeLessThanOrEqual(Date.now());
    // The other instance's screens still watch: no pause, even five intervals from now.
    expect(await server.services.games.autoPause(later(5 * SPEED))).not.toContain(gameId);
    await two.left(gameId);
    expect(await server.services.games.autoPause(later(2 * SPEED - 500))).not.toContain(gameId);
    expect(await server.services.games.autoPause(later(2 * SPEED + 500))).toContain(gameId);
  });

  it("an instance watching the whole market's games still ends the lease of the first when its screen leaves", async () => {
    const { gameId } = await runningGame('hawassa90');
    const presence = new GamePresence(server.orm, Date.now, randomUUID());
    await presence.watching(gameId, SPEED);
    expect(await watchedUntil(gameId, presence.instanceId)).toBeGreaterThan(Date.now());
    // The instance's other running games, as many as it keeps state for. They are ids only: their
    // leases' writes are refused (no such game) and given up; what is tested is what the instance remembers.
    const others = Array.from({ length: INSTANCE_GAMES - 1 }, () => randomUUID());
    await Promise.all(others.map((id) => presence.watching(id, SPEED)));
    await presence.left(gameId);
    expect(await watchedUntil(gameId, presence.instanceId)).toBeLessThanOrEqual(Date.now());
  });

  it('the leases of games watched together are written in one statement, each game its own lease', async () => {
    const games = [await runningGame('hawassa87'), await runningGame('hawassa88'), await runningGame('hawassa89')];
    const presence = new GamePresence(server.orm, Date.now, randomUUID());
    await Promise.all(games.map((g, i) => presence.watching(g.gameId, SPEED * (i + 1))));
    const rows = await em().execute<{ v: string; game_id: string; until: Date }[]>(
      'select xmin::text as v, game_id, seen_at as until from game_presence where instance_id = ?',
      [presence.instanceId],
    );
    expect(rows).toHaveLength(3);
    // One transaction wrote all three rows.
    expect(new Set(rows.map((r) => r.v)).size).toBe(1);
    for (const [i, g] of games.entries()) {
      const until = new Date(rows.find((r) => r.game_id === g.gameId)!.until).getTime();
      expect(until).toBeGreaterThan(Date.now() + LEASE_INTERVALS * SPEED * (i + 1) - 5000);
      expect(until).toBeLessThanOrEqual(Date.now() + LEASE_INTERVALS * SPEED * (i + 1));
    }
    await presence.release();
    for (const g of games) expect(await watchedUntil(g.gameId, presence.instanceId)).toBeLessThanOrEqual(Date.now());
  });

  it('a game played with no screen is paused two intervals after its PLAY: the PLAY notes the host watching', async () => {
    const host = await newHost(server, 'hawassa91', 1_000_000);
    const gameId = await startGameGraphql(server, host);
    const play = await server.graphql('mutation($id: ID!) { playGame(gameId: $id) { paused } }', { id: gameId }, host);
    expect(play.body.data.playGame).toEqual({ paused: false });
    const rows = await em().execute<{ instance_id: string }[]>(
      'select instance_id from game_presence where game_id = ?',
      [gameId],
    );
    expect(rows.map((r) => r.instance_id)).toEqual([server.services.games.presence.instanceId]);
    expect(await server.services.games.autoPause(later(2 * SPEED - 500))).not.toContain(gameId);
    expect(await server.services.games.autoPause(later(2 * SPEED + 500))).toContain(gameId);
  });

  it("the sweep forgets the rows that can no longer matter, and keeps a running game's latest", async () => {
    const idle = await runningGame('hawassa92');
    const watched = await runningGame('hawassa93');
    const paused = await runningGame('hawassa94');
    const ended = await runningGame('hawassa95');
    const [a, b] = [randomUUID(), randomUUID()];
    const note = (gameId: string, instanceId: string, msAgo: number) =>
      em().execute('insert into game_presence (game_id, instance_id, seen_at) values (?, ?, ?)', [
        gameId,
        instanceId,
        new Date(Date.now() - msAgo),
      ]);
    // Lapsed long ago, each but one game's only rows; the watched game also has a lease.
    for (const g of [idle, watched, paused, ended]) await note(g.gameId, a, 60_000);
    await note(idle.gameId, b, 30_000);
    await note(watched.gameId, b, -60_000);
    await setRevealed(server, paused.gameId, 3);
    await server.request('POST', `/game/${ended.gameId}/end`, { token: ended.host });
    const left = async () =>
      (
        await em().execute<{ game_id: string; instance_id: string }[]>(
          'select game_id, instance_id from game_presence where game_id in (?, ?, ?, ?)',
          [idle.gameId, watched.gameId, paused.gameId, ended.gameId],
        )
      ).map(
        (r) =>
          `${r.game_id === idle.gameId ? 'idle' : r.game_id === watched.gameId ? 'watched' : 'other'}:${r.instance_id === a ? 'a' : 'b'}`,
      );

    // (Other tests' games may be paused by the same sweeps: only these four are looked at.)
    const first = await server.services.games.autoPause(new Date());
    expect(first).toContain(idle.gameId);
    expect(first).not.toContain(watched.gameId);
    // The idle game's older row, the watched game's lapsed one and every row of the games not running are gone.
    expect((await left()).sort()).toEqual(['idle:b', 'watched:b']);
    // Paused now, the idle game's last row goes at the next sweep; the watched game runs on.
    expect(await server.services.games.autoPause(new Date())).not.toContain(watched.gameId);
    expect(await left()).toEqual(['watched:b']);
  });
});
