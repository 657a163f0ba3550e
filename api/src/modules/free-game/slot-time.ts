import {
  addisDayKey,
  addisDayStart,
  assertDayKey,
  FREE_GAME_WINDOW_MINUTES,
  MIN_SLOT_GAP_MINUTES,
  shiftDayKey,
  SlotRefusal,
} from '@bingo/core';
import { refuse } from '../../shared/errors/app-error';

export const MINUTE_MS = 60_000;
/** A due slot turns the host's first game within this window into a free game. */
export const FREE_GAME_WINDOW_MS = FREE_GAME_WINDOW_MINUTES * MINUTE_MS;
/** No two slots of a host closer than this. */
export const MIN_SLOT_DISTANCE_MS = MIN_SLOT_GAP_MINUTES * MINUTE_MS;
export const MAX_SLOTS_PER_REQUEST = 500;

const NAIVE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A date-time from the scheduler: with an explicit offset ("…Z", "…+03:00") as given, without
 * one as Addis Ababa wall time (the hall's clock). Whole minutes on a 5-minute step.
 */
export function parseSlotTime(value: unknown, field: string): Date {
  if (typeof value !== 'string') throw refuse('DATETIME_STRING', { field });
  let instant: Date;
  const naive = NAIVE.exec(value);
  if (naive) {
    const [, day, hour, minute] = naive;
    if (Number(hour) > 23 || Number(minute) > 59) throw refuse('TIME_VALUE_INVALID', { field, value });
    instant = new Date(
      addisDayStart(assertDay(day!, field)).getTime() + (Number(hour) * 60 + Number(minute)) * MINUTE_MS,
    );
  } else if (WITH_ZONE.test(value)) {
    instant = new Date(value);
  } else {
    throw refuse('DATETIME_FORMAT', { field, value: value.slice(0, 40) });
  }
  if (Number.isNaN(instant.getTime())) throw refuse('DATETIME_VALUE_INVALID', { field, value: value.slice(0, 40) });
  if (instant.getTime() % (5 * MINUTE_MS) !== 0) throw refuse('FIVE_MINUTE_STEP', { field });
  return instant;
}

export function assertDay(value: unknown, field: string): string {
  try {
    return assertDayKey(value);
  } catch {
    throw refuse('DATE_FORMAT', { field });
  }
}

/** "HH:00" → hour 0-23. */
export function parseHourSlot(value: unknown): number {
  const match = typeof value === 'string' ? /^(\d{2}):00$/.exec(value) : null;
  const hour = match ? Number(match[1]) : NaN;
  if (!(hour >= 0 && hour <= 23))
    throw refuse('TIME_SLOT_FORMAT', { field: 'timeSlots', value: String(JSON.stringify(value)?.slice(0, 20)) });
  return hour;
}

/** Every (day, hour) of a bulk request, as instants: days from startDate to endDate inclusive. */
export function bulkSlotTimes(startDate: string, endDate: string, hours: number[], weekdays: number[]): Date[] {
  if (endDate < startDate) throw refuse('END_BEFORE_START', { end: 'endDate', start: 'startDate' });
  const times: Date[] = [];
  for (let day = startDate; day <= endDate; day = shiftDayKey(day, 1)) {
    // A calendar date's weekday does not depend on the time zone; 0 = Sunday as in the seed.
    if (!weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) continue;
    for (const hour of hours) times.push(new Date(addisDayStart(day).getTime() + hour * 60 * MINUTE_MS));
    if (times.length > MAX_SLOTS_PER_REQUEST) throw tooMany();
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

/** True when `at` is less than 5 minutes from one of `others`. */
export function isNearAny(at: Date, others: readonly Date[]): boolean {
  return others.some((o) => Math.abs(o.getTime() - at.getTime()) < MIN_SLOT_DISTANCE_MS);
}

/** Why one slot cannot be scheduled (the single and the bulk path share this), or null. */
export function slotRefusal(at: Date, now: Date, others: readonly Date[]): SlotRefusal | null {
  if (at <= now) return SlotRefusal.PAST;
  if (isNearAny(at, others)) return SlotRefusal.NEAR_ANOTHER;
  return null;
}

export function tooMany() {
  return refuse('TOO_MANY_SLOTS', { max: MAX_SLOTS_PER_REQUEST });
}

/**
 * Places `count` slots at random on whole minutes in [start, end], each at least `gapMs` from
 * the next and 5 minutes from `taken`. Sorted uniform offsets in the slack left after the
 * gaps, then each shifted by its gaps: every valid spacing is reachable and the gap always
 * holds. `random()` returns [0, 1) (a parameter, so tests are repeatable).
 */
export function placeRandomSlots(
  start: Date,
  end: Date,
  count: number,
  gapMs: number,
  taken: Date[],
  random: () => number,
): Date[] {
  const first = Math.ceil(start.getTime() / MINUTE_MS);
  const last = Math.floor(end.getTime() / MINUTE_MS);
  const gap = Math.ceil(gapMs / MINUTE_MS);
  const slack = last - first - (count - 1) * gap;
  const cannotPlace = () => refuse('CANNOT_PLACE_SLOTS', { count, gap });
  if (slack < 0) throw cannotPlace();
  for (let attempt = 0; attempt < 1000; attempt++) {
    const offsets = Array.from({ length: count }, () => Math.floor(random() * (slack + 1))).sort((a, b) => a - b);
    const minutes = offsets.map((offset, i) => first + offset + i * gap);
    const clear = minutes.every((m) =>
      taken.every((t) => Math.abs(t.getTime() - m * MINUTE_MS) >= MIN_SLOT_DISTANCE_MS),
    );
    if (clear) return minutes.map((m) => new Date(m * MINUTE_MS));
  }
  throw cannotPlace();
}

export function todayInAddis(now: Date): string {
  return addisDayKey(now);
}
