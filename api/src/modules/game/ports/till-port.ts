import type { Santim } from '@bingo/core';
import { fixedRead, type JsonRead } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';

/** The host's till as a game start reads it (docs/games-and-money.md#the-till). */
export interface TillAtStart {
  /** The hall requires an open shift to start a game. */
  shiftsRequired: boolean;
  /** The host's open shift, locked FOR SHARE for the start's transaction (a close waits for it); null: none. */
  shiftId: string | null;
}

/**
 * The till, as game start and end need it (a port: owned here, implemented by the shift module,
 * which owns the shift and meter tables, and wired in the composition root). Every method runs
 * inside the game's transaction and must use only `tx`.
 */
export interface GameTill {
  /** Read in the start's second statement (shared/db/batch.ts). */
  startRead(hostId: string): JsonRead<TillAtStart>;
  /** Once the game row exists: the host's meters and its open shift take the cash in (queued writes). */
  recordStart(
    tx: Tx,
    started: { hostId: string; gameId: string; shiftId: string | null; cashIn: Santim },
  ): Promise<void>;
  /** Once the game is ended and settled (its outcome columns final): cash out, free and bonus amounts. */
  recordEnd(tx: Tx, ended: { hostId: string; gameId: string; actorId: string }): Promise<void>;
}

export const NO_TILL: GameTill = {
  startRead: () => fixedRead({ shiftsRequired: false, shiftId: null }),
  recordStart: async () => {},
  recordEnd: async () => {},
};
