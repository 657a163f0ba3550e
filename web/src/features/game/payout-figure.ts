import { offeredPrize, splitPot } from '@bingo/core';

/** What the payout banner needs of the game (the caller's activeGame query; santim). */
export interface PayoutGame {
  totalStakes: number;
  commissionRate: number;
  freeAmount: number;
  totalBonusAmount: number;
  /** The payout before bonuses; null until the win. */
  baseAmount?: number | null;
}

export interface PayoutFigure {
  /** The whole prize: the stakes' share, bonuses and the free-game share. */
  pot: number;
  stakes: number;
  bonus: number;
  free: number;
  /** The call the pot was won on, or null while nobody has won. */
  call: number | null;
  /** Each winner's share on that call, in the order checked (the pot alone while nobody has won). */
  shares: number[];
}

/**
 * The one payout figure of the caller (docs/games-and-money.md#payouts): the pot is the stakes less
 * the commission, plus bonuses and the free-game share; winning cards checked on the winning call
 * share it, the first ones taking the leftover santim (core's splitPot, as the server pays).
 */
export function payoutFigure(game: PayoutGame, winners: readonly { call: number }[]): PayoutFigure {
  const pot = offeredPrize(game);
  const bonus = game.totalBonusAmount;
  const free = game.freeAmount;
  // The server's base payout once settled; before, the same figure from the pot.
  const stakes = (game.baseAmount ?? pot - bonus) - free;
  if (winners.length === 0) return { pot, stakes, bonus, free, call: null, shares: [pot] };
  const call = Math.min(...winners.map((w) => w.call));
  const onCall = winners.filter((w) => w.call === call).length;
  return { pot, stakes, bonus, free, call, shares: splitPot(pot, onCall) };
}
