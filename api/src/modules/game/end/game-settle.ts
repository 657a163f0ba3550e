import type { Tx } from '../../../shared/db/transaction';
import type { PlannedOutcome } from '../game.entity';
import type { GameJackpot } from '../ports/jackpot-port';
import { ABANDONED_SET, ENDED_SET, HOUSE_WIN_SET, writeClaimWinOutcome } from './game-settle.sql';

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Settling writes the public outcome columns once the outcome has happened
 * (docs/fairness.md#nothing-early): until then they stay empty and reports count nothing of it.
 */

/**
 * A winning claim on call `wonAtCall` (inside the claim's transaction, game row locked): the first
 * winner, the payout (multiplierBingo: the winners' shares plus bonuses and award) and the profit,
 * and the jackpot award when the plan has one.
 */
export async function settleClaimWin(
  tx: Tx,
  jackpot: GameJackpot | null,
  game: { gameId: string; hostId: string; gameType: string; totalStakes: number; totalBonusAmount: number },
  plan: PlannedOutcome | null,
  firstWinner: { cardNumber: number; wonAtCall: number },
  paidToWinners: number,
  alreadySettled: boolean,
): Promise<void> {
  if (!plan) return;
  const award = plan.jackpotAwarded;
  let payout = plan.payoutToWinner;
  let base = plan.baseAmount;
  let profit = plan.profit;
  if (game.gameType === 'multiplierBingo') {
    base = paidToWinners;
    payout = paidToWinners + game.totalBonusAmount + award;
    profit = game.totalStakes - payout;
  }
  await writeClaimWinOutcome(tx, game.gameId, firstWinner, { payout, base, profit, award });
  if (!alreadySettled && award > 0 && jackpot) {
    const pool = await jackpot.lockPool(tx, game.hostId);
    await jackpot.settle(tx, {
      hostId: game.hostId,
      gameId: game.gameId,
      poolAfter: Math.max(0, pool.amount - award),
      awarded: award,
      winnerCard: firstWinner.cardNumber,
      completedAtCall: firstWinner.wonAtCall,
      at: new Date(),
    });
  }
}

/**
 * The end's outcome columns (set in the same UPDATE that ends the game): a revealed house win is
 * written; a game nobody won is ABANDONED at call `revealed` (payout and profit 0; the fee stays);
 * a game already won (or from before the clock, without a plan) keeps its settled columns.
 */
export function endSettlement(
  row: { planned_outcome: unknown; won_at_call: number | null },
  revealed: number,
): { set: string; params: unknown[] } {
  if (row.planned_outcome == null || row.won_at_call != null) return { set: ENDED_SET, params: [] };
  const plan = json<PlannedOutcome>(row.planned_outcome as PlannedOutcome);
  if (plan.houseWin && plan.winningCalls != null && revealed >= plan.winningCalls) {
    return {
      set: HOUSE_WIN_SET,
      params: [plan.winningCard, plan.winningCalls, plan.payoutToWinner, plan.baseAmount, plan.profit],
    };
  }
  return {
    set: ABANDONED_SET,
    params: [revealed],
  };
}
