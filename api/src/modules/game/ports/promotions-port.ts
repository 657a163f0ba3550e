import type { Santim } from '@bingo/core';
import { fixedRead, type JsonRead } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';
import type { GameType } from '../game.entity';

/** A scheduled free-game slot that is due now and will be used by the game being started. */
export interface DueFreeGame {
  slotId: string;
  /** The share of the stakes the house gives back (basis points); null = the host's commission rate. */
  freeShareBp: number | null;
}

export interface BonusQuery {
  hostId: string;
  gameType: GameType;
  playerCount: number;
  totalStakes: Santim;
  /** The payout before bonuses. */
  basePayout: Santim;
  at: Date;
}

export interface GameBonus {
  bonusId: string | null;
  bonusType: string;
  bonusValue: number;
  amount: Santim;
}

/**
 * Free games and bonuses (docs/games-and-money.md#free-games, docs/games-and-money.md#bonuses) plug into game start through this hook. Every method runs
 * inside the start transaction and must use only `tx`. The default finds nothing.
 */
export interface GamePromotions {
  /**
   * The host's due free-game slot at `at` (locked FOR UPDATE), or null, read in the start's first
   * statement (shared/db/batch.ts). The client cannot ask for one.
   */
  freeGameRead(hostId: string, at: Date): JsonRead<DueFreeGame | null>;
  /** Whether any bonus configuration of the host is live at `at` (first statement too): if not, bonusesFor is skipped. */
  bonusesPossibleRead(hostId: string, at: Date): JsonRead<boolean>;
  /** Bonuses that apply to this start; amounts already capped (core bonusAmount). */
  bonusesFor(tx: Tx, query: BonusQuery): Promise<GameBonus[]>;
  /** Called once the game row exists: mark the slot used, record applied bonuses, draw down pools. */
  recordStart(
    tx: Tx,
    started: { gameId: string; hostId: string; freeGame: DueFreeGame | null; bonuses: GameBonus[]; at: Date },
  ): Promise<void>;
}

export const NO_PROMOTIONS: GamePromotions = {
  freeGameRead: () => fixedRead(null),
  bonusesPossibleRead: () => fixedRead(false),
  bonusesFor: async () => [],
  recordStart: async () => {},
};
