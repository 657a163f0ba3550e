import { addisDayStart, assertDayKey, MAX_REPORT_RANGE_DAYS, shiftDayKey } from '@bingo/core';
import { refuse } from '../../shared/errors/app-error';

/** The instants [from, to) of an inclusive range of Addis Ababa days; both null: no range. */
export interface ShiftRange {
  from: Date | null;
  to: Date | null;
}

function dayKey(value: unknown, field: string): string {
  try {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return assertDayKey(value);
  } catch {
    // the message below says what is expected
  }
  throw refuse('DATE_FORMAT', { field });
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * A shift list's range of days (when the shift opened, Addis Ababa days, both ends included), like
 * the other reports': both dates or neither; reversed, malformed or too long ranges are refused.
 */
export function shiftRange(startDate: unknown, endDate: unknown): ShiftRange {
  if (!given(startDate) && !given(endDate)) return { from: null, to: null };
  if (!given(startDate) || !given(endDate)) throw refuse('DATES_BOTH_OR_NEITHER');
  const start = dayKey(startDate, 'startDate');
  const end = dayKey(endDate, 'endDate');
  if (start > end) throw refuse('END_BEFORE_START', { end: 'endDate', start: 'startDate' });
  if (shiftDayKey(start, MAX_REPORT_RANGE_DAYS) <= end)
    throw refuse('DATE_RANGE_TOO_LONG', { days: MAX_REPORT_RANGE_DAYS });
  return { from: addisDayStart(start), to: addisDayStart(shiftDayKey(end, 1)) };
}
