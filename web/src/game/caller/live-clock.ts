import type { ClockView } from './call-clock';

/**
 * The caller screen's clock, fed by pushed game events (subscription gameEvents): the server sends
 * each call when the clock makes it due, then PAUSED / RESUMED, HOUSE_WIN and ENDED. The screen
 * never counts calls itself; it shows what the events say and counts down to nextCallAt. Its
 * clock is the same view the server's answers give (call-clock.ts), so both feed the same screen.
 */
export type LiveClock = ClockView;

export interface PushedGameEvent {
  kind: 'CALL' | 'PAUSED' | 'RESUMED' | 'CLAIM' | 'HOUSE_WIN' | 'ENDED' | 'MISSED_CLAIM';
  at: unknown;
  index?: number | null;
  number?: string | null;
  nextCallAt?: unknown;
}

const epoch = (v: unknown): number | null =>
  typeof v === 'string' || v instanceof Date ? new Date(v).getTime() : null;

/**
 * The clock after one event. Calls arrive in order from 1 after every (re)subscribe; a call
 * already shown is skipped, so a reconnect's catch-up never repeats or rewinds anything.
 */
export function applyGameEvent<C extends LiveClock>(clock: C, event: PushedGameEvent): C {
  const at = epoch(event.at) ?? clock.serverTime;
  const nextCallAt = event.nextCallAt === undefined ? clock.nextCallAt : epoch(event.nextCallAt);
  const serverTime = Math.max(clock.serverTime, at);
  switch (event.kind) {
    case 'CALL': {
      const index = event.index ?? 0;
      if (index !== clock.callsRevealed + 1 || !event.number) return clock;
      return {
        ...clock,
        calledNumbers: [...clock.calledNumbers, event.number],
        callsRevealed: index,
        nextCallAt,
        serverTime,
      };
    }
    case 'PAUSED':
      return { ...clock, paused: true, nextCallAt: null, serverTime };
    case 'RESUMED':
      return { ...clock, paused: false, nextCallAt, serverTime };
    case 'ENDED':
      return { ...clock, paused: true, nextCallAt: null, serverTime };
    default:
      return clock;
  }
}
