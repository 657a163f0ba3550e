/**
 * The prize on offer, known at start: the pot less the house's cut, plus a free game's give-back
 * and the bonuses (santim). Never the draw's outcome: the caller and the room display show it
 * before anyone has won (docs/fairness.md#nothing-early).
 */
export function offeredPrize(g: {
  totalStakes: number;
  /** The host's commission as a fraction (0.2 = 20 %). */
  commissionRate: number;
  freeAmount: number;
  totalBonusAmount: number;
}): number {
  const bp = Math.round(g.commissionRate * 10_000);
  return g.totalStakes - Math.floor((g.totalStakes * bp) / 10_000) + g.freeAmount + g.totalBonusAmount;
}
