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
}
