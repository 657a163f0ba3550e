import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import {
  addisDayKey,
  addisDayRange,
  addisDayStart,
  addisMinuteKey,
  dayKeysBack,
  isoWeekKey,
  monthKey,
  shiftDayKey,
} from './addis';

describe('addisDayKey', () => {
  it('switches day at midnight Addis Ababa time, 21:00 UTC', () => {
    expect(addisDayKey(new Date('2026-11-20T20:59:59.999Z'))).toBe('2026-11-20');
    expect(addisDayKey(new Date('2026-11-20T21:00:00.000Z'))).toBe('2026-11-21');
    expect(addisDayKey(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(addisDayKey(new Date('2028-02-28T22:00:00Z'))).toBe('2028-02-29');
  });

  it('is the UTC+3 calendar date for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        expect(addisDayKey(d)).toBe(new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 10));
      }),
    );
  });

  it('rejects invalid dates', () => {
    expectRuleError(() => addisDayKey(new Date('nope')), 'INVALID_DATE');
    expectRuleError(() => addisDayKey('2026-11-20' as unknown as Date), 'INVALID_DATE');
  });
});

describe('day keys', () => {
  it('gives the ISO week with its week-year', () => {
    expect(isoWeekKey('2026-11-20')).toBe('2026-W47');
    expect(isoWeekKey('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53'); // 2026 has 53 ISO weeks
    expect(isoWeekKey('2027-01-04')).toBe('2027-W01');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
  });

  it('puts the seven days Monday to Sunday in one ISO week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (n) => {
        // 1996-01-01 was a Monday.
        const monday = shiftDayKey('1996-01-01', n * 7);
        const week = isoWeekKey(monday);
        for (let d = 1; d < 7; d++) expect(isoWeekKey(shiftDayKey(monday, d))).toBe(week);
        expect(isoWeekKey(shiftDayKey(monday, 7))).not.toBe(week);
      }),
      { numRuns: 300 },
    );
  });

  it('shifts and lists days across month and year ends', () => {
    expect(shiftDayKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDayKey('2028-03-01', -1)).toBe('2028-02-29');
    expect(dayKeysBack('2026-03-02', 3)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28']);
    expect(monthKey('2026-11-20')).toBe('2026-11');
  });

  it('rejects malformed or impossible days', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-5', '20261120', '', 20261120]) {
      expectRuleError(() => isoWeekKey(bad as string), 'INVALID_DATE');
    }
  });

  it('gives the instants an Addis Ababa day spans', () => {
    expect(addisDayStart('2026-11-20').toISOString()).toBe('2026-11-19T21:00:00.000Z');
    expect(addisDayRange('2026-12-31')).toEqual({
      start: new Date('2026-12-30T21:00:00Z'),
      end: new Date('2026-12-31T21:00:00Z'),
    });
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (d) => {
        const { start, end } = addisDayRange(addisDayKey(d));
        expect(start.getTime()).toBeLessThanOrEqual(d.getTime());
        expect(d.getTime()).toBeLessThan(end.getTime());
      }),
    );
  });
});

describe('addisMinuteKey', () => {
  it('reads the Addis Ababa wall clock to the minute, across the day and year boundary', () => {
    expect(addisMinuteKey(new Date('2026-11-21T15:30:59.999Z'))).toBe('2026-11-21T18:30');
    expect(addisMinuteKey(new Date('2026-12-31T22:05:00Z'))).toBe('2027-01-01T01:05');
  });
});
