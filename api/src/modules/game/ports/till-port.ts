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

/** The host's till as a game end reads it. */
export interface TillAtEnd {
  /** The shift the game was started in, locked for the end's transaction; null: none. */
  shiftId: string | null;
  /** The hall's payout review threshold in santim: a cash out above it is flagged; null: none. */
  reviewSantim: Santim | null;
}

/** What an ended game paid out in cash, and the platform's free and bonus amounts (0 unless a hall card won). */
export interface CashOutAtEnd {
  cashOut: Santim;
  free: Santim;
  bonus: Santim;
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
  /** Read in the end's second statement, once the game row is locked (its shift locked there). */
  endRead(gameId: string, hostId: string): JsonRead<TillAtEnd>;
  /** Once the game is ended and settled: its cash out, free and bonus amounts reach the meters and its shift (queued writes). */
  recordEnd(
    tx: Tx,
    ended: { hostId: string; gameId: string; actorId: string; till: TillAtEnd } & CashOutAtEnd,
  ): Promise<void>;
}

export const NO_TILL: GameTill = {
  startRead: () => fixedRead({ shiftsRequired: false, shiftId: null }),
  recordStart: async () => {},
  endRead: () => fixedRead({ shiftId: null, reviewSantim: null }),
  recordEnd: async () => {},
};
