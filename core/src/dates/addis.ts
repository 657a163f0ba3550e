import { RuleError, describeValue } from '../rule-errors';

/** Every report day is a calendar day in this zone (UTC+3 today; Intl keeps it right if that changes). */
export const ADDIS_TIME_ZONE = 'Africa/Addis_Ababa';

const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: ADDIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function assertInstant(instant: unknown): Date {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RuleError('INVALID_DATE', `Expected a valid date and time, got ${describeValue(instant)}.`);
  }
  return instant;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Addis Ababa wall-clock reading of an instant. */
function addisWall(instant: Date): Wall {
  const parts: Record<string, number> = {};
  for (const p of wallClock.formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function keyOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * 'YYYY-MM-DDTHH:MM' on the Addis Ababa wall clock: what a datetime-local field shows and what
 * the API reads as Addis time, whatever the browser's own zone.
 */
export function addisMinuteKey(instant: Date): string {
  const w = addisWall(assertInstant(instant));
  return `${keyOf(w.year, w.month, w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** 'YYYY-MM-DD' of the Addis Ababa calendar day containing the instant. */
export function addisDayKey(instant: Date): string {
  const w = addisWall(assertInstant(instant));
  return keyOf(w.year, w.month, w.day);
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' (a real calendar date) to the UTC midnight of that date, in ms. */
function dayKeyToUtcMs(dayKey: unknown): number {
  const m = typeof dayKey === 'string' ? DAY_KEY.exec(dayKey) : null;
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const ms = Date.UTC(y, mo - 1, d);
    const back = new Date(ms);
    // Date.UTC treats years 0-99 as 1900-1999, hence setUTCFullYear.
    back.setUTCFullYear(y, mo - 1, d);
    if (back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d) return back.getTime();
  }
  throw new RuleError('INVALID_DATE', `Expected a day as YYYY-MM-DD, got ${describeValue(dayKey)}.`);
}

function utcMsToKey(ms: number): string {
  const d = new Date(ms);
  return keyOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function assertDayKey(dayKey: unknown): string {
  dayKeyToUtcMs(dayKey);
  return dayKey as string;
}

/** The day `days` after (or before, when negative) a day key. */
export function shiftDayKey(dayKey: string, days: number): string {
  if (!Number.isSafeInteger(days))
    throw new RuleError('INVALID_DATE', `A day shift must be a whole number, got ${describeValue(days)}.`);
  return utcMsToKey(dayKeyToUtcMs(dayKey) + days * DAY_MS);
}

/** The `count` day keys ending with `lastDayKey`, newest first (report windows: 30 days, 100 days, ...). */
export function dayKeysBack(lastDayKey: string, count: number): string[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RuleError('INVALID_DATE', `A day count must be a whole number from 0, got ${describeValue(count)}.`);
  }
  const last = dayKeyToUtcMs(lastDayKey);
  return Array.from({ length: count }, (_, i) => utcMsToKey(last - i * DAY_MS));
}

/** ISO 8601 week of a day: 'YYYY-Wnn', where YYYY is the ISO week-year (the year of that week's Thursday). */
export function isoWeekKey(dayKey: string): string {
  const ms = dayKeyToUtcMs(dayKey);
  const mondayBased = (new Date(ms).getUTCDay() + 6) % 7;
  const thursday = new Date(ms + (3 - mondayBased) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const jan1 = new Date(0);
  jan1.setUTCFullYear(year, 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - jan1.getTime()) / (7 * DAY_MS));
  return `${pad(year, 4)}-W${pad(week)}`;
}

/** The Monday (a day key) that starts ISO week 'YYYY-Wnn' (isoWeekKey's inverse). */
export function isoWeekMonday(week: string): string {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!m) throw new Error(`Not an ISO week: ${week}`);
  const jan4 = Date.UTC(Number(m[1]), 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return utcMsToKey(mondayOfWeek1 + (Number(m[2]) - 1) * 7 * DAY_MS);
}

/** 'YYYY-MM' of a day key, for monthly report buckets. */
export function monthKey(dayKey: string): string {
  return assertDayKey(dayKey).slice(0, 7);
}

/** Offset of Addis Ababa wall-clock time from UTC at an instant, in ms (+3 h today). */
function addisOffsetMs(ms: number): number {
  const w = addisWall(new Date(ms));
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(w.year, w.month - 1, w.day);
  asUtc.setUTCHours(w.hour, w.minute, w.second, 0);
  // The wall clock is read to the second, so compare it with the instant truncated to the second.
  return asUtc.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant an Addis Ababa day begins: for database ranges [start, next day's start). */
export function addisDayStart(dayKey: string): Date {
  const midnightAsUtc = dayKeyToUtcMs(dayKey);
  let start = midnightAsUtc - addisOffsetMs(midnightAsUtc);
  // A second pass settles the offset should the zone ever change it across that midnight.
  start = midnightAsUtc - addisOffsetMs(start);
  return new Date(start);
}

export function addisDayRange(dayKey: string): { start: Date; end: Date } {
  return { start: addisDayStart(dayKey), end: addisDayStart(shiftDayKey(dayKey, 1)) };
}
