import type { EventBus } from '../../shared/events/event-bus';
import type { Tx } from '../../shared/db/transaction';
import { accountChain, appendAudit } from '../audit';
import { hostTopic, type JackpotSettlement, type JackpotWinClaim } from '../game';
import { linkedJackpotTopic, LINKED_JACKPOT_TAKEN_KIND } from './linked-jackpot-topic';
import {
  entryOf,
  insertMiss,
  poolById,
  queueLinkedEntry,
  takePool,
  winnerOfRound,
  wonByGame,
} from './linked-jackpot.sql';

/**
 * A linked game's start (docs/games-and-money.md#linked-jackpot): its share goes to the pool and
 * its entry (pool, round, amount) is recorded, both queued for the start's last statement, with an
 * audit entry in the host's own chain (no lock shared with other halls but the pool row's, held
 * only by that last statement). The pool's displays hear of it once the start commits.
 */
export async function settleLinkedStart(
  tx: Tx,
  bus: EventBus,
  s: JackpotSettlement,
  linked: { poolId: string; round: number },
): Promise<void> {
  const amount = s.added ?? 0;
  await queueLinkedEntry(tx, { ...linked, gameId: s.gameId, hostId: s.hostId, amount, at: s.at });
  if (amount > 0) {
    await appendAudit(tx, {
      actorId: s.hostId,
      action: 'jackpot.linked.add',
      subjectType: 'game',
      subjectId: s.gameId,
      chain: accountChain(s.hostId),
      data: { poolId: linked.poolId, round: linked.round, amount },
    });
    await bus.publish({ topic: linkedJackpotTopic(linked.poolId), kind: 'JACKPOT' }, tx);
  }
}

/**
 * A winning claim of a game that started linked (null: it did not; the host's own pool decides).
 * The pool row is locked, so of wins at the same instant in several halls one takes the pool and
 * the others wait, then find the round moved on: each of those is recorded as a miss, paid 0, and
 * its hall is told. The first win of a round takes everything the pool holds, which starts again
 * from 0; later winners of the same game (same call) learn the game's award.
 */
export async function linkedAward(tx: Tx, bus: EventBus, claim: JackpotWinClaim): Promise<number | null> {
  const entry = await entryOf(tx, claim.gameId);
  if (!entry) return null;
  if (!claim.first) return wonByGame(tx, claim.gameId);
  const pool = await poolById(tx, entry.pool_id, true);
  if (!pool) return 0;
  const facts = {
    poolId: pool.id,
    round: Number(entry.round),
    hostId: claim.hostId,
    gameId: claim.gameId,
    winnerCard: claim.winnerCard,
    completedAtCall: claim.completedAtCall,
    at: claim.at,
  };
  const amount = Number(pool.amount);
  if (Number(pool.round) === facts.round) {
    if (amount <= 0) return 0;
    await takePool(tx, { ...facts, amount });
    await appendAudit(tx, {
      actorId: claim.hostId,
      action: 'jackpot.linked.win',
      subjectType: 'game',
      subjectId: claim.gameId,
      chain: accountChain(claim.hostId),
      data: { poolId: pool.id, round: facts.round, amount, winnerCard: claim.winnerCard },
    });
    await bus.publish({ topic: linkedJackpotTopic(pool.id), kind: 'JACKPOT' }, tx);
    return amount;
  }
  await insertMiss(tx, facts);
  const wonBy = await winnerOfRound(tx, pool.id, facts.round);
  await appendAudit(tx, {
    actorId: claim.hostId,
    action: 'jackpot.linked.taken',
    subjectType: 'game',
    subjectId: claim.gameId,
    chain: accountChain(claim.hostId),
    data: { poolId: pool.id, round: facts.round, wonByHostId: wonBy },
  });
  await bus.publish({ topic: hostTopic(claim.hostId), kind: LINKED_JACKPOT_TAKEN_KIND }, tx);
  return 0;
}
