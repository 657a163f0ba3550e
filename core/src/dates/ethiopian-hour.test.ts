import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import { ethiopianClock, ethiopianClockOf, ethiopianClockText } from './ethiopian-hour';
import { ethiopianDateParts } from './ethiopian';

describe('Ethiopian hour (24-hour hour minus 6)', () => {
  it('counts the day from 06:00 and the night from 18:00', () => {
    expect(ethiopianClockOf(7, 0)).toEqual({ hour: 1, minute: 0, period: 'day', hour24: 1 });
    expect(ethiopianClockOf(12, 30)).toEqual({ hour: 6, minute: 30, period: 'day', hour24: 6 });
    expect(ethiopianClockOf(17, 55)).toEqual({ hour: 11, minute: 55, period: 'day', hour24: 11 });
    expect(ethiopianClockOf(18, 0)).toEqual({ hour: 12, minute: 0, period: 'night', hour24: 12 });
    expect(ethiopianClockOf(19, 0)).toEqual({ hour: 1, minute: 0, period: 'night', hour24: 13 });
    expect(ethiopianClockOf(0, 0)).toEqual({ hour: 6, minute: 0, period: 'night', hour24: 18 });
    expect(ethiopianClockOf(5, 59)).toEqual({ hour: 11, minute: 59, period: 'night', hour24: 23 });
    expect(ethiopianClockOf(6, 0)).toEqual({ hour: 12, minute: 0, period: 'day', hour24: 0 });
  });

  it('reads an instant on the Addis Ababa clock (UTC+3), whatever the machine zone', () => {
    // 15:30 UTC is 18:30 in Addis: half past twelve at night.
    expect(ethiopianClock(new Date('2026-11-20T15:30:00Z'))).toMatchObject({ hour: 12, minute: 30, period: 'night' });
    // 04:00 UTC is 07:00 in Addis: one o'clock of the day.
    expect(ethiopianClock(new Date('2026-11-20T04:00:00Z'))).toMatchObject({ hour: 1, minute: 0, period: 'day' });
    expect(ethiopianClockText(ethiopianClock(new Date('2026-11-20T06:05:00Z')))).toBe('3:05');
  });

  it('refuses hours and instants that are not', () => {
    expectRuleError(() => ethiopianClockOf(24, 0), 'INVALID_DATE');
    expectRuleError(() => ethiopianClockOf(1.5, 0), 'INVALID_DATE');
    expectRuleError(() => ethiopianClockOf(3, 60), 'INVALID_DATE');
    expectRuleError(() => ethiopianClock(new Date(Number.NaN)), 'INVALID_DATE');
  });
});

describe('Ethiopian date of an Addis day around the new year', () => {
  it('has six Pagume days before a leap new year (2019 E.C. ends on 11 September 2027)', () => {
    // Addis midnight is 21:00 UTC the day before.
    expect(ethiopianDateParts(new Date('2027-09-10T21:00:00Z'))).toEqual({ year: 2019, month: 13, day: 6 });
    expect(ethiopianDateParts(new Date('2027-09-11T20:59:59Z'))).toEqual({ year: 2019, month: 13, day: 6 });
    expect(ethiopianDateParts(new Date('2027-09-11T21:00:00Z'))).toEqual({ year: 2020, month: 1, day: 1 });
  });

  it('has five Pagume days otherwise, and the first Pagume follows Nehase 30', () => {
    expect(ethiopianDateParts(new Date('2026-09-05T12:00:00Z'))).toEqual({ year: 2018, month: 12, day: 30 });
    expect(ethiopianDateParts(new Date('2026-09-06T12:00:00Z'))).toEqual({ year: 2018, month: 13, day: 1 });
    expect(ethiopianDateParts(new Date('2026-09-11T12:00:00Z'))).toEqual({ year: 2019, month: 1, day: 1 });
  });
});
