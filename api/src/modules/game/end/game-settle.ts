import type { Tx } from '../../../shared/db/transaction';
import type { PlannedOutcome } from '../game.entity';
import type { GameJackpot } from '../ports/jackpot-port';
import type { CashOutAtEnd } from '../ports/till-port';
import { ABANDONED_SET, ENDED_SET, HOUSE_WIN_SET, writeClaimWinOutcome } from './game-settle.sql';

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Settling writes the public outcome columns once the outcome has happened
 * (docs/fairness.md#nothing-early): until then they stay empty and reports count nothing of it.
 */

/**
 * The jackpot award of a winning claim (inside the claim's transaction, game row locked): the
 * planned one, unless the game qualified for its pool; then the jackpot port settles and answers
 * it (a linked pool's first qualifying win of a round takes it, a later one gets 0).
 */
export function awardAtWin(
  tx: Tx,
  jackpot: GameJackpot | null,
  game: { gameId: string; hostId: string },
  plan: PlannedOutcome | null,
  win: { cardNumber: number; wonAtCall: number; first: boolean },
): Promise<number> {
  if (!plan) return Promise.resolve(0);
  if (!jackpot || !(plan.jackpotQualifies || plan.jackpotAwarded > 0)) return Promise.resolve(plan.jackpotAwarded);
  return jackpot.awardWin(tx, {
    hostId: game.hostId,
    gameId: game.gameId,
    planned: plan.jackpotAwarded,
    first: win.first,
    winnerCard: win.cardNumber,
    completedAtCall: win.wonAtCall,
    at: new Date(),
  });
}

/**
 * A winning claim on call `wonAtCall` (inside the claim's transaction, game row locked): the first
 * winner, the payout (multiplierBingo: the winners' shares plus bonuses and award) and the profit,
 * with the jackpot `award` (awardAtWin) in place of the planned one.
 */
export async function settleClaimWin(
  tx: Tx,
  game: { gameId: string; gameType: string; totalStakes: number; totalBonusAmount: number },
  plan: PlannedOutcome | null,
  firstWinner: { cardNumber: number; wonAtCall: number },
  paidToWinners: number,
  award: number,
): Promise<void> {
  if (!plan) return;
  let payout = plan.payoutToWinner - plan.jackpotAwarded + award;
  let base = plan.baseAmount;
  let profit = plan.profit + plan.jackpotAwarded - award;
  if (game.gameType === 'multiplierBingo') {
    base = paidToWinners;
    payout = paidToWinners + game.totalBonusAmount + award;
    profit = game.totalStakes - payout;
  }
  await writeClaimWinOutcome(tx, game.gameId, firstWinner, { payout, base, profit, award });
}

/**
 * The end's outcome columns (set in the same UPDATE that ends the game): a revealed house win is
 * written; a game nobody won is ABANDONED at call `revealed` (payout and profit 0; the fee stays);
 * a game already won (or from before the clock, without a plan) keeps its settled columns.
 */
export function endSettlement(
  row: { planned_outcome: unknown; won_at_call: number | null },
  revealed: number,
): { kind: 'KEPT' | 'HOUSE_WIN' | 'ABANDONED'; set: string; params: unknown[] } {
  if (row.planned_outcome == null || row.won_at_call != null) return { kind: 'KEPT', set: ENDED_SET, params: [] };
  const plan = json<PlannedOutcome>(row.planned_outcome as PlannedOutcome);
  if (plan.houseWin && plan.winningCalls != null && revealed >= plan.winningCalls) {
    return {
      kind: 'HOUSE_WIN',
      set: HOUSE_WIN_SET,
      params: [plan.winningCard, plan.winningCalls, plan.payoutToWinner, plan.baseAmount, plan.profit],
    };
  }
  return { kind: 'ABANDONED', set: ABANDONED_SET, params: [revealed] };
}

/**
 * What the ended game paid out in cash (docs/games-and-money.md#the-till): a hall card's win its
 * payout, with the platform's free and bonus amounts; a house win or a game nobody won nothing.
 * `row`: the outcome columns as they stood before the end (a won game's are final);
 * `settlement`: what the end wrote over them (endSettlement).
 */
export function endCashOut(
  row: {
    house_win: boolean;
    winning_card: number | null;
    payout_to_winner: string | number;
    free_amount: string | number;
    total_bonus_amount: string | number;
  },
  settlement: { kind: 'KEPT' | 'HOUSE_WIN' | 'ABANDONED' },
): CashOutAtEnd {
  const hallWin = settlement.kind === 'KEPT' && !row.house_win && row.winning_card != null;
  return hallWin
    ? { cashOut: Number(row.payout_to_winner), free: Number(row.free_amount), bonus: Number(row.total_bonus_amount) }
    : { cashOut: 0, free: 0, bonus: 0 };
}
