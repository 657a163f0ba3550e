import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import {
  freeGame,
  houseGame,
  jackpotAccrual,
  jackpotAward,
  multiplierGame,
  platformFee,
  startFee,
  regularGame,
  splitPot,
  totalStakes,
  withBonuses,
} from './payout';

const rateArb = fc.integer({ min: 4, max: 18 }).map((k) => k * 500);
const betArb = fc.integer({ min: 0, max: 1_000_000 });
const cardsArb = fc.integer({ min: 0, max: 100 });

describe('regularGame', () => {
  it('matches DESIGN: 10 Birr x 20 cards at 20 % pays 160 Birr and keeps 40', () => {
    expect(regularGame({ bet: 1000, cardCount: 20, commissionRate: 2000 })).toEqual({
      totalStakes: 20_000,
      payoutToWinner: 16_000,
      profit: 4000,
    });
  });

  it('payout + profit + fee bookkeeping add up to the stakes exactly', () => {
    fc.assert(
      fc.property(
        betArb,
        cardsArb,
        rateArb,
        fc.integer({ min: 0, max: 10_000 }),
        (bet, cardCount, commissionRate, share) => {
          const g = regularGame({ bet, cardCount, commissionRate });
          expect(g.totalStakes).toBe(bet * cardCount);
          expect(g.profit).toBe(Math.floor((g.totalStakes * commissionRate) / 10_000));
          expect(g.payoutToWinner + g.profit).toBe(g.totalStakes);
          const fee = platformFee(g.profit, share);
          const hostNet = g.profit - fee;
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(hostNet).toBeGreaterThanOrEqual(0);
          expect(g.payoutToWinner + hostNet + fee).toBe(g.totalStakes);
        },
      ),
    );
  });

  it('rounds the profit down to the santim, the remainder going to the winner', () => {
    expect(regularGame({ bet: 333, cardCount: 3, commissionRate: 2500 })).toEqual({
      totalStakes: 999,
      profit: 249,
      payoutToWinner: 750,
    });
  });

  it('rejects bad money and rates', () => {
    expectRuleError(() => regularGame({ bet: -100, cardCount: 3, commissionRate: 2000 }), 'INVALID_AMOUNT', 'Bet');
    expectRuleError(() => regularGame({ bet: 10.5, cardCount: 3, commissionRate: 2000 }), 'INVALID_AMOUNT', 'Bet');
    expectRuleError(() => regularGame({ bet: 1000, cardCount: 2.5, commissionRate: 2000 }), 'INVALID_COUNT');
    expectRuleError(() => regularGame({ bet: 1000, cardCount: 3, commissionRate: 0.2 }), 'INVALID_RATE');
    expectRuleError(() => regularGame({ bet: 1000, cardCount: 3, commissionRate: 2100 }), 'INVALID_RATE');
    expectRuleError(() => totalStakes(Number.MAX_SAFE_INTEGER, 3), 'INVALID_AMOUNT');
  });
});

describe('freeGame', () => {
  it('waives the house cut by default: profit 0, the whole pot paid out', () => {
    fc.assert(
      fc.property(betArb, cardsArb, rateArb, (bet, cardCount, commissionRate) => {
        const g = freeGame({ bet, cardCount, commissionRate });
        expect(g.profit).toBe(0);
        expect(g.payoutToWinner).toBe(g.totalStakes);
      }),
    );
  });

  it('pays T(1 - r) + T x freeShare and keeps T x r - T x freeShare', () => {
    expect(freeGame({ bet: 1000, cardCount: 10, commissionRate: 3000, freeShare: 1000 })).toEqual({
      totalStakes: 10_000,
      payoutToWinner: 8000,
      profit: 2000,
      freeAmount: 1000,
    });
    fc.assert(
      fc.property(
        betArb,
        cardsArb,
        rateArb,
        fc.integer({ min: 0, max: 10_000 }),
        (bet, cardCount, commissionRate, freeShare) => {
          const g = freeGame({ bet, cardCount, commissionRate, freeShare });
          expect(g.payoutToWinner + g.profit).toBe(g.totalStakes);
        },
      ),
    );
    expectRuleError(
      () => freeGame({ bet: 1000, cardCount: 10, commissionRate: 3000, freeShare: 10_001 }),
      'INVALID_RATE',
      'Free share',
    );
  });
});

describe('houseGame', () => {
  it('house win keeps every hall stake; hall win pays the whole pot less the cut', () => {
    const args = { bet: 1000, hallCardCount: 5, houseCardCount: 15, commissionRate: 2000 };
    expect(houseGame({ ...args, houseWin: true })).toMatchObject({
      totalStakes: 20_000,
      hallStakes: 5000,
      profit: 5000,
    });
    expect(houseGame({ ...args, houseWin: false })).toMatchObject({ payoutToWinner: 16_000, profit: -11_000 });
  });

  it('balances what the hall collected against payout and profit', () => {
    fc.assert(
      fc.property(
        betArb,
        cardsArb,
        cardsArb,
        rateArb,
        fc.boolean(),
        (bet, hallCardCount, houseCardCount, commissionRate, houseWin) => {
          const g = houseGame({ bet, hallCardCount, houseCardCount, commissionRate, houseWin });
          expect(g.totalStakes).toBe(bet * (hallCardCount + houseCardCount));
          expect(g.profit + (houseWin ? 0 : g.payoutToWinner)).toBe(g.hallStakes);
        },
      ),
    );
  });
});

describe('multiplierGame', () => {
  it('pays the winning stake times N(1 - r)', () => {
    const stakes = [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 10_000];
    const high = multiplierGame({ stakes, commissionRate: 2000, winners: [9] });
    expect(high).toMatchObject({
      totalStakes: 19_000,
      multiplierBp: 80_000,
      multiplier: 8,
      payouts: [80_000],
      payoutToWinner: 80_000,
      profit: -61_000,
    });
    const low = multiplierGame({ stakes, commissionRate: 2000, winners: [0] });
    expect(low).toMatchObject({ payoutToWinner: 8000, profit: 11_000 });
    expect(multiplierGame({ stakes, commissionRate: 2000, winners: [] })).toMatchObject({
      payoutToWinner: 0,
      profit: 19_000,
    });
  });

  it('balances stakes, payouts and profit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 500, max: 10_000 }), { minLength: 2, maxLength: 100 }),
        rateArb,
        fc.nat(),
        (stakes, commissionRate, w) => {
          const g = multiplierGame({ stakes, commissionRate, winners: [w % stakes.length] });
          expect(g.payoutToWinner + g.profit).toBe(g.totalStakes);
          expect(g.payoutToWinner).toBe(
            Math.floor((stakes[w % stakes.length]! * stakes.length * (10_000 - commissionRate)) / 10_000),
          );
        },
      ),
    );
  });

  it('rejects stakes outside 5-100 Birr and bad winners', () => {
    expectRuleError(
      () => multiplierGame({ stakes: [1000, 400], commissionRate: 2000, winners: [] }),
      'INVALID_STAKE',
      'Stake 2',
    );
    expectRuleError(
      () => multiplierGame({ stakes: [1000, 10_001], commissionRate: 2000, winners: [] }),
      'INVALID_STAKE',
    );
    expectRuleError(() => multiplierGame({ stakes: [], commissionRate: 2000, winners: [] }), 'INVALID_STAKE');
    expectRuleError(
      () => multiplierGame({ stakes: [1000, 1000], commissionRate: 2000, winners: [2] }),
      'INVALID_WINNERS',
    );
    expectRuleError(
      () => multiplierGame({ stakes: [1000, 1000], commissionRate: 2000, winners: [1, 1] }),
      'INVALID_WINNERS',
    );
  });
});

describe('bonuses, platform fee and jackpot', () => {
  it('a bonus raises the payout and lowers the profit by the same amount', () => {
    const g = withBonuses(regularGame({ bet: 1000, cardCount: 10, commissionRate: 2000 }), [500, 250]);
    expect(g).toEqual({
      totalStakes: 10_000,
      baseAmount: 8000,
      totalBonusAmount: 750,
      payoutToWinner: 8750,
      profit: 1250,
    });
    expectRuleError(() => withBonuses(g, [-1]), 'INVALID_AMOUNT', 'Bonus 1');
  });

  it('platform fee is 17.5 % of the profit by default and nothing on a loss', () => {
    expect(platformFee(10_000)).toBe(1750);
    expect(platformFee(999)).toBe(174);
    expect(platformFee(-5000)).toBe(0);
    expectRuleError(() => platformFee(1.5), 'INVALID_AMOUNT');
    expectRuleError(() => platformFee(100, 10_001), 'INVALID_RATE');
  });

  it('start fee comes from the stakes, the commission and the platform share alone', () => {
    // 10,000 santim at 20 %: commission 2000, fee 17.5 % of it = 350, whatever the outcome.
    expect(startFee({ gameType: 'regular', totalStakes: 10_000, commissionRate: 2000 })).toBe(350);
    expect(startFee({ gameType: 'house', totalStakes: 10_000, commissionRate: 2000 })).toBe(350);
    expect(startFee({ gameType: 'multiplierBingo', totalStakes: 10_000, commissionRate: 2000 })).toBe(350);
    // A free game pays on its planned profit: commission less the free share, nothing when not positive.
    expect(startFee({ gameType: 'free', totalStakes: 10_000, commissionRate: 3000, freeShare: 2000 })).toBe(175);
    expect(startFee({ gameType: 'free', totalStakes: 10_000, commissionRate: 2000 })).toBe(0);
  });

  it('jackpot pool accrues its share of profits and pays out within the call limit', () => {
    expect(jackpotAccrual(4000)).toBe(0);
    expect(jackpotAccrual(4000, 1000)).toBe(400);
    expect(jackpotAccrual(-4000, 1000)).toBe(0);
    expect(jackpotAward({ pool: 50_000, isJackpotGame: true, completedAtCall: 50 })).toEqual({
      awarded: 50_000,
      poolAfter: 0,
      qualifies: true,
    });
    expect(jackpotAward({ pool: 50_000, isJackpotGame: true, completedAtCall: 51 })).toEqual({
      awarded: 0,
      poolAfter: 50_000,
      qualifies: false,
    });
    expect(jackpotAward({ pool: 50_000, isJackpotGame: false, completedAtCall: 10 })).toEqual({
      awarded: 0,
      poolAfter: 50_000,
      qualifies: false,
    });
    expect(jackpotAward({ pool: 50_000, isJackpotGame: true, completedAtCall: 30, callLimit: 30 })).toEqual({
      awarded: 50_000,
      poolAfter: 0,
      qualifies: true,
    });
    // An empty pool: the game still qualifies (a linked pool decides its award at the win).
    expect(jackpotAward({ pool: 0, isJackpotGame: true, completedAtCall: 5 }).qualifies).toBe(true);
    expectRuleError(() => jackpotAward({ pool: -1, isJackpotGame: true, completedAtCall: 10 }), 'INVALID_AMOUNT');
    expectRuleError(
      () => jackpotAward({ pool: 1, isJackpotGame: true, completedAtCall: 10, callLimit: 0 }),
      'INVALID_CALL_LIMIT',
    );
  });
});

describe('splitPot', () => {
  it('splits evenly, first winners in order taking the leftover santim', () => {
    expect(splitPot(1000, 3)).toEqual([334, 333, 333]);
    expect(splitPot(1001, ['card 7', 'card 3', 'card 9'])).toEqual([334, 334, 333]);
    expect(splitPot(0, 2)).toEqual([0, 0]);
  });

  it('always sums to the pot with shares at most 1 santim apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 100 }), (total, n) => {
        const shares = splitPot(total, n);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }),
    );
  });

  it('rejects bad pots and winner counts', () => {
    expectRuleError(() => splitPot(-1, 2), 'INVALID_AMOUNT', 'Pot');
    expectRuleError(() => splitPot(10.5, 2), 'INVALID_AMOUNT');
    expectRuleError(() => splitPot(100, 0), 'INVALID_WINNERS');
    expectRuleError(() => splitPot(100, []), 'INVALID_WINNERS');
  });
});
