import {
  addisDayKey,
  BONUS_GAME_TYPES,
  BONUS_TYPES,
  BONUS_VALUE_RULES,
  hasAtMostDecimals,
  MAX_BIRR,
  MAX_BONUS_DESCRIPTION_LENGTH,
  MAX_BONUS_NAME_LENGTH,
  MAX_BONUS_STATS_DAYS,
  MAX_GAMES_COUNT_TRIGGER,
  MAX_MIN_PLAYERS,
  MAX_PRESET_PRIORITY,
  PRESET_CATEGORIES,
  shiftDayKey,
  TRIGGER_TYPES,
  type BonusType,
  type TriggerType,
} from '@bingo/core';
/**
 * Bonus Management's forms (docs/games-and-money.md#bonuses) as pure functions: the server's checks mirrored
 * so the host sees a problem before the round trip. The server stays the authority (its message
 * is shown when it refuses); the sets and limits are core's, the ones the server enforces.
 */

export {
  BONUS_TYPES,
  MAX_BIRR,
  MAX_GAMES_COUNT_TRIGGER,
  MAX_MIN_PLAYERS,
  PRESET_CATEGORIES,
  TRIGGER_TYPES,
  type BonusType,
  type TriggerType,
};
export const GAME_TYPES = BONUS_GAME_TYPES;
export const MAX_STATS_DAYS = MAX_BONUS_STATS_DAYS;
const ADDIS_OFFSET_MS = 3 * 3600_000;

/** Per type, as the server encodes it: range and decimals of bonusValue; `step` is the input's increment (seed: 0.1 for percentage, else 1). */
export const VALUE_LIMITS: Record<BonusType, { min: number; max: number; decimals: number; step: number }> = {
  fixed: { ...BONUS_VALUE_RULES.fixed, step: 1 },
  percentage: { ...BONUS_VALUE_RULES.percentage, step: 0.1 },
  multiplier: { ...BONUS_VALUE_RULES.multiplier, step: 1 },
};

/** A number input's value: a number, or '' while empty. */
export type Num = number | '';

export interface BonusConfigForm {
  presetId: string | null;
  name: string;
  description: string;
  bonusType: BonusType | '';
  bonusValue: Num;
  /** Addis Ababa wall time, "YYYY-MM-DDTHH:MM" (a datetime-local input's value). */
  startDateTime: string;
  endDateTime: string;
  gameType: string;
  minPlayers: Num;
  maxBonusAmount: Num;
  minBonusAmount: Num;
  triggerType: TriggerType;
  triggerValue: Num;
  dailyBonusLimit: Num;
  bonusPool: Num;
  selectedDays: number[];
  selectedTimeSlots: string[];
  isActive: boolean;
}

export interface PresetForm {
  name: string;
  description: string;
  bonusType: BonusType | '';
  bonusValue: Num;
  gameType: string;
  minPlayers: Num;
  maxBonusAmount: Num;
  presetCategory: string;
  presetPriority: Num;
}

/** A problem with one field: an i18n key under hs.bonus.err and its values. */
export interface Problem {
  key: string;
  values?: Record<string, number | string>;
}
export type Problems<F> = Partial<Record<keyof F, Problem>>;

const p = (key: string, values?: Problem['values']): Problem => ({ key: `hs.bonus.err.${key}`, values });
export const blank = (v: Num | null | undefined): v is '' | null | undefined =>
  v === '' || v === null || v === undefined;

const decimalsOk = hasAtMostDecimals;

/** An optional amount of Birr (blank is fine); `required` makes blank a problem. */
function amountProblem(v: Num, required = false): Problem | undefined {
  if (blank(v)) return required ? p('required') : undefined;
  if (!Number.isFinite(v) || v < 0 || v > MAX_BIRR) return p('amount', { max: MAX_BIRR });
  if (!decimalsOk(v, 2)) return p('decimals', { n: 2 });
  return undefined;
}

function valueProblem(type: BonusType | '', v: Num): Problem | undefined {
  if (blank(v)) return p('required');
  if (!type) return undefined; // reported on bonusType
  const rule = VALUE_LIMITS[type];
  if (!Number.isFinite(v) || v < rule.min || v > rule.max) return p(`value.${type}`, { min: rule.min, max: rule.max });
  if (!decimalsOk(v, rule.decimals)) return p('decimals', { n: rule.decimals });
  return undefined;
}

function minPlayersProblem(v: Num, required: boolean): Problem | undefined {
  if (blank(v)) return required ? p('required') : undefined;
  if (!Number.isInteger(v) || v < 0 || v > MAX_MIN_PLAYERS) return p('minPlayers', { max: MAX_MIN_PLAYERS });
  return undefined;
}

/** What configurations and presets share: name, description, type and value. */
function sharedProblems(
  f: Pick<BonusConfigForm, 'name' | 'description' | 'bonusType' | 'bonusValue'>,
): Problems<BonusConfigForm & PresetForm> {
  const out: Problems<BonusConfigForm & PresetForm> = {};
  const name = f.name.trim();
  if (!name) out.name = p('required');
  else if (name.length > MAX_BONUS_NAME_LENGTH) out.name = p('tooLong', { max: MAX_BONUS_NAME_LENGTH });
  if (f.description.trim().length > MAX_BONUS_DESCRIPTION_LENGTH)
    out.description = p('tooLong', { max: MAX_BONUS_DESCRIPTION_LENGTH });
  if (!f.bonusType) out.bonusType = p('required');
  const value = valueProblem(f.bonusType, f.bonusValue);
  if (value) out.bonusValue = value;
  return out;
}

/** "YYYY-MM-DDTHH:MM" Addis wall time → the instant; null when malformed. */
export function addisWallToDate(wall: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc - ADDIS_OFFSET_MS);
}

/**
 * Every problem of a configuration form, by field (empty = may be sent). `endWasChanged` is
 * false while editing a configuration whose end was not touched: the server then does not
 * require it to be in the future (an expired configuration can still be renamed).
 */
export function configProblems(f: BonusConfigForm, now: Date, endWasChanged = true): Problems<BonusConfigForm> {
  const out: Problems<BonusConfigForm> = sharedProblems(f);
  const start = f.startDateTime ? addisWallToDate(f.startDateTime) : null;
  const end = f.endDateTime ? addisWallToDate(f.endDateTime) : null;
  if (!f.startDateTime) out.startDateTime = p('required');
  else if (!start) out.startDateTime = p('dateTime');
  if (!f.endDateTime) out.endDateTime = p('required');
  else if (!end) out.endDateTime = p('dateTime');
  else if (start && end.getTime() <= start.getTime()) out.endDateTime = p('endBeforeStart');
  else if (endWasChanged && end.getTime() <= now.getTime()) out.endDateTime = p('endInPast');
  const minPlayers = minPlayersProblem(f.minPlayers, false);
  if (minPlayers) out.minPlayers = minPlayers;

  if (f.triggerType === 'games-count') {
    const n = f.triggerValue;
    if (blank(n)) out.triggerValue = p('required');
    else if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES_COUNT_TRIGGER)
      out.triggerValue = p('gamesCount', { max: MAX_GAMES_COUNT_TRIGGER });
  } else if (f.triggerType === 'bet-amount' || f.triggerType === 'profit-threshold') {
    const trigger = amountProblem(f.triggerValue, true);
    if (trigger) out.triggerValue = trigger;
  }
  const pool = f.triggerType === 'bonus-pool';
  const max = amountProblem(f.maxBonusAmount, pool);
  const min = amountProblem(f.minBonusAmount, pool);
  const poolAmount = amountProblem(f.bonusPool, pool);
  if (max) out.maxBonusAmount = max;
  if (min) out.minBonusAmount = min;
  if (poolAmount) out.bonusPool = poolAmount;
  if (!min && !max && !blank(f.minBonusAmount) && !blank(f.maxBonusAmount) && f.minBonusAmount > f.maxBonusAmount)
    out.minBonusAmount = p('minAboveMax');
  const daily = amountProblem(f.dailyBonusLimit);
  if (daily) out.dailyBonusLimit = daily;
  if (f.selectedDays.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) out.selectedDays = p('days');
  if (f.selectedTimeSlots.some((s) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(s))) out.selectedTimeSlots = p('slots');
  return out;
}

/** docs/games-and-money.md#bonuses, preset form: name, type and category required; multiplier value at least 1, else 0; minPlayers required. */
export function presetProblems(f: PresetForm): Problems<PresetForm> {
  const out: Problems<PresetForm> = sharedProblems(f);
  const minPlayers = minPlayersProblem(f.minPlayers, true);
  if (minPlayers) out.minPlayers = minPlayers;
  const max = amountProblem(f.maxBonusAmount);
  if (max) out.maxBonusAmount = max;
  if (!(PRESET_CATEGORIES as readonly string[]).includes(f.presetCategory)) out.presetCategory = p('required');
  if (
    !blank(f.presetPriority) &&
    (!Number.isInteger(f.presetPriority) || f.presetPriority < 0 || f.presetPriority > MAX_PRESET_PRIORITY)
  )
    out.presetPriority = p('priority');
  return out;
}

/** The daily statistics range (YYYY-MM-DD days): start not after end, at most 100 days. */
export function rangeProblem(startDate: string, endDate: string): Problem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return p('required');
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  if (days < 0) return p('rangeOrder');
  if (days > MAX_STATS_DAYS - 1) return p('rangeTooLong', { max: MAX_STATS_DAYS });
  return null;
}

/**
 * docs/screens.md#host-shell: the screen's daily statistics open on the last 7 Addis days (the
 * API's own default, for callers that send no range, stays the operator app's 100-day window).
 */
export const STATS_SCREEN_DAYS = 7;

export function defaultStatsRange(now: Date): { startDate: string; endDate: string } {
  const endDate = addisDayKey(now);
  return { startDate: shiftDayKey(endDate, -(STATS_SCREEN_DAYS - 1)), endDate };
}
