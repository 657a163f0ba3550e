import type { ClockEvent } from '@bingo/core';
import type { SqlTarget } from '../../../shared/db/parameterized';
import { BoundedCache } from '../../../shared/bounded-map';
import { clockEventsWithLastId } from '../clock/clock-events.sql';

/**
 * A game's clock as a claim reads it: its events and the id of the last one. Events are only ever
 * appended (PLAY, PAUSE, END), so the last id names the whole list: a claim judged on these events
 * is recorded only if the game's last event is still `lastEventId` when it is written
 * (`lastEventIdSql` in the claim's own statement). That makes a remembered clock safe to judge on:
 * if the operator paused or played since, on this instance or another, the write refuses and the
 * claim is judged again on a fresh read, at the same moment of receipt.
 */
export interface ClaimClock extends GameClock {
  /** True when read just now (a judgement on it needs no second read). */
  fresh: boolean;
}

/** A game's clock events and the id of the last one ('0' before any event). */
export interface GameClock {
  events: ClockEvent[];
  lastEventId: string;
}

/** The clock of each game's last claim on this instance (owned by ClaimCaches). */
export class ClaimClocks {
  private readonly remembered: BoundedCache<string, GameClock>;

  constructor(capacity: number) {
    this.remembered = new BoundedCache(capacity);
  }

  /** The clock remembered from this game's last claim, or read (one statement). */
  async read(em: SqlTarget, gameId: string, fresh = false): Promise<ClaimClock> {
    const hit = fresh ? undefined : this.remembered.get(gameId);
    if (hit) return { ...hit, fresh: false };
    const clock = await clockEventsWithLastId(em, gameId);
    this.remember(gameId, clock);
    return { ...clock, fresh: true };
  }

  /** Remembers a clock read just now with something else (the game's first claim here reads it with the game). */
  remember(gameId: string, clock: GameClock): void {
    this.remembered.set(gameId, clock);
  }

  has(gameId: string): boolean {
    return this.remembered.has(gameId);
  }

  /** Forgets the game's clock (a write found it moved). */
  forget(gameId: string): void {
    this.remembered.delete(gameId);
  }

  clear(): void {
    this.remembered.clear();
  }
}

/**
 * Thrown inside a judgement when the game's clock moved after the events it was judged on, or when
 * a remembered clock refused the claim's calls (it may have moved): judge again on a fresh read.
 */
export class ClockMoved extends Error {
  constructor() {
    super('The game clock moved while the claim was judged');
  }
}
