import { addisDayKey, assertDayKey, MAX_REPORT_RANGE_DAYS, shiftDayKey } from '@bingo/core';
import { refuse } from '../../shared/errors/app-error';

/** An inclusive range of Addis Ababa calendar days, 'YYYY-MM-DD'. */
export interface DayRange {
  start: string;
  end: string;
}

/** Two years of days (core): enough for any report screen; a 10-year range is refused. */
export const MAX_RANGE_DAYS = MAX_REPORT_RANGE_DAYS;

export interface RangeParams {
  startDate?: unknown;
  endDate?: unknown;
}

function parseDayParam(value: unknown, field: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    try {
      return assertDayKey(value);
    } catch {
      // falls through to the message below
    }
  }
  throw refuse('DATE_FORMAT', { field });
}

export function daysInRange(range: DayRange): number {
  return Math.round((Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * A report range from startDate/endDate (both or neither). Neither: the last `defaultDays` days
 * ending today (Addis), or null ("all time") when defaultDays is null. Reversed, half-open,
 * malformed or longer than MAX_RANGE_DAYS ranges are refused with a message.
 */
export function parseRange(params: RangeParams, defaultDays: number | null, now = new Date()): DayRange | null {
  const hasStart = params.startDate !== undefined && params.startDate !== null && params.startDate !== '';
  const hasEnd = params.endDate !== undefined && params.endDate !== null && params.endDate !== '';
  if (!hasStart && !hasEnd) {
    if (defaultDays === null) return null;
    const end = addisDayKey(now);
    return { start: shiftDayKey(end, -(defaultDays - 1)), end };
  }
  if (!hasStart || !hasEnd) throw refuse('DATES_BOTH_OR_NEITHER');
  const start = parseDayParam(params.startDate, 'startDate');
  const end = parseDayParam(params.endDate, 'endDate');
  if (start > end) throw refuse('END_BEFORE_START', { end: 'endDate', start: 'startDate' });
  if (daysInRange({ start, end }) > MAX_RANGE_DAYS) throw refuse('DATE_RANGE_TOO_LONG', { days: MAX_RANGE_DAYS });
  return { start, end };
}

/** Days newest first, from end back to start. */
export function dayKeysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let day = range.end; day >= range.start; day = shiftDayKey(day, -1)) out.push(day);
  return out;
}
