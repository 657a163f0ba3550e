import {
  type CardGameResult,
  freeGame,
  type GameMoney,
  houseGame,
  houseGameOutcome,
  multiplierGame,
  regularGame,
} from '@bingo/core';
import type { GameType } from '../game.entity';
import type { StartPlan } from './game-start-plan';

/** What the draw decides (stored as the plan only, docs/fairness.md#nothing-early). */
export interface StartOutcome {
  houseWin: boolean;
  winningCard: number | null;
  winningCalls: number | null;
}

export type StartMoney = GameMoney & { freeAmount?: number; multiplierBp?: number };

/** The first completion among cards: the call and every card completing on it (in the given order). */
function firstCompletion(results: readonly CardGameResult[]): { call: number | null; cards: number[] } {
  let call: number | null = null;
  for (const r of results) {
    const t = r.earliest?.completedAtCall;
    if (t != null && (call === null || t < call)) call = t;
  }
  return {
    call,
    cards: call === null ? [] : results.filter((r) => r.earliest?.completedAtCall === call).map((r) => r.paletteNumber),
  };
}

/**
 * A starting game's outcome and money by its type, from the cards' earliest completions on the
 * draw (core rules only: nothing read or written). `gameType` is the plan's, or 'free' when a free
 * game is due; `freeShareBp` is that free game's share.
 */
export function startOutcome(args: {
  gameType: GameType;
  plan: StartPlan;
  hallResults: readonly CardGameResult[];
  houseResults: readonly CardGameResult[];
  commissionRateBp: number;
  freeShareBp: number | undefined;
}): { outcome: StartOutcome; money: StartMoney } {
  const { plan, hallResults, commissionRateBp: r } = args;
  const hallFirst = firstCompletion(hallResults);
  const outcome = { houseWin: false, winningCard: hallFirst.cards[0] ?? null, winningCalls: hallFirst.call };
  const cardCount = plan.cardNumbers.length;
  switch (args.gameType) {
    case 'regular':
      return { outcome, money: regularGame({ bet: plan.betSantim!, cardCount, commissionRate: r }) };
    case 'free':
      return {
        outcome,
        money: freeGame({ bet: plan.betSantim!, cardCount, commissionRate: r, freeShare: args.freeShareBp }),
      };
    case 'house': {
      const house = houseGameOutcome(hallResults, args.houseResults);
      const money = houseGame({
        bet: plan.betSantim!,
        hallCardCount: cardCount,
        houseCardCount: args.houseResults.length,
        commissionRate: r,
        houseWin: house.houseWin,
      });
      return { outcome: house, money };
    }
    case 'multiplierBingo': {
      const winners = hallFirst.cards.map((n) => plan.cardNumbers.indexOf(n));
      return { outcome, money: multiplierGame({ stakes: plan.stakes, commissionRate: r, winners }) };
    }
  }
}
