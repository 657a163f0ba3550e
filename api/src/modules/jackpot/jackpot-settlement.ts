import type { EventBus } from '../../shared/events/event-bus';
import type { GameJackpot } from '../game';
import { jackpotPoolRead, lockJackpotPool, queueSettlement } from './jackpot.sql';
import { linkedAward, settleLinkedStart } from './linked-jackpot-settlement';
import { perHostAward } from './jackpot-award';

/**
 * The jackpot side of a game (the game module's GameJackpot port), on the jackpot tables: a host's
 * own pool, or the linked pool its hall is in (docs/games-and-money.md#linked-jackpot).
 */
export function gameJackpot(bus: EventBus): GameJackpot {
  return {
    lockPool: lockJackpotPool,
    poolRead: jackpotPoolRead,
    settle: (tx, s) => (s.pool?.linked ? settleLinkedStart(tx, bus, s, s.pool.linked) : queueSettlement(tx, s)),
    awardWin: async (tx, claim) => (await linkedAward(tx, bus, claim)) ?? perHostAward(tx, claim),
  };
}
