import { describe, expect, it } from 'vitest';
import { callsDue, countdownSeconds, nextCallAt, startClock } from './call-clock';
import { ALREADY_CHECKED, CARD_LOCKED, NOT_A_PLAYER, precheckCard } from './check-rules';

describe('call clock (drift-free)', () => {
  it('75 calls at 3 s, with timers firing late by up to 40 ms each, end within 50 ms of 225 s', () => {
    const clock = startClock(1000, 0, 3000);
    let now = 1000;
    let shown = 0;
    const callTimes: number[] = [];
    while (shown < 75) {
      const next = nextCallAt(clock, now)!;
      now = next + 1 + ((shown * 37) % 40); // a late timer
      const due = callsDue(clock, now);
      for (let i = shown; i < due; i++) callTimes.push(now);
      shown = due;
    }
    expect(callTimes).toHaveLength(75);
    expect(Math.abs(callTimes[74]! - (1000 + 75 * 3000))).toBeLessThan(50);
    expect(nextCallAt(clock, now)).toBeNull();
  });
  it('continues from a reload at the same call', () => {
    const clock = startClock(0, 28, 5000);
    expect(callsDue(clock, 4999)).toBe(28);
    expect(callsDue(clock, 5000)).toBe(29);
    expect(countdownSeconds(clock, 1000)).toBe(4);
    expect(countdownSeconds(clock, 4200)).toBe(1);
  });
  it('never goes past the last call', () => {
    expect(callsDue(startClock(0, 74, 3000), 1e9)).toBe(75);
  });
});

describe('card checks refused before the server', () => {
  const judged = new Map<number, 'WON' | 'LOST'>([
    [4, 'LOST'],
    [5, 'WON'],
  ]);
  it('not a player, locked, already checked', () => {
    expect(precheckCard(99, [1, 2, 3, 4, 5], judged, [])).toBe(NOT_A_PLAYER);
    expect(precheckCard(4, [1, 2, 3, 4, 5], judged, [])).toBe(CARD_LOCKED);
    expect(precheckCard(5, [1, 2, 3, 4, 5], judged, [])).toBe(ALREADY_CHECKED);
    expect(precheckCard(2, [1, 2, 3, 4, 5], judged, [2])).toBe(ALREADY_CHECKED);
    expect(precheckCard(1, [1, 2, 3, 4, 5], judged, [])).toBeNull();
  });
});
