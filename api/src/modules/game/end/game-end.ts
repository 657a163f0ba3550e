import { GAME_NOT_FOUND, readClock } from '@bingo/core';
import { auditedTransaction, type Tx } from '../../../shared/db/transaction';
import type { Orm } from '../../../shared/db/orm';
import { AppError } from '../../../shared/errors/app-error';
import type { Actor } from '../../../shared/auth/actor';
import { isUuid } from '../../../shared/validation/ids';
import { accountChain, chainHeadsRead, useLockedHeads } from '../../audit';
import { lockGameToEnd, queueEnd, readForEnd } from './game-end.sql';
import type { ToldClockEvent } from '../clock/clock-state';
import { endCashOut, endSettlement } from './game-settle';
import { NO_TILL, type GameTill } from '../ports/till-port';
import { hallCompletions, missedAtEnd } from '../claim/missed-claims';

export interface EndView {
  gameId: string;
  status: 'ENDED';
  endedAt: Date;
  seed: string;
  commitment: string;
}

/**
 * Ends the game and reveals the seed: END is recorded, the clock freezes, and the outcome is
 * settled (a revealed house win, or ABANDONED at the calls revealed); the missed claims are stored.
 * Ending twice answers the same. In the transaction: the game row locked; one read of its clock's
 * events, the database's time (the END's time), what missed claims are judged on and the till's
 * shift; one last statement that ends, settles, stores the missed claims, records the END, the
 * till and its audit entry, and tells the END. `onEnded` is told
 * the END once it is recorded, in the transaction (not when the game had ended already): a bus
 * message published there goes out with the commit.
 */
export async function endGame(
  orm: Orm,
  actor: Actor,
  gameId: string,
  onEnded?: (tx: Tx, event: ToldClockEvent & { seed: string }) => Promise<void>,
  till: GameTill = NO_TILL,
): Promise<EndView> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  // Audited: the till's audit entry is written last, with the chains' locks in key order, and a
  // deadlock victim (an end racing the host's start or top-up on PostgreSQL) runs again.
  return auditedTransaction(orm, async (tx) => {
    const row = await lockGameToEnd(tx, gameId, actor.id);
    if (!row) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
    let endedAt = row.ended_at == null ? null : new Date(row.ended_at);
    if (row.status === 'ACTIVE') {
      // Read once the lock is held (its own statement: its snapshot sees a play, pause or claim
      // that committed while this end waited), with the database's time as the END's; with it the
      // till's shift and the host's audit chain head are locked, in that order (as a start takes
      // them), so the writes below need no statement before the last one.
      const reads = await readForEnd(tx, gameId, {
        till: till.endRead(gameId, actor.id),
        heads: chainHeadsRead([accountChain(actor.id)]),
      });
      useLockedHeads(tx, reads.also.heads);
      endedAt = new Date(reads.now);
      const events = [...reads.events, { kind: 'END' as const, at: reads.now }];
      const revealed = readClock(events, Number(row.call_speed_ms), endedAt.getTime()).revealed;
      const settled = endSettlement(row, revealed);
      // Cards that completed within the calls made and were never claimed stay with the game
      // (docs/fairness.md#missed-claims).
      const completions = hallCompletions(reads.cards, reads.patterns, reads.order);
      const missed = missedAtEnd(completions, revealed, new Set(reads.won));
      // Queued for the last statement: the game ended and settled, its missed claims stored, its END
      // recorded (game-end.sql.ts); the cash paid out (and the platform's free and bonus amounts)
      // to the meters and the shift; the till's audit entry; the END on the bus.
      await queueEnd(tx, gameId, { id: reads.endId, at: endedAt }, settled, missed);
      await till.recordEnd(tx, {
        hostId: actor.id,
        gameId,
        actorId: actor.id,
        till: reads.also.till,
        ...endCashOut(row, settled),
      });
      await onEnded?.(tx, { prev: reads.lastEventId, id: reads.endId, at: endedAt.getTime(), seed: row.seed });
    }
    return { gameId, status: 'ENDED', endedAt: endedAt ?? new Date(), seed: row.seed, commitment: row.commitment };
  });
}
