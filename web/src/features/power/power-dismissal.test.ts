import { addisDayKey } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { isCallerPath, isClosedOn } from './power-dismissal';

describe('Power Games overlay: closed for the Addis Ababa day', () => {
  it('stays closed the rest of the Addis day and opens again the next one', () => {
    // Closed at 09:00 in Addis Ababa (UTC+3); 20:59 UTC is 23:59 there, 21:00 UTC the next day.
    const closed = addisDayKey(new Date('2026-11-24T06:00:00Z'));
    expect(closed).toBe('2026-11-24');
    expect(isClosedOn(closed, new Date('2026-11-24T20:59:00Z'))).toBe(true);
    expect(isClosedOn(closed, new Date('2026-11-24T21:00:00Z'))).toBe(false);
    expect(isClosedOn(null, new Date('2026-11-24T06:00:00Z'))).toBe(false);
  });

  it('the day is the Addis day, not UTC: closed at 22:30 UTC counts for the next Addis day', () => {
    const closed = addisDayKey(new Date('2026-11-24T22:30:00Z'));
    expect(isClosedOn(closed, new Date('2026-11-25T12:00:00Z'))).toBe(true);
  });

  it('never shows on either caller', () => {
    expect(isCallerPath('/game-in-progress')).toBe(true);
    expect(isCallerPath('/game-in-progress2')).toBe(true);
    expect(isCallerPath('/dashboard')).toBe(false);
  });
});
