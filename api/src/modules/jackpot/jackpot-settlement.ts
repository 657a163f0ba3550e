import type { Tx } from '../../shared/db/transaction';
import type { GameJackpot, JackpotSettlement } from '../game';
import { jackpotPoolRead, lockJackpotPool } from './jackpot.service';
import { queueWrite } from '../../shared/db/batch';

/** The jackpot side of a game start (the game module's GameJackpot port), on the jackpot tables. */
export const gameJackpot: GameJackpot = {
  lockPool: lockJackpotPool,
  poolRead: jackpotPoolRead,
  async settle(tx: Tx, s: JackpotSettlement): Promise<void> {
    await queueWrite(tx, 'update jackpot_pool set amount = ?, updated_at = ? where host_id = ?', [
      s.poolAfter,
      s.at,
      s.hostId,
    ]);
    if (s.awarded > 0) {
      await queueWrite(
        tx,
        'insert into jackpot_win (host_id, game_id, amount, winner_card, completed_at_call, created_at) values (?, ?, ?, ?, ?, ?)',
        [s.hostId, s.gameId, s.awarded, s.winnerCard, s.completedAtCall, s.at],
      );
    }
  },
};
