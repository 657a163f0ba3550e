import type { Request } from 'express';
import { addisDayStart, assertDayKey, MAX_EXPORT_RANGE_DAYS, shiftDayKey } from '@bingo/core';
import { refuse } from '../errors/app-error';

/** An export's inclusive range of Addis Ababa days, and the instants it spans [from, to). */
export interface ExportRange {
  start: string;
  end: string;
  from: Date;
  to: Date;
}

function day(req: Request, name: 'startDate' | 'endDate'): string | null {
  const value = req.query[name];
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    try {
      return assertDayKey(value);
    } catch {
      // falls through to the message below
    }
  }
  throw refuse('DATE_FORMAT', { field: name });
}

const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The screen's range filter of an export (`startDate`/`endDate`, both or neither: null is no
 * filter). A range longer than MAX_EXPORT_RANGE_DAYS is refused before anything is read, with
 * `details.reason` EXPORT_RANGE_TOO_LONG for clients to word it.
 */
export function exportRangeOf(req: Request): ExportRange | null {
  const start = day(req, 'startDate');
  const end = day(req, 'endDate');
  if (start === null && end === null) return null;
  if (start === null || end === null) throw refuse('DATES_BOTH_OR_NEITHER');
  if (start > end) throw refuse('END_BEFORE_START', { end: 'endDate', start: 'startDate' });
  const days = daysBetween(start, end);
  if (days > MAX_EXPORT_RANGE_DAYS)
    throw refuse(
      'EXPORT_RANGE_TOO_LONG',
      { max: MAX_EXPORT_RANGE_DAYS, days },
      { reason: 'EXPORT_RANGE_TOO_LONG', maxDays: MAX_EXPORT_RANGE_DAYS, days },
    );
  return { start, end, from: addisDayStart(start), to: addisDayStart(shiftDayKey(end, 1)) };
}

/** A capped list already read, narrowed to the export's range (none given: all of it). */
export function withinRange<R>(rows: readonly R[], range: ExportRange | null, at: (row: R) => Date): R[] {
  return range ? rows.filter((r) => at(r) >= range.from && at(r) < range.to) : [...rows];
}
