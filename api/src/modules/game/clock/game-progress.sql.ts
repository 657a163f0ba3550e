import type { Tx } from '../../../shared/db/transaction';
import { LockMode } from '@mikro-orm/core';
import { type Game, GameSchema } from '../game.entity';

/** The SQL of play and pause (game-progress.ts); the clock's events are clock-events.sql.ts's. */

/**
 * Locks the host's game row for a press and answers the game (its whole row: the press answers
 * the game's view), or null when the host has no such game. Not kept in the identity map: the
 * transaction changes nothing through the ORM, so its commit has nothing to compare.
 */
export function lockHostGame(tx: Tx, gameId: string, hostId: string): Promise<Game | null> {
  return tx.findOne(
    GameSchema,
    { id: gameId, host: hostId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true },
  );
}
