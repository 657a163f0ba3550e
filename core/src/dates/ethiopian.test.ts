import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import { amharicWeekday, ethiopianDate, ethiopianDateParts, weekdayName } from './ethiopian';

describe('Ethiopian calendar', () => {
  it('gives the Ethiopian date as Addis Ababa reads it', () => {
    // 2026-11-20 is Hedar 11, 2019 in the Ethiopian calendar.
    expect(ethiopianDateParts(new Date('2026-11-20T12:00:00Z'))).toEqual({ year: 2019, month: 3, day: 11 });
    // Ethiopian new year (Meskerem 1) fell on 11 September 2026; the day before is Pagume 5.
    expect(ethiopianDateParts(new Date('2026-09-10T12:00:00Z'))).toEqual({ year: 2018, month: 13, day: 5 });
    expect(ethiopianDateParts(new Date('2026-09-10T21:00:00Z'))).toEqual({ year: 2019, month: 1, day: 1 });
  });

  it('formats in Amharic by default and in other locales on request', () => {
    const d = new Date('2026-11-20T12:00:00Z');
    const am = ethiopianDate(d);
    expect(am).toContain('ኅዳር');
    expect(am).toContain('2019');
    expect(ethiopianDate(d, 'en')).toContain('Hedar');
  });

  it('names weekdays in Amharic, by the Addis Ababa day', () => {
    expect(amharicWeekday(new Date('2026-11-20T12:00:00Z'))).toBe('ዓርብ'); // Friday
    expect(amharicWeekday(new Date('2026-11-20T21:00:00Z'))).toBe('ቅዳሜ'); // already Saturday in Addis
    expect(weekdayName(new Date('2026-11-22T12:00:00Z'), 'en')).toBe('Sunday');
  });

  it('rejects unusable locales and dates', () => {
    expectRuleError(() => ethiopianDate(new Date(), 'am-ET-u-ca-gregory'), 'INVALID_LOCALE');
    expectRuleError(() => ethiopianDate(new Date(), ''), 'INVALID_LOCALE');
    expectRuleError(() => ethiopianDate(new Date(Number.NaN)), 'INVALID_DATE');
  });
});
