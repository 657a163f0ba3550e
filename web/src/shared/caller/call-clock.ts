/**
 * The caller's clock, drift-free: which call is due is computed from one anchor (a time and the
 * calls shown at that time) and the speed, never by chaining timers. A late timer only delays
 * the screen until it fires; the next call is still due at anchor + k x speed.
 */
export interface ClockAnchor {
  /** performance.now()-style milliseconds when `calls` were shown and the clock (re)started. */
  at: number;
  calls: number;
  speedMs: number;
  total: number;
}

export function startClock(now: number, calls: number, speedMs: number, total = 75): ClockAnchor {
  return { at: now, calls: Math.min(calls, total), speedMs, total };
}

/** How many calls should be shown at `now`. */
export function callsDue(anchor: ClockAnchor, now: number): number {
  const elapsed = Math.max(0, now - anchor.at);
  return Math.min(anchor.total, anchor.calls + Math.floor(elapsed / anchor.speedMs));
}

/** When the next call after those due at `now` is due; null when every call is out. */
export function nextCallAt(anchor: ClockAnchor, now: number): number | null {
  const due = callsDue(anchor, now);
  if (due >= anchor.total) return null;
  return anchor.at + (due - anchor.calls + 1) * anchor.speedMs;
}

/** Whole seconds left until the next call (the countdown), 0 when none is left. */
export function countdownSeconds(anchor: ClockAnchor, now: number): number {
  const next = nextCallAt(anchor, now);
  return next === null ? 0 : Math.max(0, Math.ceil((next - now) / 1000));
}

/** The countdown's refresh tick (docs/screens.md#caller-rules). */
export const COUNTDOWN_TICK_MS = 800;
