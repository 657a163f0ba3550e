import { MAX_GAMES_COUNT_TRIGGER } from '@bingo/core';
import { refuse } from '../../shared/errors/app-error';
import type { BonusConfig, BonusGameType, BonusTypeValue, TriggerType } from './bonus.entities';
import type { BonusConfigInput } from './bonus.inputs';
import {
  amountIn,
  encodeValue,
  enteredValue,
  type MoneyUnit,
  optionalMoney,
  parseDateTime,
  slotMinutes,
  valueIn,
} from './bonus-values';

// A configuration's fields as its owner enters them and as they are stored: validation and the
// merge of an update, no database.

/** Everything a configuration stores that its owner chooses, as stored (santim, scaled value). */
export type ConfigFields = Pick<
  BonusConfig,
  | 'name'
  | 'bonusType'
  | 'value'
  | 'startDateTime'
  | 'endDateTime'
  | 'gameType'
  | 'minPlayers'
  | 'triggerType'
  | 'selectedDays'
  | 'selectedTimeSlots'
  | 'isActive'
> & {
  description: string | null;
  maxBonusAmount: number | null;
  minBonusAmount: number | null;
  triggerValue: number | null;
  dailyBonusLimit: number | null;
  bonusPool: number | null;
  preset: string | null;
};

/** The entered form (amounts in the request's unit) of a stored configuration, for merging an update. */
export function enteredForm(c: BonusConfig, unit: MoneyUnit): BonusConfigInput {
  const birr = (v: number | null | undefined) => amountIn(v, unit);
  return {
    name: c.name,
    description: c.description ?? null,
    bonusType: c.bonusType,
    bonusValue: valueIn(c.bonusType, c.value, unit),
    startDateTime: c.startDateTime.toISOString(),
    endDateTime: c.endDateTime.toISOString(),
    gameType: c.gameType,
    minPlayers: c.minPlayers,
    maxBonusAmount: birr(c.maxBonusAmount),
    minBonusAmount: birr(c.minBonusAmount),
    triggerType: c.triggerType,
    triggerValue: c.triggerType === 'games-count' ? (c.triggerValue ?? null) : birr(c.triggerValue),
    dailyBonusLimit: birr(c.dailyBonusLimit),
    bonusPool: birr(c.bonusPool),
    selectedDays: c.selectedDays,
    selectedTimeSlots: c.selectedTimeSlots,
    isActive: c.isActive,
    presetId: c.preset ?? undefined,
  };
}

/** Fields present in `patch` (undefined = left out) override `base`. */
export function mergeInput(base: BonusConfigInput, patch: BonusConfigInput): BonusConfigInput {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) out[key] = value;
  return out as BonusConfigInput;
}

/**
 * docs/games-and-money.md#bonuses on the server: required fields, value per type, window, trigger value per
 * trigger, the pool trigger's pool/min/max, min <= max. Throws 400 with the first problem.
 */
export function normalizeConfig(
  input: BonusConfigInput,
  options: { now: Date; checkEndInFuture: boolean; unit?: MoneyUnit },
): ConfigFields {
  const unit = options.unit ?? 'birr';
  const optionalBirr = (value: number | null | undefined, field: string) => optionalMoney(value, field, unit);
  for (const field of ['name', 'bonusType', 'bonusValue', 'startDateTime', 'endDateTime'] as const) {
    if (input[field] === undefined || input[field] === null || input[field] === '')
      throw refuse('FIELD_REQUIRED', { field });
  }
  const name = input.name!.trim();
  if (!name) throw refuse('FIELD_REQUIRED', { field: 'name' });
  const bonusType = input.bonusType as BonusTypeValue;
  const value = encodeValue(bonusType, enteredValue(bonusType, input.bonusValue, unit));
  const startDateTime = parseDateTime(input.startDateTime, 'startDateTime');
  const endDateTime = parseDateTime(input.endDateTime, 'endDateTime');
  if (endDateTime.getTime() <= startDateTime.getTime())
    throw refuse('END_NOT_AFTER_START', { end: 'endDateTime', start: 'startDateTime' });
  if (options.checkEndInFuture && endDateTime.getTime() <= options.now.getTime())
    throw refuse('FIELD_IN_FUTURE', { field: 'endDateTime' });
  const triggerType = (input.triggerType ?? 'time-based') as TriggerType;
  let triggerValue: number | null = null;
  if (triggerType === 'games-count') {
    const n = input.triggerValue;
    if (n === null || n === undefined) throw refuse('TRIGGER_GAMES_REQUIRED');
    if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES_COUNT_TRIGGER) {
      throw refuse('TRIGGER_GAMES_RANGE', { max: MAX_GAMES_COUNT_TRIGGER });
    }
    triggerValue = n;
  } else if (triggerType === 'bet-amount' || triggerType === 'profit-threshold') {
    if (input.triggerValue === null || input.triggerValue === undefined)
      throw refuse('TRIGGER_VALUE_REQUIRED', { trigger: triggerType });
    triggerValue = optionalBirr(input.triggerValue, 'triggerValue');
  }
  const maxBonusAmount = optionalBirr(input.maxBonusAmount, 'maxBonusAmount');
  const minBonusAmount = optionalBirr(input.minBonusAmount, 'minBonusAmount');
  const bonusPool = optionalBirr(input.bonusPool, 'bonusPool');
  if (triggerType === 'bonus-pool') {
    if (bonusPool === null) throw refuse('POOL_FIELD_REQUIRED', { field: 'bonusPool' });
    if (minBonusAmount === null) throw refuse('POOL_FIELD_REQUIRED', { field: 'minBonusAmount' });
    if (maxBonusAmount === null) throw refuse('POOL_FIELD_REQUIRED', { field: 'maxBonusAmount' });
  }
  if (minBonusAmount !== null && maxBonusAmount !== null && minBonusAmount > maxBonusAmount) {
    throw refuse('MIN_ABOVE_MAX');
  }
  const selectedTimeSlots = [...new Set(input.selectedTimeSlots ?? [])].sort();
  selectedTimeSlots.forEach(slotMinutes);
  return {
    name,
    description: input.description?.trim() || null,
    bonusType,
    value,
    startDateTime,
    endDateTime,
    gameType: (input.gameType ?? 'regular') as BonusGameType,
    minPlayers: input.minPlayers ?? 0,
    maxBonusAmount,
    minBonusAmount,
    triggerType,
    triggerValue,
    dailyBonusLimit: optionalBirr(input.dailyBonusLimit, 'dailyBonusLimit'),
    bonusPool,
    selectedDays: [...new Set(input.selectedDays ?? [])].sort((a, b) => a - b),
    selectedTimeSlots,
    isActive: input.isActive ?? true,
    preset: input.presetId ?? null,
  };
}
