import { type ClockEvent, type ClockState, readClock } from '@bingo/core';

/**
 * A clock event as the bus tells live feeds (docs/fairness.md#live-ticks): its id and time, and the
 * id of the game's last event before it ('0' when none). Events are only ever appended, so an id
 * names the whole list up to it: a feed whose list ends at `prev` extends it without a read.
 */
export interface ToldClockEvent {
  prev: string;
  id: string;
  at: number;
}

/** The clock of a game at `now` (default: this instance's clock). */
export function clockAt(events: readonly ClockEvent[], callSpeedMs: number, now: number = Date.now()): ClockState {
  return readClock(events, callSpeedMs, now);
}

/** True when the last PLAY/PAUSE event is a PLAY (the clock runs, or ran out of calls while running). */
export function isPlaying(events: readonly ClockEvent[]): boolean {
  let playing = false;
  for (const e of events) {
    if (e.kind === 'PLAY') playing = true;
    else if (e.kind === 'PAUSE' || e.kind === 'END') playing = false;
  }
  return playing;
}
