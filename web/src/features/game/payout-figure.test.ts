import { describe, expect, it } from 'vitest';
import { payoutFigure } from './payout-figure';

// 10 cards of 20 Birr at 20 % commission: 200 Birr of stakes, 160 Birr to the winner.
const GAME = { totalStakes: 20_000, commissionRate: 0.2, freeAmount: 0, totalBonusAmount: 0, baseAmount: null };

describe('payoutFigure', () => {
  it('offers the whole pot while nobody has won, to the santim', () => {
    expect(payoutFigure({ ...GAME, totalStakes: 20_050 }, [])).toEqual({
      pot: 16_040,
      stakes: 16_040,
      bonus: 0,
      free: 0,
      call: null,
      shares: [16_040],
    });
  });

  it('adds a bonus and a free-game share and names each part', () => {
    const f = payoutFigure({ ...GAME, totalBonusAmount: 2_555, freeAmount: 1_000 }, []);
    expect(f).toMatchObject({ pot: 19_555, stakes: 16_000, bonus: 2_555, free: 1_000 });
    expect(f.stakes + f.bonus + f.free).toBe(f.pot);
  });

  it("reads the server's base payout once the game is won", () => {
    const f = payoutFigure({ ...GAME, totalBonusAmount: 500, freeAmount: 300, baseAmount: 16_300 }, [{ call: 20 }]);
    expect(f).toMatchObject({ stakes: 16_000, bonus: 500, free: 300, call: 20, shares: [16_800] });
  });

  it('splits the pot between the winners on the winning call only, leftover santim to the first checked', () => {
    const pot = payoutFigure(GAME, []).pot;
    expect(payoutFigure(GAME, [{ call: 31 }, { call: 31 }]).shares).toEqual([pot / 2, pot / 2]);
    // 160.01 Birr between three: 53.34, 53.34, 53.33 (never rounded to whole Birr).
    const odd = { ...GAME, totalStakes: 20_000, totalBonusAmount: 1 };
    expect(payoutFigure(odd, [{ call: 9 }, { call: 9 }, { call: 9 }]).shares).toEqual([5334, 5334, 5333]);
    // A later "winner" on another call does not share (the server refuses it).
    expect(payoutFigure(GAME, [{ call: 12 }, { call: 14 }]).shares).toEqual([pot]);
  });
});
