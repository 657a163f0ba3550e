import { shiftDayKey } from '@bingo/core';

/** An inclusive range of Addis Ababa days, YYYY-MM-DD, as the report queries take it. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The `days` days ending `today` (an Addis day key, from the server clock). */
export function lastDays(today: string, days: number): DayRange {
  return { startDate: shiftDayKey(today, -(days - 1)), endDate: today };
}

export function daysIn({ startDate, endDate }: DayRange): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * Why a range cannot be sent (the server checks the same and answers 400): an i18n key of the
 * time catalogue with its values, or null.
 */
export function rangeProblem(range: DayRange, maxDays: number): { key: string; values?: { max: number } } | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(range.startDate) || !day.test(range.endDate) || range.endDate < range.startDate)
    return { key: 'time.range.invalid' };
  if (daysIn(range) > maxDays) return { key: 'time.range.tooLong', values: { max: maxDays } };
  return null;
}
