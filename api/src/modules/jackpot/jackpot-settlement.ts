import type { GameJackpot } from '../game';
import { jackpotPoolRead, lockJackpotPool, queueSettlement } from './jackpot.sql';

/** The jackpot side of a game start (the game module's GameJackpot port), on the jackpot tables. */
export const gameJackpot: GameJackpot = {
  lockPool: lockJackpotPool,
  poolRead: jackpotPoolRead,
  settle: queueSettlement,
};
