import type { Tx } from '../../shared/db/transaction';
import type { JackpotWinClaim } from '../game';
import { lockJackpotPool, queueSettlement, readPool } from './jackpot.sql';

/**
 * A host's own pool at a winning claim: the award the start planned (one game of a host runs at a
 * time, so nothing else took it meanwhile); the first winning claim records it and lowers the pool.
 */
export async function perHostAward(tx: Tx, claim: JackpotWinClaim): Promise<number> {
  if (!claim.first || claim.planned <= 0) return claim.planned;
  await lockJackpotPool(tx, claim.hostId);
  // The host's own amount, even if its hall was linked since the game started (the game keeps its pool).
  const own = Number((await readPool(tx, claim.hostId))?.amount ?? 0);
  await queueSettlement(tx, {
    hostId: claim.hostId,
    gameId: claim.gameId,
    poolAfter: Math.max(0, own - claim.planned),
    awarded: claim.planned,
    winnerCard: claim.winnerCard,
    completedAtCall: claim.completedAtCall,
    at: claim.at,
  });
  return claim.planned;
}
