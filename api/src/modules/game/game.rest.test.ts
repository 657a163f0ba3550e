import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  houseGame,
  multiplierGame,
  parseCalledNumbers,
  platformFee,
  regularGame,
  splitPot,
  verifyDraw,
} from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { counts, feeEntries, newHost, START, walletAndLedger } from '../../../test/helpers/game';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

const start = (body: unknown, t = token) => server.request('POST', '/game/start', { token: t, body });
const claim = (gameId: string, card: number | string, calledNumbers: unknown, t = token) =>
  server.request('POST', `/game/isWinner/${gameId}/${card}`, { token: t, body: { calledNumbers } });

describe('regular game over REST', () => {
  it('starts, debits the fee through the ledger, judges claims before, on and after the winning call, locks losers, ends and recalls', async () => {
    const before = await walletAndLedger(server, 'demo');
    const res = await start({ ...START, cardPaletteNumbers: [5, 6, 7, 8, 9] });
    expect(res.status).toBe(200);
    const g = res.body;
    expect(g).toMatchObject({
      gameType: 'regular',
      houseWin: false,
      commissionRate: 0.2,
      baseAmount: 40,
      totalBonusAmount: 0,
      payoutToWinner: 40,
      isJackpotGame: false,
      jackpotPool: 0,
      seed: null,
    });
    expect(g.calledNumbers).toHaveLength(75);
    expect(g.playingCards.map((c: { paletteNumber: number }) => c.paletteNumber)).toEqual([5, 6, 7, 8, 9]);
    expect(g.playingCards[0].numbers.N[2]).toBe('FREE');
    expect(g.commitment).toMatch(/^[0-9a-f]{64}$/);
    const money = regularGame({ bet: 1000, cardCount: 5, commissionRate: 2000 });
    const fee = platformFee(money.profit);
    expect(await feeEntries(server, g.gameId)).toEqual([-fee]);
    const after = await walletAndLedger(server, 'demo');
    expect(after.wallet).toBe(before.wallet - fee);
    expect(after.wallet).toBe(after.ledgerSum);

    const w = g.winningCalls as number;
    const winner = g.winningCard as number;
    const loser = [5, 6, 7, 8, 9].find((n) => n !== winner)!;
    // Before the winning call the winner is not complete: the check loses and locks the card.
    const early = await claim(g.gameId, loser, g.calledNumbers.slice(0, w - 1));
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ isWinner: false, locked: true, prefixLength: w - 1, payout: 0 });
    expect(early.body.results[0]).toMatchObject({ pattern: 'any', isWinner: false, completedAtCall: null });
    const again = await claim(g.gameId, loser, g.calledNumbers.slice(0, w));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This card has been locked.');
    // On the winning call.
    const on = await claim(g.gameId, winner, g.calledNumbers.slice(0, w));
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ isWinner: true, locked: false, prefixLength: w, payout: 40, winnersOnCall: 1 });
    expect(on.body.results[0]).toMatchObject({
      isWinner: true,
      completedAtCall: w,
      lastCalledNumber: g.calledNumbers[w - 1],
    });
    const twice = await claim(g.gameId, winner, g.calledNumbers.slice(0, w));
    expect(twice.body.message).toBe('This card has already been checked');
    // After the winning call: the pot went to the cards checked on call w.
    const other = [5, 6, 7, 8, 9].find((n) => n !== winner && n !== loser)!;
    const late = await claim(g.gameId, other, g.calledNumbers.slice(0, Math.min(75, w + 1)));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/won on call/);

    const progress = await server.request('POST', `/game/${g.gameId}/progress`, {
      token,
      body: { callsRevealed: w + 2, paused: true },
    });
    expect(progress.body).toMatchObject({ callsRevealed: Math.max(w + 2, w), paused: true, status: 'ACTIVE' });

    const end = await server.request('POST', `/game/${g.gameId}/end`, { token });
    expect(end.status).toBe(200);
    expect(verifyDraw(end.body.seed, g.commitment, g.calledNumbers)).toBe(true);
    const end2 = await server.request('POST', `/v2/game/${g.gameId}/end`, { token });
    expect(end2.body).toEqual(end.body);
    const refused = await claim(g.gameId, other, g.calledNumbers.slice(0, w));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This game has ended');

    const recall = await server.request('GET', `/game/${g.gameId}`, { token });
    expect(recall.body).toMatchObject({
      status: 'ENDED',
      seed: end.body.seed,
      commitment: g.commitment,
      wonAtCall: w,
      profit: money.profit / 100,
      platformFee: fee / 100,
    });
    expect(recall.body.calledNumbers).toEqual(g.calledNumbers);
    expect(recall.body.claims.map((c: { cardNumber: number; result: string }) => [c.cardNumber, c.result])).toEqual([
      [loser, 'LOST'],
      [winner, 'WON'],
    ]);
  });

  it('splits the pot between cards checked on the same call', async () => {
    const res = await start({ ...START, bettingAmount: 11, cardPaletteNumbers: [10, 11, 12, 13, 14, 15, 16] });
    const g = res.body;
    const all = g.calledNumbers; // every card is complete after all 75 calls
    const a = await claim(g.gameId, 10, all);
    const b = await claim(g.gameId, 11, all);
    const c = await claim(g.gameId, 12, all);
    expect([a.body.isWinner, b.body.isWinner, c.body.isWinner]).toEqual([true, true, true]);
    expect(c.body.winnersOnCall).toBe(3);
    const pot = regularGame({ bet: 1100, cardCount: 7, commissionRate: 2000 }).payoutToWinner;
    const shares = splitPot(pot, 3);
    const recall = await server.request('GET', `/game/${g.gameId}`, { token });
    expect(recall.body.claims.map((x: { payout: number }) => Math.round(x.payout * 100))).toEqual(shares);
  });

  it('rejects tampered call lists: reordered, invented, too long, duplicated, not labels', async () => {
    const g = (await start(START)).body;
    const swapped = [g.calledNumbers[1], g.calledNumbers[0], ...g.calledNumbers.slice(2, 10)];
    const invented = [...g.calledNumbers.slice(0, 4), g.calledNumbers[40]];
    for (const calls of [
      swapped,
      invented,
      [...g.calledNumbers, 'B1'],
      [g.calledNumbers[0], g.calledNumbers[0]],
      ['X99'],
      'B5',
      [5],
    ]) {
      const res = await claim(g.gameId, 1, calls);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await server.request('GET', `/game/${g.gameId}`, { token })).body.claims).toEqual([]);
  });

  it('answers the seed messages for cards not in the game and unknown cards', async () => {
    const g = (await start(START)).body;
    const notPlaying = await claim(g.gameId, 50, g.calledNumbers.slice(0, 3));
    expect(notPlaying.status).toBe(400);
    expect(notPlaying.body.message).toBe(
      'Card is not in the list of players. Please check the card number and try again.',
    );
    for (const card of [0, 101, 'abc']) {
      const res = await claim(g.gameId, card, g.calledNumbers.slice(0, 3));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Card not found');
    }
    const unknownGame = await claim('00000000-0000-4000-8000-000000000000', 1, []);
    expect(unknownGame.status).toBe(404);
  });

  it("denies another host's game: claims, progress, end and recall", async () => {
    const g = (await start(START)).body;
    const other = await newHost(server, 'other-host', 100_000);
    expect((await claim(g.gameId, 1, g.calledNumbers.slice(0, 3), other)).status).toBe(404);
    expect((await server.request('POST', `/game/${g.gameId}/end`, { token: other })).status).toBe(404);
    expect(
      (
        await server.request('POST', `/game/${g.gameId}/progress`, {
          token: other,
          body: { callsRevealed: 3, paused: false },
        })
      ).status,
    ).toBe(404);
    expect((await server.request('GET', `/game/${g.gameId}`, { token: other })).status).toBe(404);
    const superToken = await server.login('superadmin', 'demo1234');
    expect((await server.request('GET', `/game/${g.gameId}`, { token: superToken })).status).toBe(200);
    expect((await claim(g.gameId, 1, [], superToken)).status).toBe(403);
    expect((await start(START, superToken)).status).toBe(403);
  });

  it('keeps one active game per host: a new start ends the previous one', async () => {
    const first = (await start(START)).body;
    const second = (await start(START)).body;
    const active = await server.request('GET', '/game/active', { token });
    expect(active.body.game.gameId).toBe(second.gameId);
    const old = await server.request('GET', `/game/${first.gameId}`, { token });
    expect(old.body).toMatchObject({ status: 'ENDED', endReason: 'REPLACED' });
    expect(old.body.seed).toMatch(/^[0-9a-f]{64}$/);
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
      const money = houseGame({
        bet: 1000,
        hallCardCount: hall.length,
        houseCardCount: house,
        commissionRate: 2000,
        houseWin: g.houseWin,
      });
      expect(Math.round(g.profit * 100)).toBe(money.profit);
      expect(Math.round(g.payoutToWinner * 100)).toBe(money.payoutToWinner);
      expect(await feeEntries(server, g.gameId)).toEqual(money.profit > 0 ? [-platformFee(money.profit)] : []);
      seen.add(g.houseWin);
      if (g.houseWin) {
        expect(houseNumbers).toContain(g.winningCard);
        const c = await claim(g.gameId, hall[0]!, g.calledNumbers);
        expect(c.body).toMatchObject({ isWinner: false, locked: true });
        expect((await claim(g.gameId, g.winningCard, g.calledNumbers)).body.message).toBe(
          'Card is not in the list of players. Please check the card number and try again.',
        );
      } else {
        expect(hall).toContain(g.winningCard);
        const c = await claim(g.gameId, g.winningCard, g.calledNumbers.slice(0, g.winningCalls));
        expect(c.body).toMatchObject({ isWinner: true, payout: g.payoutToWinner });
      }
    }
    expect(seen.size).toBeGreaterThan(0);
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
    const idx = [21, 22, 23, 24].indexOf(g.winningCard);
    const money = multiplierGame({ stakes: stakes.map((s) => s * 100), commissionRate: 2000, winners: [idx] });
    const won = await claim(g.gameId, g.winningCard, g.calledNumbers.slice(0, g.winningCalls));
    expect(won.body.isWinner).toBe(true);
    expect(Math.round(won.body.payout * 100)).toBe(money.payouts[0]);
    // Several cards may complete on the same call; each is paid its own stake x multiplier.
    const profit = Math.round(g.profit * 100);
    expect(profit).toBeLessThanOrEqual(money.profit);
    expect(await feeEntries(server, g.gameId)).toEqual(profit > 0 ? [-platformFee(profit)] : []);
    expect((await claim(g.gameId, 30, g.calledNumbers.slice(0, g.winningCalls))).body.message).toMatch(
      /not in the list of players/,
    );
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
    expect((await server.request('POST', `/game/isWinner/${g.gameId}/1`, { token, body: {} })).status).toBe(400);
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
    const profit = Math.round(g1.profit * 100);
    const pool = await server.graphql('{ jackpotPool { amount: amountSantim } }', {}, host);
    expect(pool.body.data.jackpotPool.amount).toBe(Math.floor(profit / 2));
    const g2 = (await start({ ...START, isJackpotGame: true }, host)).body;
    expect(g2.jackpotPool).toBe(Math.floor(profit / 2) / 100);
    expect(g2.jackpotAwarded).toBe(Math.floor(profit / 2) / 100);
    expect(g2.payoutToWinner).toBe(24 + Math.floor(profit / 2) / 100);
    const history = await server.request('GET', '/admin/jackpot-history', { token: host });
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      payoutToWinner: g2.jackpotAwarded,
      winnerCard: g2.winningCard,
      gameId: g2.gameId,
    });
    expect(
      (await server.graphql('{ jackpotPool { amount: amountSantim } }', {}, host)).body.data.jackpotPool.amount,
    ).toBe(0);
    expect(parseCalledNumbers(g2.calledNumbers)).toHaveLength(75);
  });
});

describe('lists, cards and time', () => {
  it("GET /admin/myGames pages the host's games; last-games are for super admins and owners in scope", async () => {
    const host = await newHost(server, 'lister', 1_000_000);
    for (let i = 0; i < 23; i++) await start(START, host);
    const page1 = await server.request('GET', '/admin/myGames?page=1', { token: host });
    expect(page1.body).toMatchObject({ totalGames: 23, totalPages: 2 });
    expect(page1.body.games).toHaveLength(20);
    expect((await server.request('GET', '/admin/myGames?page=2', { token: host })).body.games).toHaveLength(3);
    expect((await server.request('GET', '/admin/myGames?page=x', { token: host })).status).toBe(400);
    expect(page1.body.games[0]).toMatchObject({
      bettingAmount: 10,
      players: 3,
      status: 'ACTIVE',
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
