import type { Santim } from '@bingo/core';
import type { JsonRead } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';

/** The host's jackpot pool as a game start reads it. */
export interface JackpotPoolState {
  amount: Santim;
  accrualBp: number;
  callLimit: number;
  /** Off: the game neither adds to the pool nor wins it. */
  enabled: boolean;
  /**
   * Set by the jackpot module when the host's hall is linked into a shared pool: which pool and
   * round the game starts in. The game hands the state back unchanged in its settlement.
   */
  linked?: { poolId: string; round: number } | null;
}

/** What a game start settles on the jackpot, once the game row exists. */
export interface JackpotSettlement {
  hostId: string;
  gameId: string;
  /** The pool after the award and this game's accrual. */
  poolAfter: Santim;
  /** The amount won from the pool (0: no win). */
  awarded: Santim;
  winnerCard: number | null;
  completedAtCall: number | null;
  at: Date;
  /** At start: the pool as the start read it, and what this game added to it. */
  pool?: JackpotPoolState;
  added?: Santim;
}

/** A jackpot game's winning claim that qualified at start (its winner within the call limit). */
export interface JackpotWinClaim {
  hostId: string;
  gameId: string;
  /** The award the start planned (the host's pool at start). */
  planned: Santim;
  /** The game's first winning claim (later ones on the same call only learn the award). */
  first: boolean;
  winnerCard: number;
  completedAtCall: number;
  at: Date;
}

/**
 * The jackpot, as game start needs it (a port: owned here, implemented by the jackpot module,
 * which owns the jackpot tables, and wired in the composition root). Both methods run inside the
 * start transaction and must use only `tx`.
 */
export interface GameJackpot {
  /** The host's pool, created with the defaults when missing, locked for this transaction. */
  lockPool(tx: Tx, hostId: string): Promise<JackpotPoolState>;
  /** The host's pool locked, as part of a start's first statement (shared/db/batch.ts); null when missing (then lockPool). */
  poolRead(hostId: string): JsonRead<JackpotPoolState | null>;
  /** Writes the pool's new amount and, when there is one, the win (queued for the transaction's last statement). */
  settle(tx: Tx, settlement: JackpotSettlement): Promise<void>;
  /**
   * At a qualifying game's winning claim (inside the claim's transaction): settles the award and
   * answers it. A host's own pool pays what the start planned; a linked pool pays what it holds
   * to the first qualifying win of the round, and 0 to any later one (told, not paid).
   */
  awardWin(tx: Tx, claim: JackpotWinClaim): Promise<Santim>;
}
