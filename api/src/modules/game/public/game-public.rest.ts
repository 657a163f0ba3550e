import { santimToBirr } from '@bingo/core';
import type { PublicGameView } from './game-public';

const birrOrNull = (v: number | null) => (v === null ? null : santimToBirr(v));

/**
 * GET /api/public/games/{ref}: the public view with Birr amounts, as every REST answer has them.
 * Its fields stay those it had: what was added later (missed claims, the pause's reason) is
 * GraphQL's `publicGame` only.
 */
export function restPublicGame(view: PublicGameView) {
  const { missedClaims: _missed, pauseReason: _reason, ...g } = view;
  return {
    ...g,
    _id: g.gameId,
    bettingAmount: birrOrNull(g.bettingAmount),
    payoutToWinner: birrOrNull(g.payoutToWinner),
    jackpotAwarded: birrOrNull(g.jackpotAwarded),
    claims: g.claims?.map((c) => ({ ...c, payout: santimToBirr(c.payout) })) ?? null,
  };
}
