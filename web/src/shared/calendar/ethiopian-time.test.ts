import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import '../i18n/time.i18n';
import { addisHm, ethiopianDayNumber, ethiopianHourOf, ethiopianHourText, ethiopianMonthSpan } from './ethiopian-time';

describe('both calendars on screen', () => {
  it('numbers calendar cells and names the Ethiopian months a Gregorian month spans', () => {
    expect(ethiopianDayNumber('2026-11-24')).toBe(15); // Hedar 15
    expect(ethiopianDayNumber('2026-09-11')).toBe(1); // Meskerem 1, the new year
    expect(ethiopianMonthSpan('2026-11-24', 'en')).toBe('Tekemt – Hedar 2019 AM');
    expect(ethiopianMonthSpan('2026-09-30', 'am')).toBe('ነሐሴ 2018 – መስከረም 2019'); // across the new year
  });

  it('words the Ethiopian hour in both languages from the Addis clock', () => {
    const am = i18n.getFixedT('am');
    const en = i18n.getFixedT('en');
    expect(ethiopianHourOf(10, am)).toBe('ከቀኑ 4:00 ሰዓት');
    expect(ethiopianHourOf(18, en)).toBe('12:00 (night)');
    const at = new Date('2026-11-24T06:12:00Z'); // 09:12 in Addis
    expect(addisHm(at)).toBe('09:12');
    expect(ethiopianHourText(at, am)).toBe('ከቀኑ 3:12 ሰዓት');
  });
});
