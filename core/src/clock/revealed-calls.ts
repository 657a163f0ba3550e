import { BALL_COUNT } from '../cards/card';
import { RuleError } from '../rule-errors';

/**
 * The game's clock (docs/fairness.md#nothing-early): how many calls a game has revealed is a
 * pure function of its recorded events and its call speed, so every API instance, the caller,
 * the room display and the verification page compute the same count for the same moment.
 *
 * A game starts paused. While it runs, the first call is revealed the instant play is pressed
 * and one more every `callSpeedMs` of *running* time after that; paused time does not count.
 * So with R = the running time accumulated up to `now`, calls revealed = min(75, floor(R / speed) + 1)
 * once play has been pressed at least once, and 0 before. END freezes the count for good.
 */
export const CLOCK_EVENT_KINDS = ['START', 'PLAY', 'PAUSE', 'END'] as const;
export type ClockEventKind = (typeof CLOCK_EVENT_KINDS)[number];

export interface ClockEvent {
  kind: ClockEventKind;
  /** Epoch milliseconds, as the server recorded it. */
  at: number;
}

export interface ClockState {
  /** Calls revealed at `now` (0-75). */
  revealed: number;
  running: boolean;
  ended: boolean;
  /** Epoch ms at which the next call is due, or null when paused, ended or all 75 are out. */
  nextCallAt: number | null;
}

/** The clock's reading at `now`. Events must be in recording order; a PLAY while running or a PAUSE while paused changes nothing. */
export function readClock(
  events: readonly ClockEvent[],
  callSpeedMs: number,
  now: number,
  total: number = BALL_COUNT,
): ClockState {
  if (!Number.isInteger(callSpeedMs) || callSpeedMs <= 0) {
    throw new RuleError('INVALID_CALL_SPEED', `call speed must be a positive whole number of ms, got ${callSpeedMs}`);
  }
  let runningSince: number | null = null;
  let accumulated = 0;
  let played = false;
  let ended = false;
  let endedAt = Number.POSITIVE_INFINITY;
  for (const event of events) {
    if (ended || event.at > now) break;
    const at = event.at;
    if (event.kind === 'PLAY' && runningSince === null) {
      runningSince = at;
      played = true;
    } else if (event.kind === 'PAUSE' && runningSince !== null) {
      accumulated += at - runningSince;
      runningSince = null;
    } else if (event.kind === 'END') {
      if (runningSince !== null) accumulated += at - runningSince;
      runningSince = null;
      ended = true;
      endedAt = at;
    }
  }
  const until = ended ? endedAt : now;
  const running = runningSince !== null;
  const runTime = accumulated + (running ? until - runningSince! : 0);
  const revealed = played ? Math.min(total, Math.floor(runTime / callSpeedMs) + 1) : 0;
  const nextCallAt = running && revealed < total ? runningSince! + (revealed * callSpeedMs - accumulated) : null;
  return { revealed, running: running && !ended, ended, nextCallAt };
}

/** Calls revealed at `now`: see readClock. */
export function revealedCalls(
  events: readonly ClockEvent[],
  callSpeedMs: number,
  now: number,
  total: number = BALL_COUNT,
): number {
  return readClock(events, callSpeedMs, now, total).revealed;
}
