import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGame, multiplierGame, regularGame, splitPot, startFee, verifyDraw } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { gameTopic } from './feed/game-bus';
import {
  counts,
  drawOf,
  endActive,
  feeEntries,
  newHost,
  setRevealed,
  START,
  walletAndLedger,
} from '../../../test/helpers/game-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

/** Starts a game, ending the host's running one first (a start while one runs is refused). */
const start = async (body: unknown, t = token) => {
  await endActive(server, t);
  return server.request('POST', '/game/start', { token: t, body });
};
const claim = (gameId: string, card: number | string, calledNumbers: unknown, t = token) =>
  server.request('POST', `/game/isWinner/${gameId}/${card}`, { token: t, body: { calledNumbers } });

describe('regular game over REST', () => {
  it('starts paused with nothing revealed, debits the fee, judges claims on the revealed calls, locks losers, ends and recalls', async () => {
    const before = await walletAndLedger(server, 'demo');
    const res = await start({ ...START, cardPaletteNumbers: [5, 6, 7, 8, 9] });
    expect(res.status).toBe(200);
    const g = res.body;
    expect(g).toMatchObject({
      gameType: 'regular',
      calledNumbers: [],
      callsRevealed: 0,
      paused: true,
      nextCallAt: null,
      winningCard: null,
      winningCalls: null,
      houseWin: null,
      payoutToWinner: null,
      profit: null,
      baseAmount: null,
      jackpotAwarded: null,
      commissionRate: 0.2,
      totalBonusAmount: 0,
      isJackpotGame: false,
      jackpotPool: 0,
      seed: null,
    });
    expect(g.playingCards.map((c: { paletteNumber: number }) => c.paletteNumber)).toEqual([5, 6, 7, 8, 9]);
    expect(g.playingCards[0].numbers.N[2]).toBe('FREE');
    expect(g.commitment).toMatch(/^[0-9a-f]{64}$/);
    const money = regularGame({ bet: 1000, cardCount: 5, commissionRate: 2000 });
    const fee = startFee({ gameType: 'regular', totalStakes: money.totalStakes, commissionRate: 2000 });
    expect(await feeEntries(server, g.gameId)).toEqual([-fee]);
    const after = await walletAndLedger(server, 'demo');
    expect(after.wallet).toBe(before.wallet - fee);
    expect(after.wallet).toBe(after.ledgerSum);

    const { order, plan } = await drawOf(server, g.gameId);
    const w = plan.winningCalls!;
    const winner = plan.winningCard!;
    const loser = [5, 6, 7, 8, 9].find((n) => n !== winner)!;
    await setRevealed(server, g.gameId, w - 1);
    // Before the winning call the winner is not complete: the check loses and locks the card.
    const early = await claim(g.gameId, loser, order.slice(0, w - 1));
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ isWinner: false, locked: true, prefixLength: w - 1, payout: 0 });
    expect(early.body.results[0]).toMatchObject({ pattern: 'any', isWinner: false, completedAtCall: null });
    const again = await claim(g.gameId, loser, order.slice(0, w - 1));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This card has been locked.');
    // A claim listing the winning call before the clock revealed it: refused, nothing recorded, not locked.
    const ahead = await claim(g.gameId, winner, order.slice(0, w));
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe('The claim lists more calls than the game has called so far');
    expect((await server.request('GET', `/game/${g.gameId}`, { token })).body.claims).toHaveLength(1);
    // On the winning call, judged on what the clock revealed (no calls sent).
    await setRevealed(server, g.gameId, w);
    const on = await claim(g.gameId, winner, undefined);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ isWinner: true, locked: false, prefixLength: w, payout: 40, winnersOnCall: 1 });
    expect(on.body.results[0]).toMatchObject({ isWinner: true, completedAtCall: w, lastCalledNumber: order[w - 1] });
    const twice = await claim(g.gameId, winner, order.slice(0, w));
    expect(twice.body.message).toBe('This card has already been checked');
    const settled = (await server.request('GET', `/game/${g.gameId}`, { token })).body;
    expect(settled).toMatchObject({ winningCard: winner, winningCalls: w, houseWin: false, payoutToWinner: 40 });
    // After the winning call: the pot went to the cards checked on call w.
    await setRevealed(server, g.gameId, Math.min(75, w + 1));
    const other = [5, 6, 7, 8, 9].find((n) => n !== winner && n !== loser)!;
    const late = await claim(g.gameId, other, undefined);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/won on call/);

    // The old progress report changes nothing: it answers the server's clock.
    const progress = await server.request('POST', `/game/${g.gameId}/progress`, {
      token,
      body: { callsRevealed: 75, paused: false },
    });
    expect(progress.body).toMatchObject({ callsRevealed: Math.min(75, w + 1), paused: true, status: 'ACTIVE' });

    const end = await server.request('POST', `/game/${g.gameId}/end`, { token });
    expect(end.status).toBe(200);
    const end2 = await server.request('POST', `/v2/game/${g.gameId}/end`, { token });
    expect(end2.body).toEqual(end.body);
    const refused = await claim(g.gameId, other, order.slice(0, w));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This game has ended');

    const recall = await server.request('GET', `/game/${g.gameId}`, { token });
    expect(recall.body).toMatchObject({
      status: 'ENDED',
      endReason: 'ENDED',
      seed: end.body.seed,
      commitment: g.commitment,
      wonAtCall: w,
      profit: money.profit / 100,
      platformFee: fee / 100,
    });
    expect(recall.body.calledNumbers).toEqual(order.slice(0, Math.min(75, w + 1)));
    expect(verifyDraw(end.body.seed, g.commitment, recall.body.calledNumbers)).toBe(true);
    expect(recall.body.claims.map((c: { cardNumber: number; result: string }) => [c.cardNumber, c.result])).toEqual([
      [loser, 'LOST'],
      [winner, 'WON'],
    ]);
  });

  it('a claim with more calls than revealed is refused and changes nothing; the real winner then wins', async () => {
    const g = (await start({ ...START, cardPaletteNumbers: [3, 4, 5, 6] })).body;
    const { order, plan } = await drawOf(server, g.gameId);
    const before = await counts(server);
    // The attack nothing-early refuses: nothing shown, a claim of every card with all 75 calls.
    for (const card of [3, 4, 5, 6]) {
      const res = await claim(g.gameId, card, order);
      expect(res.status).toBe(400);
      expect(res.body.message).not.toMatch(/[BINGO]\d/);
    }
    await setRevealed(server, g.gameId, plan.winningCalls! - 1);
    expect((await claim(g.gameId, plan.winningCard!, order.slice(0, plan.winningCalls!))).status).toBe(400);
    expect(await counts(server)).toEqual(before);
    const game = (await server.request('GET', `/game/${g.gameId}`, { token })).body;
    expect(game).toMatchObject({ claims: [], wonAtCall: null, winningCard: null });
    // The cards are not locked: the real winner's claim at its call wins.
    await setRevealed(server, g.gameId, plan.winningCalls!);
    const won = await claim(g.gameId, plan.winningCard!, undefined);
    expect(won.body).toMatchObject({ isWinner: true, prefixLength: plan.winningCalls });
  });

  it('play and pause drive the clock; GET /game/{id}/calls answers only the revealed calls', async () => {
    const g = (await start({ ...START, callSpeed: 10000 })).body;
    const { order } = await drawOf(server, g.gameId);
    const calls = () => server.request('GET', `/game/${g.gameId}/calls`, { token });
    expect((await calls()).body).toMatchObject({
      gameId: g.gameId,
      calledNumbers: [],
      callsRevealed: 0,
      paused: true,
      ended: false,
      nextCallAt: null,
    });
    // The first call is revealed the instant play is recorded.
    const played = await server.request('POST', `/game/${g.gameId}/play`, { token });
    expect(played.status).toBe(200);
    expect(played.body).toMatchObject({ paused: false, callsRevealed: 1, calledNumbers: [order[0]] });
    expect(Date.parse(played.body.nextCallAt)).toBeGreaterThan(Date.parse(played.body.serverTime));
    // Play while running changes nothing (one PLAY recorded).
    await server.request('POST', `/game/${g.gameId}/play`, { token });
    const [row] = await sqlEm(server.orm).execute<{ n: string }[]>(
      "select count(*) as n from game_event where game_id = ? and kind = 'PLAY'",
      [g.gameId],
    );
    expect(Number(row!.n)).toBe(1);
    const paused = await server.request('POST', `/game/${g.gameId}/pause`, { token });
    expect(paused.body).toMatchObject({ paused: true, nextCallAt: null });
    const now = (await calls()).body;
    expect(now.calledNumbers).toEqual(order.slice(0, now.callsRevealed));
    expect(now).toMatchObject({ paused: true, ended: false });
    const other = await newHost(server, 'play-other', 100_000);
    expect((await server.request('POST', `/game/${g.gameId}/play`, { token: other })).status).toBe(404);
    await server.request('POST', `/game/${g.gameId}/end`, { token });
    expect((await server.request('POST', `/game/${g.gameId}/play`, { token })).status).toBe(409);
    expect((await calls()).body).toMatchObject({ ended: true, paused: true });
  });

  it('splits the pot between cards checked on the same call', async () => {
    const res = await start({ ...START, bettingAmount: 11, cardPaletteNumbers: [10, 11, 12, 13, 14, 15, 16] });
    const g = res.body;
    await setRevealed(server, g.gameId, 75); // every card is complete after all 75 calls
    const told: Record<string, unknown>[] = [];
    const stop = server.bus.subscribe(gameTopic(g.gameId), (e) => e.kind === 'CLAIM' && told.push(e.data!));
    const a = await claim(g.gameId, 10, undefined);
    const b = await claim(g.gameId, 11, undefined);
    const c = await claim(g.gameId, 12, undefined);
    expect([a.body.isWinner, b.body.isWinner, c.body.isWinner]).toEqual([true, true, true]);
    expect(c.body.winnersOnCall).toBe(3);
    // Each win is told to the game's screens as it commits, in checking order.
    await expect.poll(() => told.length).toBe(3);
    stop();
    expect(told.map((d) => [d.cardNumber, d.isWinner, d.winnersOnCall])).toEqual([
      [10, true, 1],
      [11, true, 2],
      [12, true, 3],
    ]);
    const pot = regularGame({ bet: 1100, cardCount: 7, commissionRate: 2000 }).payoutToWinner;
    const shares = splitPot(pot, 3);
    const recall = await server.request('GET', `/game/${g.gameId}`, { token });
    expect(recall.body.claims.map((x: { payout: number }) => Math.round(x.payout * 100))).toEqual(shares);
  });

  it('rejects tampered call lists: reordered, invented, too long, duplicated, not labels; messages name no number', async () => {
    const g = (await start(START)).body;
    const { order } = await drawOf(server, g.gameId);
    await setRevealed(server, g.gameId, 20);
    const swapped = [order[1], order[0], ...order.slice(2, 10)];
    const invented = [...order.slice(0, 4), order[40]];
    for (const calls of [swapped, invented, [...order.slice(0, 20), 'B1'], [order[0], order[0]], ['X99'], 'B5', [5]]) {
      const res = await claim(g.gameId, 1, calls);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    for (const calls of [swapped, invented]) {
      expect((await claim(g.gameId, 1, calls)).body.message).not.toMatch(/[BINGO]\d/);
    }
    expect((await server.request('GET', `/game/${g.gameId}`, { token })).body.claims).toEqual([]);
  });

  it('answers the seed messages for cards not in the game and unknown cards', async () => {
    const g = (await start(START)).body;
    const notPlaying = await claim(g.gameId, 50, []);
    expect(notPlaying.status).toBe(400);
    expect(notPlaying.body.message).toBe(
      'Card is not in the list of players. Please check the card number and try again.',
    );
    for (const card of [0, 101, 'abc']) {
      const res = await claim(g.gameId, card, []);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Card not found');
    }
    const unknownGame = await claim('00000000-0000-4000-8000-000000000000', 1, []);
    expect(unknownGame.status).toBe(404);
  });

  it("denies another host's game: claims, progress, play, end and recall", async () => {
    const g = (await start(START)).body;
    const other = await newHost(server, 'other-host', 100_000);
    expect((await claim(g.gameId, 1, [], other)).status).toBe(404);
    expect((await server.request('POST', `/game/${g.gameId}/end`, { token: other })).status).toBe(404);
    expect((await server.request('POST', `/game/${g.gameId}/pause`, { token: other })).status).toBe(404);
    expect(
      (
        await server.request('POST', `/game/${g.gameId}/progress`, {
          token: other,
          body: { callsRevealed: 3, paused: false },
        })
      ).status,
    ).toBe(404);
    expect((await server.request('GET', `/game/${g.gameId}`, { token: other })).status).toBe(404);
    expect((await server.request('GET', `/game/${g.gameId}/calls`, { token: other })).status).toBe(404);
    const superToken = await server.login('superadmin', 'demo1234');
    expect((await server.request('GET', `/game/${g.gameId}`, { token: superToken })).status).toBe(200);
    expect((await claim(g.gameId, 1, [], superToken)).status).toBe(403);
    expect((await start(START, superToken)).status).toBe(403);
  });

  it('keeps one active game per host: a start while one runs is refused and changes nothing', async () => {
    const first = (await start(START)).body;
    const before = await counts(server);
    const second = await server.request('POST', '/game/start', { token, body: START });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'GAME_IN_PROGRESS',
      message: 'End the running game before starting a new one',
    });
    // GraphQL answers the same code, which the dashboard branches on.
    const viaGraphql = await server.graphql(
      'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
      {
        input: {
          bettingAmountSantim: 1000,
          cardPaletteNumbers: [1, 2, 3],
          callSpeed: 5000,
          gameType: 'regular',
          winningPatterns: ['any'],
        },
      },
      token,
    );
    expect(viaGraphql.body.errors[0].extensions).toMatchObject({
      code: 'GAME_IN_PROGRESS',
      appCode: 'GAME_IN_PROGRESS',
    });
    expect(await counts(server)).toEqual(before);
    const active = await server.request('GET', '/game/active', { token });
    expect(active.body.game.gameId).toBe(first.gameId);
  });

  it('a game ended before anyone won is ABANDONED at the call the clock reached, keeps its fee, and shows in the lists', async () => {
    const host = await newHost(server, 'abandoner', 100_000);
    const g = (await start(START, host)).body;
    const { plan } = await drawOf(server, g.gameId);
    await setRevealed(server, g.gameId, plan.winningCalls! - 1);
    await server.request('POST', `/game/${g.gameId}/end`, { token: host });
    const recall = (await server.request('GET', `/game/${g.gameId}`, { token: host })).body;
    expect(recall).toMatchObject({
      status: 'ENDED',
      endReason: 'ABANDONED',
      abandonedAtCall: plan.winningCalls! - 1,
      winningCard: null,
      payoutToWinner: 0,
      profit: 0,
    });
    expect(await feeEntries(server, g.gameId)).toHaveLength(1);
    const superToken = await server.login('superadmin', 'demo1234');
    const id = (
      await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'abandoner'")
    )[0]!.id;
    const list = await server.request('GET', `/admin/myGames?hostId=${id}`, { token: superToken });
    expect(list.body.games[0]).toMatchObject({ endReason: 'ABANDONED', abandonedAtCall: plan.winningCalls! - 1 });
  });
});

describe('house, multiplier and free games over REST', () => {
  it('house game: the house cards come from cards not in play; money and claims follow the outcome', async () => {
    const seen = new Set<boolean>();
    for (const [hall, house] of [
      [[1, 2, 3], 50],
      [Array.from({ length: 60 }, (_, i) => i + 1), 3],
    ] as const) {
      const res = await start({ ...START, gameType: 'house', cardPaletteNumbers: hall, houseCardCount: house });
      expect(res.status).toBe(200);
      const g = res.body;
      const houseNumbers = g.houseCards.map((c: { paletteNumber: number }) => c.paletteNumber);
      expect(houseNumbers).toHaveLength(house);
      expect(new Set(houseNumbers).size).toBe(house);
      for (const n of houseNumbers) expect(hall).not.toContain(n);
      expect(g).toMatchObject({ houseWin: null, winningCard: null, payoutToWinner: null, profit: null });
      const { order, plan } = await drawOf(server, g.gameId);
      const money = houseGame({
        bet: 1000,
        hallCardCount: hall.length,
        houseCardCount: house,
        commissionRate: 2000,
        houseWin: plan.houseWin,
      });
      // The fee depends on the stakes alone, never on the outcome.
      expect(await feeEntries(server, g.gameId)).toEqual([
        -startFee({ gameType: 'house', totalStakes: money.totalStakes, commissionRate: 2000 }),
      ]);
      seen.add(plan.houseWin);
      const w = plan.winningCalls!;
      if (plan.houseWin) {
        expect(houseNumbers).toContain(plan.winningCard);
        // One call before the house card's winning call: nothing shows.
        await setRevealed(server, g.gameId, w - 1);
        expect((await server.request('GET', `/game/${g.gameId}`, { token })).body).toMatchObject({
          houseWin: null,
          winningCard: null,
        });
        await setRevealed(server, g.gameId, w);
        const shown = (await server.request('GET', `/game/${g.gameId}`, { token })).body;
        expect(shown).toMatchObject({ houseWin: true, winningCard: plan.winningCard, winningCalls: w });
        expect(Math.round(shown.profit * 100)).toBe(money.profit);
        await setRevealed(server, g.gameId, 75);
        const c = await claim(g.gameId, hall[0]!, undefined);
        expect(c.body).toMatchObject({ isWinner: false, locked: true });
        expect((await claim(g.gameId, plan.winningCard!, order)).body.message).toBe(
          'Card is not in the list of players. Please check the card number and try again.',
        );
      } else {
        expect(hall).toContain(plan.winningCard);
        await setRevealed(server, g.gameId, w);
        const c = await claim(g.gameId, plan.winningCard!, order.slice(0, w));
        expect(c.body).toMatchObject({ isWinner: true, payout: money.payoutToWinner / 100 });
        const shown = (await server.request('GET', `/game/${g.gameId}`, { token })).body;
        expect(shown).toMatchObject({ houseWin: false, winningCard: plan.winningCard });
        expect(Math.round(shown.profit * 100)).toBe(money.profit);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('fees: many house games with the same stakes cost the same fee, whatever their outcome', async () => {
    const host = await newHost(server, 'fee-host', 10_000_000);
    const fees = new Set<string>();
    const outcomes = new Set<boolean>();
    for (let i = 0; i < 16; i++) {
      const g = (await start({ ...START, gameType: 'house', houseCardCount: 3 }, host)).body;
      expect(g).toMatchObject({ houseWin: null, payoutToWinner: null });
      outcomes.add((await drawOf(server, g.gameId)).plan.houseWin);
      fees.add(JSON.stringify(await feeEntries(server, g.gameId)));
      // Ending before anyone won keeps the fee: nothing is refunded or charged again.
      await server.request('POST', `/game/${g.gameId}/end`, { token: host });
      fees.add(JSON.stringify(await feeEntries(server, g.gameId)));
    }
    // T = 6 cards x 10 Birr = 6000 santim; commission 20 % = 1200; fee 17.5 % of it = 210.
    expect([...fees]).toEqual([
      JSON.stringify([-startFee({ gameType: 'house', totalStakes: 6000, commissionRate: 2000 })]),
    ]);
    expect(startFee({ gameType: 'house', totalStakes: 6000, commissionRate: 2000 })).toBe(210);
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it('refuses house-only and missing house fields', async () => {
    expect((await start({ ...START, gameType: 'house' })).body.message).toMatch(/houseCardCount/);
    expect((await start({ ...START, gameType: 'house', houseCardCount: 51 })).status).toBe(400);
    expect((await start({ ...START, houseCardCount: 3 })).body.message).toMatch(/house games only/);
  });

  it('multiplierBingo: one stake per card, winners paid stake x multiplier', async () => {
    const stakes = [5, 100, 20, 10];
    const res = await start({
      bettingAmount: stakes,
      cardPaletteNumbers: [21, 22, 23, 24],
      callSpeed: 7000,
      gameType: 'multiplierBingo',
      winningPatterns: ['fullCard'],
    });
    expect(res.status).toBe(200);
    const g = res.body;
    expect(g.bettingAmount).toEqual(stakes);
    expect(g.multiplier).toBeCloseTo(3.2);
    expect(g).toMatchObject({ winningCard: null, payoutToWinner: null, profit: null });
    const { order, plan } = await drawOf(server, g.gameId);
    const idx = [21, 22, 23, 24].indexOf(plan.winningCard!);
    const money = multiplierGame({ stakes: stakes.map((s) => s * 100), commissionRate: 2000, winners: [idx] });
    await setRevealed(server, g.gameId, plan.winningCalls!);
    const won = await claim(g.gameId, plan.winningCard!, order.slice(0, plan.winningCalls!));
    expect(won.body.isWinner).toBe(true);
    expect(Math.round(won.body.payout * 100)).toBe(money.payouts[0]);
    const shown = (await server.request('GET', `/game/${g.gameId}`, { token })).body;
    expect(Math.round(shown.payoutToWinner * 100)).toBe(money.payouts[0]);
    expect(Math.round(shown.profit * 100)).toBe(money.profit);
    expect(await feeEntries(server, g.gameId)).toEqual([
      -startFee({ gameType: 'multiplierBingo', totalStakes: money.totalStakes, commissionRate: 2000 }),
    ]);
    expect((await claim(g.gameId, 30, undefined)).body.message).toMatch(/not in the list of players/);
  });

  it('multiplierBingo validation: stakes from the list, one per card, speeds from its list, 2 cards minimum', async () => {
    const base = { cardPaletteNumbers: [1, 2], callSpeed: 5000, gameType: 'multiplierBingo' };
    expect((await start({ ...base, bettingAmount: [10, 10] })).status).toBe(200);
    for (const [body, message] of [
      [{ ...base, bettingAmount: [10, 11] }, /one of 5, 10/],
      [{ ...base, bettingAmount: [10] }, /one stake per card/],
      [{ ...base, bettingAmount: [10, 10], callSpeed: 3000 }, /callSpeed/],
      [{ ...base, bettingAmount: [10], cardPaletteNumbers: [1] }, /at least 2 cards/],
      [{ ...base, bettingAmount: 10 }, /one stake per card/],
    ] as const) {
      const res = await start(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('free: refused unless a free game is due (the client cannot waive the cut)', async () => {
    const res = await start({ ...START, gameType: 'free' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No free game is due');
  });
});

describe('bad input on every field', () => {
  const cases: [string, unknown, RegExp][] = [
    ['no body fields', {}, /cardPaletteNumbers|callSpeed/],
    ['a string bet', { ...START, bettingAmount: '10' }, /bettingAmount/],
    ['a negative bet', { ...START, bettingAmount: -10 }, /bettingAmount/],
    ['a fractional bet', { ...START, bettingAmount: 10.5 }, /whole number/],
    ['a bet below 10', { ...START, bettingAmount: 9 }, /at least 10/],
    ['a huge bet', { ...START, bettingAmount: 1e12 }, /at most/],
    ['a missing bet', { ...START, bettingAmount: undefined }, /bettingAmount is required/],
    ['0 cards', { ...START, cardPaletteNumbers: [] }, /at least 3 cards/],
    ['2 cards', { ...START, cardPaletteNumbers: [1, 2] }, /at least 3 cards/],
    ['101 cards', { ...START, cardPaletteNumbers: Array.from({ length: 101 }, (_, i) => i + 1) }, /at most 100/],
    ['10,000 cards', { ...START, cardPaletteNumbers: Array.from({ length: 10_000 }, (_, i) => i + 1) }, /at most 100/],
    ['card 0', { ...START, cardPaletteNumbers: [0, 1, 2] }, /from 1 to 100/],
    ['card 101', { ...START, cardPaletteNumbers: [1, 2, 101] }, /from 1 to 100/],
    ['a fractional card', { ...START, cardPaletteNumbers: [1, 2, 2.5] }, /whole number/],
    ['duplicate cards', { ...START, cardPaletteNumbers: [1, 2, 2] }, /repeat/],
    ['cards as a string', { ...START, cardPaletteNumbers: '1,2,3' }, /array/],
    ['an unknown speed', { ...START, callSpeed: 4000 }, /callSpeed must be one of 3000, 5000, 10000/],
    ['a string speed', { ...START, callSpeed: 'fast' }, /callSpeed/],
    ['an unknown game type', { ...START, gameType: 'bonanza' }, /gameType must be one of/],
    ['an unknown pattern', { ...START, winningPatterns: ['any', 'spiral'] }, /Unknown winning pattern: "spiral"/],
    ['patterns as a string', { ...START, winningPatterns: 'any' }, /winningPatterns/],
    ['10,000 patterns', { ...START, winningPatterns: Array.from({ length: 10_000 }, () => 'any') }, /at most 40/],
    ['a string jackpot flag', { ...START, isJackpotGame: 'yes' }, /isJackpotGame/],
    ['a negative house count', { ...START, gameType: 'house', houseCardCount: -1 }, /houseCardCount/],
    [
      '10,000 stakes',
      { ...START, gameType: 'multiplierBingo', bettingAmount: Array.from({ length: 10_000 }, () => 10) },
      /at most 100 stakes/,
    ],
  ];
  it.each(cases)('%s → 400 with a message, nothing created', async (_name, body, message) => {
    const before = await counts(server);
    const res = await start(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await counts(server)).toEqual(before);
  });

  it('an unsigned request gets 401 and an empty wallet 400 "Insufficient balance in wallet", nothing created', async () => {
    expect((await server.request('POST', '/game/start', { body: START })).status).toBe(401);
    const poor = await newHost(server, 'poor-host', 50);
    const before = await counts(server);
    const res = await start(START, poor);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Insufficient balance in wallet');
    expect(await counts(server)).toEqual(before);
    expect(await walletAndLedger(server, 'poor-host')).toMatchObject({ wallet: 50, ledgerSum: 50 });
  });

  it('claims and progress bodies are validated', async () => {
    const g = (await start(START)).body;
    expect(
      (await server.request('POST', `/game/isWinner/${g.gameId}/1`, { token, body: { calledNumbers: 'B5' } })).status,
    ).toBe(400);
    expect(
      (
        await claim(
          g.gameId,
          1,
          Array.from({ length: 10_000 }, () => 'B1'),
        )
      ).body.message,
    ).toMatch(/at most 75/);
    for (const body of [
      { callsRevealed: 76, paused: true },
      { callsRevealed: -1, paused: true },
      { callsRevealed: 3 },
      { callsRevealed: 'x', paused: 1 },
    ]) {
      expect((await server.request('POST', `/game/${g.gameId}/progress`, { token, body })).status).toBe(400);
    }
    expect((await server.request('POST', '/game/not-a-uuid/end', { token })).status).toBe(404);
  });
});

describe('jackpot', () => {
  it('accrues its share of regular games and pays the pool to a jackpot game won within the call limit', async () => {
    const host = await newHost(server, 'jackpot-host', 1_000_000);
    const superToken = await server.login('superadmin', 'demo1234');
    const id = (
      await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'jackpot-host'")
    )[0]!.id;
    const set = await server.graphql(
      'mutation($input: JackpotSettingsInput!) { updateJackpotSettings(input: $input) { amount: amountSantim accrualShare callLimit } }',
      { input: { hostId: id, accrualShare: 0.5, callLimit: 75 } },
      superToken,
    );
    expect(set.body.data.updateJackpotSettings).toEqual({ amount: 0, accrualShare: 0.5, callLimit: 75 });
    const g1 = (await start({ ...START, bettingAmount: 100 }, host)).body;
    const profit = regularGame({ bet: 10_000, cardCount: 3, commissionRate: 2000 }).profit;
    const pool = await server.graphql('{ jackpotPool { amount: amountSantim } }', {}, host);
    expect(pool.body.data.jackpotPool.amount).toBe(Math.floor(profit / 2));
    expect(g1.jackpotAwarded).toBeNull();
    const g2 = (await start({ ...START, isJackpotGame: true }, host)).body;
    expect(g2.jackpotPool).toBe(Math.floor(profit / 2) / 100);
    // Nothing of the jackpot's outcome shows before the win: no award, no history, the pool untouched.
    expect(g2).toMatchObject({ jackpotAwarded: null, payoutToWinner: null });
    expect((await server.request('GET', '/admin/jackpot-history', { token: host })).body).toHaveLength(0);
    const { plan } = await drawOf(server, g2.gameId);
    await setRevealed(server, g2.gameId, plan.winningCalls!);
    expect((await claim(g2.gameId, plan.winningCard!, undefined, host)).body.isWinner).toBe(true);
    const won = (await server.request('GET', `/game/${g2.gameId}`, { token: host })).body;
    expect(won.jackpotAwarded).toBe(Math.floor(profit / 2) / 100);
    expect(won.payoutToWinner).toBe(24 + Math.floor(profit / 2) / 100);
    const history = await server.request('GET', '/admin/jackpot-history', { token: host });
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      payoutToWinner: won.jackpotAwarded,
      winnerCard: plan.winningCard,
      gameId: g2.gameId,
    });
    // The award is the pool as it stood at start; the jackpot game's own accrual (known at start) stays in it.
    const ownAccrual = Math.floor(regularGame({ bet: 1000, cardCount: 3, commissionRate: 2000 }).profit / 2);
    expect(
      (await server.graphql('{ jackpotPool { amount: amountSantim } }', {}, host)).body.data.jackpotPool.amount,
    ).toBe(ownAccrual);
  });
});

describe('lists, cards and time', () => {
  it("GET /admin/myGames pages the host's games; last-games are for super admins and owners in scope", async () => {
    const host = await newHost(server, 'lister', 1_000_000);
    for (let i = 0; i < 23; i++) await start(START, host);
    await endActive(server, host);
    const page1 = await server.request('GET', '/admin/myGames?page=1', { token: host });
    expect(page1.body).toMatchObject({ totalGames: 23, totalPages: 2 });
    expect(page1.body.games).toHaveLength(20);
    expect((await server.request('GET', '/admin/myGames?page=2', { token: host })).body.games).toHaveLength(3);
    expect((await server.request('GET', '/admin/myGames?page=x', { token: host })).status).toBe(400);
    expect(page1.body.games[0]).toMatchObject({
      bettingAmount: 10,
      players: 3,
      status: 'ENDED',
      endReason: 'ABANDONED',
      abandonedAtCall: 0,
      isFreeGame: false,
      commissionRate: 0.2,
    });
    expect((await server.request('GET', '/admin/last-games', { token: host })).status).toBe(403);
    const superToken = await server.login('superadmin', 'demo1234');
    const last = await server.request('GET', '/admin/last-games?limit=200', { token: superToken });
    expect(last.status).toBe(200);
    expect(last.body.length).toBeGreaterThan(23);
    const id = (
      await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'lister'")
    )[0]!.id;
    const mine = await server.request('GET', `/admin/${id}/last-games?limit=10`, { token: superToken });
    expect(mine.body).toHaveLength(10);
    expect(mine.body.every((x: { admin: { username: string } }) => x.admin.username === 'lister')).toBe(true);
  });

  it('GET /card/getCards and /card/{id} on both bases', async () => {
    for (const base of ['', '/v2']) {
      const cards = await server.request('GET', `${base}/card/getCards`, { token });
      expect(cards.body).toHaveLength(100);
      expect(cards.body.map((c: { paletteNumber: number }) => c.paletteNumber)).toEqual(
        Array.from({ length: 100 }, (_, i) => i + 1),
      );
      const one = await server.request('GET', `${base}/card/7`, { token });
      expect(one.body).toEqual(cards.body[6]);
      expect(Object.keys(one.body.numbers)).toEqual(['B', 'I', 'N', 'G', 'O']);
      for (const bad of ['0', '101', 'abc']) {
        const res = await server.request('GET', `${base}/card/${bad}`, { token });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Card not found');
      }
    }
    expect((await server.request('GET', '/card/getCards')).status).toBe(401);
  });

  it('GET /current answers the server time', async () => {
    const res = await server.request('GET', '/current');
    expect(Math.abs(Date.parse(res.body.currentTime) - Date.now())).toBeLessThan(5000);
  });
});
