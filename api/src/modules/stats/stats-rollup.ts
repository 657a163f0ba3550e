import { addisDayKey, addisDayStart, shiftDayKey } from '@bingo/core';
import type { ScopedHost } from './stats-scope';

/**
 * Where the report figures come from (docs/reporting.md#roll-ups): the `stats_rollup` rows the
 * database keeps per host, game type and Addis day ('d'), ISO week ('w'), month ('m') and all
 * time ('a'), for every day up to today, plus the raw game rows dated after today. The roll-ups
 * change in the same transaction as the game rows (triggers of migrations daily_rollups and
 * rollup_grains), so both parts together count every game exactly once.
 */

/** Inclusive Addis days; an open side reaches to the first game or past today. */
export interface OpenRange {
  start?: string | null;
  end?: string | null;
}

export interface SourceFilter {
  hosts: readonly ScopedHost[];
  gameType?: string;
  range: OpenRange | null;
}

export interface Sql {
  sql: string;
  params: unknown[];
}

/** The first day of the month after `day`'s month. */
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The Monday of the ISO week of a day. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDayKey(day, -weekday);
}

/** Roll-up rows of one grain for the periods starting in [from, to) (from null: no lower bound). */
export interface Piece {
  grain: 'd' | 'w' | 'm';
  from: string | null;
  to: string;
}

/** Days [from, to) as whole ISO weeks and the days at either edge. */
function weeksAndDays(from: string, to: string): Piece[] {
  const first = mondayOf(from) === from ? from : shiftDayKey(mondayOf(from), 7);
  const end = mondayOf(to);
  if (first >= end) return from < to ? [{ grain: 'd', from, to }] : [];
  return [
    { grain: 'w', from: first, to: end },
    ...(from < first ? [{ grain: 'd' as const, from, to: first }] : []),
    ...(end < to ? [{ grain: 'd' as const, from: end, to }] : []),
  ];
}

/**
 * The fewest roll-up rows that cover the days [lo, hi]: day rows only (`coarse` false: per-day
 * figures), or whole months from month rows, whole ISO weeks of what is left from week rows, and
 * the edge days from day rows (a 30-day total reads about 6 rows per host instead of 30).
 */
export function pieces(lo: string | null, hi: string, coarse: boolean): Piece[] {
  const to = shiftDayKey(hi, 1);
  if (!coarse) return [{ grain: 'd', from: lo, to }];
  const firstFull = lo === null ? null : lo.endsWith('-01') ? lo : nextMonth(lo);
  const endFull = monthOf(to);
  if (firstFull !== null && firstFull >= endFull) return weeksAndDays(lo!, to);
  return [
    { grain: 'm', from: firstFull, to: endFull },
    ...(lo !== null && firstFull !== null ? weeksAndDays(lo, firstFull) : []),
    ...weeksAndDays(endFull, to),
  ];
}

/**
 * The roll-up (up to today) and raw (after today) bounds of a range. Today is read from roll-ups
 * too: the triggers change them in the transaction that writes the game, so today's rows are as
 * exact as last year's, and reading them costs the same however many games today has had (raw
 * rows of today cost a heap visit per game). Raw rows remain for games dated after today (none
 * in practice: a clock correction by hand), and for a `now` in the past (the property test reads
 * every report from raw rows that way, to compare it with the same report from roll-ups).
 */
export function split(range: OpenRange | null, now: Date) {
  const today = addisDayKey(now);
  const tomorrow = shiftDayKey(today, 1);
  const start = range?.start ?? null;
  const end = range?.end ?? null;
  const hi = end !== null && end < today ? end : today;
  return {
    past: start === null || start <= hi ? { lo: start, hi } : null,
    rawFrom: addisDayStart(start !== null && start > tomorrow ? start : tomorrow),
    rawTo: end === null ? null : addisDayStart(shiftDayKey(end, 1)),
    empty: end !== null && end < tomorrow ? 'raw' : null,
    rawFromDay: start !== null && start > tomorrow ? start : tomorrow,
  };
}
