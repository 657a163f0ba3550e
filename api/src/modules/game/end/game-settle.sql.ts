import type { Tx } from '../../../shared/db/transaction';
import { queueWrite } from '../../../shared/db/batch';

/** The SQL of settling a game's public outcome columns (game-settle.ts). */

/**
 * A winning claim's outcome, written in the claim's transaction (game row locked), queued for its
 * last statement (shared/db/batch.ts).
 */
export async function writeClaimWinOutcome(
  tx: Tx,
  gameId: string,
  firstWinner: { cardNumber: number; wonAtCall: number },
  money: { payout: number; base: number; profit: number; award: number },
): Promise<void> {
  const { payout, base, profit, award } = money;
  await queueWrite(
    tx,
    `update game set winning_card = coalesce(winning_card, ?), winning_calls = coalesce(winning_calls, ?), house_win = false,
            payout_to_winner = ?, base_amount = ?, profit = ?, jackpot_awarded = ? where id = ?`,
    [firstWinner.cardNumber, firstWinner.wonAtCall, payout, base, profit, award, gameId],
  );
}

/** The end's SET when the game was won before (or has no plan): its settled columns stay. */
export const ENDED_SET = "end_reason = 'ENDED'";

/** The end's SET of a revealed house win; parameters: card, calls, payout, base amount, profit. */
export const HOUSE_WIN_SET = `end_reason = 'ENDED', winning_card = ?, winning_calls = ?, house_win = true,
            payout_to_winner = ?, base_amount = ?, profit = ?, jackpot_awarded = 0`;

/** The end's SET of a game nobody won; parameter: the calls revealed. */
export const ABANDONED_SET = `end_reason = 'ABANDONED', abandoned_at_call = ?, winning_card = null, winning_calls = null, house_win = false,
          payout_to_winner = 0, base_amount = 0, profit = 0, jackpot_awarded = 0`;
