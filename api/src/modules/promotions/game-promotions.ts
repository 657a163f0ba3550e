import { fixedRead, type JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';
import type { FreeGameService } from '../free-game';
import type { GameBonus, GamePromotions, BonusQuery } from '../game';

/** The bonus side of promotions, as the bonus module provides it. */
export interface BonusPart {
  bonusesPossibleRead(hostId: string, at: Date): JsonRead<boolean>;
  bonusesFor(tx: Tx, query: BonusQuery): Promise<GameBonus[]>;
  recordApplied(tx: Tx, started: { gameId: string; hostId: string; bonuses: GameBonus[]; at: Date }): Promise<void>;
}

/** Free games and bonuses, plugged into game start (all inside the start transaction). */
export function createGamePromotions(freeGames: FreeGameService, bonuses: BonusPart | null): GamePromotions {
  return {
    freeGameRead: (hostId, at) => freeGames.dueRead(hostId, at),
    bonusesPossibleRead: (hostId, at) => (bonuses ? bonuses.bonusesPossibleRead(hostId, at) : fixedRead(false)),
    bonusesFor: (tx, query) => (bonuses ? bonuses.bonusesFor(tx, query) : Promise.resolve([])),
    recordStart: async (tx, started) => {
      if (started.freeGame) await freeGames.markUsed(tx, started.freeGame.slotId, started.gameId, started.at);
      if (bonuses && started.bonuses.length > 0) await bonuses.recordApplied(tx, started);
    },
  };
}
