import { santimToBirr } from '@bingo/core';
import type { ShiftView } from './shift.views';

const HEADER = [
  'shift',
  'host',
  'opened_at',
  'closed_at',
  'float_birr',
  'cash_in_birr',
  'cash_out_birr',
  'games',
  'free_birr',
  'bonus_birr',
  'expected_birr',
  'counted_birr',
  'difference_birr',
  'flagged_payouts',
  'flagged_open',
  'note',
];

/**
 * One cell: quoted when it holds a comma, quote or line break; text a spreadsheet would read as a
 * formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so a note cannot run in the owner's
 * spreadsheet. Numbers go as they are (a negative difference stays a number).
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const birr = (santim: number | null) => (santim === null ? null : santimToBirr(santim));

/** Shifts as CSV (RFC 4180, CRLF, Birr with santim as decimals), one row each, newest first as listed. */
export function shiftsCsv(shifts: ShiftView[]): string {
  const rows = shifts.map((s) => [
    s.id,
    s.username,
    s.openedAt.toISOString(),
    s.closedAt?.toISOString() ?? null,
    birr(s.floatSantim),
    birr(s.cashInSantim),
    birr(s.cashOutSantim),
    s.games,
    birr(s.freeSantim),
    birr(s.bonusSantim),
    birr(s.expectedSantim),
    birr(s.countedSantim),
    birr(s.differenceSantim),
    s.flaggedPayouts.length,
    s.flaggedPayouts.filter((f) => f.acknowledgedAt === null).length,
    s.note,
  ]);
  return [HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
