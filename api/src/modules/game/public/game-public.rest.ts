import { santimToBirr } from '@bingo/core';
import type { PublicGameView } from './game-public';

const birrOrNull = (v: number | null) => (v === null ? null : santimToBirr(v));

/** GET /api/public/games/{ref}: the public view with Birr amounts, as every REST answer has them. */
export function restPublicGame(g: PublicGameView) {
  return {
    ...g,
    _id: g.gameId,
    bettingAmount: birrOrNull(g.bettingAmount),
    payoutToWinner: birrOrNull(g.payoutToWinner),
    jackpotAwarded: birrOrNull(g.jackpotAwarded),
    claims: g.claims?.map((c) => ({ ...c, payout: santimToBirr(c.payout) })) ?? null,
  };
}
