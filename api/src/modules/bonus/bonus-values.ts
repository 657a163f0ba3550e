import {
  addisDayKey,
  addisDayStart,
  assertDayKey,
  birrToSantim,
  BONUS_VALUE_RULES,
  type BonusRule,
  santimToBirr,
} from '@bingo/core';
import { refuse } from '../../shared/errors/app-error';
import { MAX_BIRR } from '../../shared/validation/common';
import type { BonusTypeValue } from './bonus.entities';

const MINUTE_MS = 60_000;

/** Per bonus type: the scale of the stored integer, how many decimals are accepted, and the range. */
export const VALUE_RULES = BONUS_VALUE_RULES;

/** The entered bonusValue (Birr, percent or factor) → the stored integer; 400 when out of range. */
export function encodeValue(type: BonusTypeValue, value: unknown): number {
  const rule = VALUE_RULES[type];
  const ok = typeof value === 'number' && Number.isFinite(value) && value >= rule.min && value <= rule.max;
  const scaled = ok ? Math.round(value * rule.scale) : NaN;
  if (!ok || Math.abs(value * rule.scale - scaled) > 1e-6) {
    throw refuse('BONUS_VALUE_RANGE', { min: rule.min, max: rule.max, decimals: rule.decimals, what: rule.what });
  }
  return scaled;
}

export function decodeValue(type: BonusTypeValue, stored: number): number {
  return stored / VALUE_RULES[type].scale;
}

/** The value as the API answers it: a fixed bonus in santim (the stored integer), else percent or factor. */
export function valueOut(type: BonusTypeValue, stored: number): number {
  return type === 'fixed' ? stored : decodeValue(type, stored);
}

/** An answered value (valueOut) for the legacy REST edge: a fixed bonus back in Birr. */
export function legacyValue(type: string, value: number): number {
  return type === 'fixed' ? santimToBirr(value) : value;
}

/** The entered bonusValue in `unit` → as encodeValue takes it (a fixed bonus in Birr). */
export function enteredValue(type: BonusTypeValue, value: unknown, unit: MoneyUnit): unknown {
  return unit === 'santim' && type === 'fixed' && typeof value === 'number' ? value / 100 : value;
}

/** A stored value as entered in `unit` (for merging an update). */
export function valueIn(type: BonusTypeValue, stored: number, unit: MoneyUnit): number {
  return unit === 'santim' ? valueOut(type, stored) : decodeValue(type, stored);
}

/** The core's rule for a stored configuration (min/max/daily limit in santim). */
export function ruleOf(config: {
  bonusType: BonusTypeValue;
  value: number;
  minBonusAmount: number | null;
  maxBonusAmount: number | null;
  dailyBonusLimit: number | null;
}): BonusRule {
  const caps = {
    minAmount: config.minBonusAmount,
    maxAmount: config.maxBonusAmount,
    dailyLimit: config.dailyBonusLimit,
  };
  switch (config.bonusType) {
    case 'fixed':
      return { type: 'fixed', amount: config.value, ...caps };
    case 'percentage':
      return { type: 'percentage', percent: config.value / 100, ...caps };
    case 'multiplier':
      return { type: 'multiplier', factor: config.value / 10_000, ...caps };
  }
}

/** How a request states its amounts: Birr on the legacy REST edge, santim on GraphQL. */
export type MoneyUnit = 'birr' | 'santim';

/** The stored santim of an amount in `unit`, for merging an update (null stays null). */
export function amountIn(santim: number | null | undefined, unit: MoneyUnit): number | null {
  if (santim === null || santim === undefined) return null;
  return unit === 'santim' ? santim : santim / 100;
}

/** An optional amount in `unit` → santim (null stays null); 400 in Birr wording otherwise. */
export function optionalMoney(value: number | null | undefined, field: string, unit: MoneyUnit): number | null {
  if (unit === 'birr') return optionalBirr(value, field);
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > MAX_BIRR * 100) {
    throw refuse('AMOUNT_RANGE', { field, max: MAX_BIRR });
  }
  return value;
}

/** Optional Birr → santim (null stays null); 400 with the field's name otherwise. */
export function optionalBirr(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_BIRR) {
    throw refuse('AMOUNT_RANGE', { field, max: MAX_BIRR });
  }
  try {
    return birrToSantim(value, field);
  } catch {
    throw refuse('AMOUNT_DECIMALS', { field });
  }
}

export function birrOrNull(santim: number | null): number | null {
  return santim === null ? null : santimToBirr(santim);
}

const NAIVE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A date-time with an offset as given; without one as Addis Ababa wall time. */
export function parseDateTime(value: unknown, field: string): Date {
  if (typeof value !== 'string') throw refuse('DATETIME_EXAMPLE', { field });
  let instant: Date;
  const naive = NAIVE.exec(value);
  if (naive) {
    const [, day, hour, minute, second] = naive;
    if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) throw refuse('TIME_INVALID', { field });
    let start: Date;
    try {
      start = addisDayStart(assertDayKey(day));
    } catch {
      throw refuse('DATE_INVALID', { field });
    }
    instant = new Date(start.getTime() + (Number(hour) * 60 + Number(minute)) * MINUTE_MS + Number(second ?? 0) * 1000);
  } else if (WITH_ZONE.test(value)) {
    instant = new Date(value);
  } else {
    throw refuse('DATETIME_FORMAT', { field, value: value.slice(0, 40) });
  }
  if (Number.isNaN(instant.getTime())) throw refuse('DATETIME_INVALID', { field });
  return instant;
}

/** "YYYY-MM-DD" or an ISO date-time → the Addis Ababa day key. */
export function parseDay(value: unknown, field: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    try {
      return assertDayKey(value);
    } catch {
      throw refuse('DATE_FORMAT', { field });
    }
  }
  if (typeof value === 'string' && value.length <= 40) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return addisDayKey(instant);
  }
  throw refuse('DATE_FORMAT', { field });
}

const SLOT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" → minutes after Addis midnight; a slot covers the hour from there. */
export function slotMinutes(slot: string): number {
  const m = SLOT.exec(slot);
  if (!m) throw refuse('TIME_SLOT_FORMAT', { field: 'selectedTimeSlots', value: JSON.stringify(slot).slice(0, 20) });
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Addis weekday (0 = Sunday) and minutes after Addis midnight of an instant. */
export function addisClock(at: Date): { dayKey: string; weekday: number; minutes: number } {
  const dayKey = addisDayKey(at);
  return {
    dayKey,
    weekday: new Date(`${dayKey}T00:00:00Z`).getUTCDay(),
    minutes: Math.floor((at.getTime() - addisDayStart(dayKey).getTime()) / MINUTE_MS),
  };
}

/** True when `minutes` falls in one of the one-hour slots (an empty list = all day). */
export function inTimeSlots(slots: readonly string[], minutes: number): boolean {
  if (slots.length === 0) return true;
  return slots.some((slot) => {
    const start = slotMinutes(slot);
    const end = start + 60;
    return (minutes >= start && minutes < end) || minutes + 1440 < end;
  });
}
