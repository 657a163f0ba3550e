import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../test/helpers/use-test-server';
import { sqlEm } from '../../../shared/db/sql';
import { drawOf, endActive, setRevealed, START } from '../../../../test/helpers/game-fixtures';
import { REFUSALS } from '@bingo/core';

// A claim may be judged on the clock remembered from the game's last claim (claim-clock.ts). Here
// the clock is moved behind the API's back, as another instance's play or pause would move it;
// every claim must still be judged on the clock as it is, never on the remembered one.

const host = useTestServer();
// Each test starts from nothing remembered (the caches belong to this file's server).
afterEach(() => host.server.services.games.claimCaches.clear());

const CARDS = [5, 6, 7, 8, 9];
const start = async () => {
  await endActive(host.server, host.token);
  const res = await host.server.request('POST', '/game/start', {
    token: host.token,
    body: { ...START, cardPaletteNumbers: CARDS },
  });
  expect(res.status).toBe(200);
  return res.body.gameId as string;
};
const claim = (gameId: string, card: number, calledNumbers?: string[]) =>
  host.server.request('POST', `/game/isWinner/${gameId}/${card}`, {
    token: host.token,
    body: calledNumbers ? { calledNumbers } : {},
  });
const recorded = async (gameId: string, card: number) => {
  const rows = await sqlEm(host.server.orm).execute<{ result: string; prefix_length: number }[]>(
    'select result, prefix_length from game_claim where game_id = ? and palette_number = ?',
    [gameId, card],
  );
  return rows.map((r) => ({ result: r.result, prefixLength: Number(r.prefix_length) }));
};

describe('claims on a remembered clock', () => {
  it('paused elsewhere after the last claim: a claim listing calls past the pause is refused, nothing recorded', async () => {
    const gameId = await start();
    const { order } = await drawOf(host.server, gameId);
    await setRevealed(host.server, gameId, 10, { running: true });
    // Two calls: nobody completes a pattern; this claim's clock (running, 10 revealed) is remembered.
    expect((await claim(gameId, CARDS[0]!, order.slice(0, 2))).status).toBe(200);
    await setRevealed(host.server, gameId, 2); // another instance paused it at call 2

    const ahead = await claim(gameId, CARDS[1]!, order.slice(0, 3));
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe(REFUSALS.CLAIM_AHEAD_OF_CLOCK.en);
    expect(ahead.body.details).toEqual({ detail: 'CLAIM_AHEAD_OF_CLOCK', values: {} });
    expect(await recorded(gameId, CARDS[1]!)).toEqual([]);
    // Judged on the clock as it is: two calls.
    const fair = await claim(gameId, CARDS[1]!);
    expect(fair.status).toBe(200);
    expect(fair.body).toMatchObject({ isWinner: false, locked: true, prefixLength: 2 });
  });

  it('played elsewhere after the last claim: a claim listing the new calls is judged on them', async () => {
    const gameId = await start();
    const { order } = await drawOf(host.server, gameId);
    await setRevealed(host.server, gameId, 2);
    expect((await claim(gameId, CARDS[0]!)).body).toMatchObject({ prefixLength: 2 }); // remembered: paused at 2
    await setRevealed(host.server, gameId, 10, { running: true }); // another instance pressed play

    const res = await claim(gameId, CARDS[1]!, order.slice(0, 3));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isWinner: false, locked: true, prefixLength: 3 });
    expect(await recorded(gameId, CARDS[1]!)).toEqual([{ result: 'LOST', prefixLength: 3 }]);
  });

  it('the winning call revealed elsewhere after the last claim: the winner is paid, not locked on the old clock', async () => {
    const gameId = await start();
    const { plan } = await drawOf(host.server, gameId);
    const winner = plan.winningCard!;
    const loser = CARDS.find((n) => n !== winner)!;
    await setRevealed(host.server, gameId, 1);
    expect((await claim(gameId, loser)).body).toMatchObject({ prefixLength: 1 }); // remembered: paused at 1
    await setRevealed(host.server, gameId, plan.winningCalls!);

    const res = await claim(gameId, winner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isWinner: true,
      prefixLength: plan.winningCalls,
      payout: plan.payoutToWinner / 100,
    }); // REST answers Birr
    expect(await recorded(gameId, winner)).toEqual([{ result: 'WON', prefixLength: plan.winningCalls }]);
  });

  it('paused elsewhere before the winning call: the card is not paid on a call the room never saw', async () => {
    const gameId = await start();
    const { order, plan } = await drawOf(host.server, gameId);
    const winner = plan.winningCard!;
    const loser = CARDS.find((n) => n !== winner)!;
    await setRevealed(host.server, gameId, plan.winningCalls!, { running: true });
    expect((await claim(gameId, loser, order.slice(0, 1))).status).toBe(200); // remembered: running, the winning call revealed
    await setRevealed(host.server, gameId, plan.winningCalls! - 1); // another instance had paused one call earlier

    const res = await claim(gameId, winner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isWinner: false, locked: true, prefixLength: plan.winningCalls! - 1, payout: 0 });
    expect(await recorded(gameId, winner)).toEqual([{ result: 'LOST', prefixLength: plan.winningCalls! - 1 }]);
  });
});
