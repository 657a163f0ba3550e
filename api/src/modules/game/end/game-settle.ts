import type { Tx } from '../../../shared/db/transaction';
import type { PlannedOutcome } from '../game.entity';
import type { GameJackpot } from '../ports/jackpot-port';
import { executeParameterized } from '../../../shared/db/parameterized';

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
  await executeParameterized(
    tx,
    `update game set winning_card = coalesce(winning_card, ?), winning_calls = coalesce(winning_calls, ?), house_win = false,
            payout_to_winner = ?, base_amount = ?, profit = ?, jackpot_awarded = ? where id = ?`,
    [firstWinner.cardNumber, firstWinner.wonAtCall, payout, base, profit, award, game.gameId],
  );
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
  if (row.planned_outcome == null || row.won_at_call != null) return { set: "end_reason = 'ENDED'", params: [] };
  const plan = json<PlannedOutcome>(row.planned_outcome as PlannedOutcome);
  if (plan.houseWin && plan.winningCalls != null && revealed >= plan.winningCalls) {
    return {
      set: `end_reason = 'ENDED', winning_card = ?, winning_calls = ?, house_win = true,
            payout_to_winner = ?, base_amount = ?, profit = ?, jackpot_awarded = 0`,
      params: [plan.winningCard, plan.winningCalls, plan.payoutToWinner, plan.baseAmount, plan.profit],
    };
  }
  return {
    set: `end_reason = 'ABANDONED', abandoned_at_call = ?, winning_card = null, winning_calls = null, house_win = false,
          payout_to_winner = 0, base_amount = 0, profit = 0, jackpot_awarded = 0`,
    params: [revealed],
  };
}
