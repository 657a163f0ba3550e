import { describe, expect, it } from 'vitest';
import { isoWeekMonday } from '@bingo/core';
import { periodLabel } from './period-label';

describe('report periods in the viewer calendar', () => {
  it('an ISO week starts on its Monday, across year ends too', () => {
    expect(isoWeekMonday('2026-W37')).toBe('2026-09-07');
    expect(isoWeekMonday('2026-W01')).toBe('2025-12-29');
    expect(isoWeekMonday('2021-W01')).toBe('2021-01-04');
  });
  it('English: Gregorian dates, a week named by its Monday, months by name', () => {
    expect(periodLabel('2026-11-28', 'en', 'axis')).toBe('Nov 28');
    expect(periodLabel('2026-11-28', 'en')).toBe('Sat, Nov 28, 2026');
    expect(periodLabel('2026-W37', 'en', 'axis')).toBe('Sep 7');
    expect(periodLabel('2026-W37', 'en')).toBe('Week of Sep 7, 2026');
    expect(periodLabel('2026-11', 'en', 'axis')).toBe('Nov 2026');
    expect(periodLabel('2026-11', 'en')).toBe('November 2026');
  });
  it('Amharic: Ethiopian dates in Ge’ez script, no ISO key and no Latin letter', () => {
    for (const key of ['2026-11-28', '2026-W37', '2026-11'])
      for (const form of ['axis', 'full'] as const) {
        const shown = periodLabel(key, 'am', form);
        expect(shown).toMatch(/[\u1200-\u137F]/);
        expect(shown).not.toMatch(/[A-Za-z]|W\d/);
      }
    // Word order follows the platform's ICU ("ኅዳር 19" or "19 ኅዳር").
    expect(periodLabel('2026-11-28', 'am')).toMatch(/ቅዳሜ .*(ኅዳር 19|19 ኅዳር) 2019/);
    expect(periodLabel('2026-W37', 'am', 'axis')).toMatch(/ጳጉ.* 2|2 ጳጉ/);
  });
});
