import { afterAll, beforeAll, expect, it } from 'vitest';
import { regularGame, startFee } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { newHost, START, walletAndLedger } from '../../../test/helpers/game-fixtures';

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
