import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { regularGame, startFee } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { postgresUrlOf, sqlEm } from '../../shared/db/sql';
import { drawOf, newHost, setRevealed, START, walletAndLedger } from '../../../test/helpers/game-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FEE = startFee({
  gameType: 'regular',
  totalStakes: regularGame({ bet: 1000, cardCount: 3, commissionRate: 2000 }).totalStakes,
  commissionRate: 2000,
});

it('50 starts in flight for one host: exactly one game starts, the rest are refused (CONFLICT), one fee, wallet = ledger', async () => {
  const token = await newHost(server, 'busy-host', FEE * 21);
  const results = await Promise.all(
    Array.from({ length: 50 }, () => server.request('POST', '/game/start', { token, body: START })),
  );
  const ok = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status !== 200);
  expect(ok).toHaveLength(1);
  expect(
    refused.every((r) => r.status === 409 && r.body.message === 'End the running game before starting a new one'),
  ).toBe(true);
  const [row] = await sqlEm(server.orm).execute<{ n: string; active: string }[]>(
    "select count(*) as n, count(*) filter (where g.status = 'ACTIVE') as active from game g join account a on a.id = g.host_id where a.username = 'busy-host'",
  );
  expect(Number(row!.n)).toBe(1);
  expect(Number(row!.active)).toBe(1);
  const money = await walletAndLedger(server, 'busy-host');
  expect(money.wallet).toBe(money.ledgerSum);
  expect(money.wallet).toBe(FEE * 20);
});

it('starts on 30 hosts in flight against wallets that pay for one each: never negative, wallet = ledger', async () => {
  const tokens = await Promise.all(
    Array.from({ length: 30 }, (_, i) => newHost(server, `pair-host-${i}`, i % 2 === 0 ? FEE : FEE - 1)),
  );
  const results = await Promise.all(
    tokens.map((token) => server.request('POST', '/game/start', { token, body: START })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(15);
  for (let i = 0; i < 30; i++) {
    const money = await walletAndLedger(server, `pair-host-${i}`);
    expect(money.wallet).toBe(money.ledgerSum);
    expect(money.minBalanceAfter).toBeGreaterThanOrEqual(0);
  }
});

// Play, pause and end lock the game row and read its clock afterwards, in a statement of their
// own (docs/audit.md#game-start-cost): read in the locking statement, the clock would be the one
// from before the wait, and a press committed meanwhile would be missed.
const clockOf = (gameId: string) =>
  sqlEm(server.orm).execute<{ kind: string; at: Date | string }[]>(
    'select kind, at from game_event where game_id = ? order by id',
    [gameId],
  );

it('20 plays in flight on a paused game record one PLAY; 20 pauses then record one PAUSE', async () => {
  const token = await newHost(server, 'press-host', FEE * 5);
  const start = await server.request('POST', '/game/start', { token, body: START });
  expect(start.status).toBe(200);
  const gameId = start.body.gameId as string;
  const press = (what: 'play' | 'pause') =>
    Promise.all(Array.from({ length: 20 }, () => server.request('POST', `/game/${gameId}/${what}`, { token })));
  expect((await press('play')).every((r) => r.status === 200)).toBe(true);
  expect((await press('pause')).every((r) => r.status === 200)).toBe(true);
  expect((await clockOf(gameId)).map((e) => e.kind)).toEqual(['START', 'PLAY', 'PAUSE']);
});

it('an end racing plays and pauses comes last, and counts every press committed before it', async () => {
  const token = await newHost(server, 'race-host', FEE * 5);
  const start = await server.request('POST', '/game/start', { token, body: START });
  const gameId = start.body.gameId as string;
  const presses = Array.from({ length: 12 }, (_, i) =>
    server.request('POST', `/game/${gameId}/${i % 2 === 0 ? 'play' : 'pause'}`, { token }),
  );
  const [end] = await Promise.all([server.request('POST', `/game/${gameId}/end`, { token }), ...presses]);
  expect(end!.status).toBe(200);
  const events = await clockOf(gameId);
  // Nothing after the END, and the END is the latest time on the clock.
  expect(events.at(-1)!.kind).toBe('END');
  const times = events.map((e) => new Date(e.at).getTime());
  expect(Math.max(...times)).toBe(times.at(-1));
  // A press after the end is refused and records nothing.
  const late = await server.request('POST', `/game/${gameId}/play`, { token });
  expect(late.status).toBe(409);
  expect(await clockOf(gameId)).toHaveLength(events.length);
});

// A winning check waits for the game row's lock while a press holds it: the press's event, committed
// during the wait, must count. On PostgreSQL only (the press is held open on a connection of its own).
it.skipIf(!inject('testDatabaseUrl'))(
  'a winning check that waited for a press of pause is judged on the clock with that pause',
  async () => {
    const token = await newHost(server, 'claim-race-host', FEE * 5);
    const start = await server.request('POST', '/game/start', { token, body: START });
    const gameId = start.body.gameId as string;
    const { plan, callSpeedMs } = await drawOf(server, gameId);
    const calls = plan.winningCalls!;
    // Running, with the winning call revealed now.
    await setRevealed(server, gameId, calls, { running: true });
    const press = new pg.Client({ connectionString: postgresUrlOf(server.orm)! });
    await press.connect();
    try {
      // The press: the row locked and a PAUSE recorded half an interval before the winning call was due.
      await press.query('begin');
      await press.query('select id from game where id = $1 for update', [gameId]);
      const [play] = (await press.query("select at from game_event where game_id = $1 and kind = 'PLAY'", [gameId]))
        .rows as { at: Date }[];
      const pauseAt = new Date(play!.at.getTime() + (calls - 1) * callSpeedMs - callSpeedMs / 2);
      await press.query("insert into game_event (game_id, kind, at) values ($1, 'PAUSE', $2)", [gameId, pauseAt]);
      const check = server.request('POST', `/game/isWinner/${gameId}/${plan.winningCard}`, { token, body: {} });
      // Let the check reach the lock, then commit the press.
      for (let i = 0; i < 200; i++) {
        const waiting = await press.query(
          "select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        if (waiting.rowCount) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await press.query('commit');
      const answer = await check;
      // Judged again on the paused clock: the winning call was never revealed.
      expect(answer.status).toBe(200);
      expect(answer.body.isWinner).toBe(false);
      const [game] = await sqlEm(server.orm).execute<{ won_at_call: number | null }[]>(
        'select won_at_call from game where id = ?',
        [gameId],
      );
      expect(game!.won_at_call).toBeNull();
    } finally {
      await press.end();
    }
  },
);
