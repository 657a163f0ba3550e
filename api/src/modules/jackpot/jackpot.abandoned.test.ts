import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularGame } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { newHost, playOut, START } from '../../../test/helpers/game-fixtures';
import { sqlEm } from '../../shared/db/sql';

/**
 * docs/games-and-money.md#jackpot: the share is taken at start for every regular game while the
 * jackpot is on, a game ended before any win included, and each game shows what it added, so the
 * pool's history adds up: pool = what the games added - what they won.
 */
let server: TestServer;
let host: string;
const GAME = `query($id: ID!) { game(gameId: $id) { endReason abandonedAtCall profit: profitSantim jackpotPool: jackpotPoolSantim jackpotAccrual: jackpotAccrualSantim jackpotAwarded: jackpotAwardedSantim } }`;
const pool = async () =>
  (await server.graphql('{ jackpotPool { amount: amountSantim } }', {}, host)).body.data.jackpotPool.amount as number;
const game = async (id: string) => (await server.graphql(GAME, { id }, host)).body.data.game;
const start = async (body: Record<string, unknown>) => {
  const res = await server.request('POST', '/game/start', { token: host, body: { ...START, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.gameId as string;
};

beforeAll(async () => {
  server = await startTestServer();
  host = await newHost(server, 'jackpot-abandon', 1_000_000);
  const [row] = await sqlEm(server.orm).execute<{ id: string }[]>(
    "select id from account where username = 'jackpot-abandon'",
  );
  const admin = await server.login('superadmin');
  await server.graphql(
    'mutation($input: JackpotSettingsInput!) { updateJackpotSettings(input: $input) { enabled } }',
    { input: { hostId: row!.id, accrualShare: 0.5, callLimit: 75 } },
    admin,
  );
});
afterAll(() => server?.close());

describe('an abandoned game and the jackpot pool', () => {
  it('adds its share at start, shows it, and the pool adds up over the games', async () => {
    const share = Math.floor(regularGame({ bet: 10_000, cardCount: 3, commissionRate: 2000 }).profit / 2);
    const abandoned = await start({ bettingAmount: 100 });
    expect(await pool()).toBe(share);
    await server.request('POST', `/game/${abandoned}/end`, { token: host });
    // Ended before any win: its profit shows 0, and what it added to the pool is shown as such.
    expect(await game(abandoned)).toMatchObject({
      endReason: 'ABANDONED',
      profit: 0,
      jackpotPool: 0,
      jackpotAccrual: share,
      jackpotAwarded: 0,
    });
    expect(await pool()).toBe(share);

    const jackpotGame = await start({ isJackpotGame: true });
    await playOut(server, host, jackpotGame);
    const regular = await start({ bettingAmount: 100 });
    await playOut(server, host, regular);

    const games = await Promise.all([abandoned, jackpotGame, regular].map(game));
    expect(games[1].jackpotPool).toBe(share);
    const added = games.reduce((sum, g) => sum + g.jackpotAccrual, 0);
    const won = games.reduce((sum, g) => sum + (g.jackpotAwarded ?? 0), 0);
    expect(await pool()).toBe(added - won);
    // Each game's pool at start is the one before it, plus what that one added, less what it won.
    for (let i = 1; i < games.length; i++)
      expect(games[i].jackpotPool).toBe(
        games[i - 1].jackpotPool + games[i - 1].jackpotAccrual - (games[i - 1].jackpotAwarded ?? 0),
      );
  });
});
