import { describe, expect, it } from 'vitest';
import { clockView, countdownSeconds, msUntilNextCall, newerClock } from './call-clock';
import { ALREADY_CHECKED, CARD_LOCKED, NOT_A_PLAYER } from '@bingo/core';
import { precheckCard } from './check-rules';

describe('the caller follows the server clock', () => {
  const answer = {
    calledNumbers: ['B5', 'N40'],
    callsRevealed: 2,
    paused: false,
    nextCallAt: new Date(20_000).toISOString(),
    serverTime: new Date(17_000).toISOString(),
  };
  it("counts down to nextCallAt on the server clock, whatever this screen's clock says", () => {
    // This screen is 5 s behind the server: it received the answer at its 12,000.
    const view = clockView(answer, 12_000);
    expect(view.offsetMs).toBe(5000);
    expect(countdownSeconds(view, 12_000, 3000)).toBe(3);
    expect(countdownSeconds(view, 14_100, 3000)).toBe(1);
    expect(msUntilNextCall(view, 14_000)).toBe(1000);
    expect(countdownSeconds({ ...view, paused: true }, 14_000, 5000)).toBe(5);
  });
  it('keeps the newest answer: a late poll never rewinds the calls', () => {
    const now = clockView(answer, 0);
    const stale = clockView({ ...answer, callsRevealed: 1, serverTime: new Date(16_000).toISOString() }, 0);
    expect(newerClock(now, stale)).toBe(now);
    const next = clockView({ ...answer, callsRevealed: 3, serverTime: new Date(20_001).toISOString() }, 0);
    expect(newerClock(now, next)).toBe(next);
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
