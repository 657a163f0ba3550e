import {
  addisMinuteKey,
  birrToSantim,
  triggerTypeName,
  triggerTypeOf,
  type BonusGameType,
  type BonusType as CoreBonusType,
  type PresetCategory,
  type TriggerTypeName,
} from '@bingo/core';
/**
 * Bonus Management's forms and the API's shapes: a stored configuration or preset (santim) to
 * the form (Birr), the form to the GraphQL input (santim; trigger types by their GraphQL names,
 * "time_based"), and how values read on screen. The checks
 * themselves are in bonus-rules.ts.
 */
import {
  blank,
  type BonusConfigForm,
  type BonusType,
  type Num,
  type PresetForm,
  type TriggerType,
} from './bonus-rules';

const orNull = (v: Num): number | null => (blank(v) ? null : v);
/** bonusValue as typed (a fixed bonus in Birr) → as the API takes it (a fixed bonus in santim). */
const valueToApi = (type: BonusType | '', v: Num): number =>
  type === 'fixed' ? birrToSantim(v, 'bonusValue') : (v as number);
/** bonusValue as the API answers it → as the form shows it. */
const valueFromApi = (type: string, v: number): number => (type === 'fixed' ? v / 100 : v);
/** A typed Birr amount → santim for the API (null while blank). */
const santimOrNull = (v: Num, what: string): number | null => (blank(v) ? null : birrToSantim(v, what));
const santimToBirr = (v: number | null | undefined): Num => (v === null || v === undefined ? '' : v / 100);

/** A valid form → the GraphQL BonusConfigInput (santim; blank optional amounts sent as null so an edit clears them). */
export function configInput(f: BonusConfigForm) {
  return {
    ...(f.presetId ? { presetId: f.presetId } : {}),
    name: f.name.trim(),
    description: f.description.trim() || null,
    bonusType: (f.bonusType || undefined) as CoreBonusType | undefined,
    bonusValue: valueToApi(f.bonusType, f.bonusValue),
    startDateTime: f.startDateTime,
    endDateTime: f.endDateTime,
    gameType: f.gameType as BonusGameType,
    minPlayers: blank(f.minPlayers) ? 0 : f.minPlayers,
    maxBonusAmountSantim: santimOrNull(f.maxBonusAmount, 'maxBonusAmount'),
    minBonusAmountSantim: santimOrNull(f.minBonusAmount, 'minBonusAmount'),
    triggerType: triggerTypeName(f.triggerType),
    triggerValue:
      f.triggerType === 'time-based' || f.triggerType === 'bonus-pool'
        ? null
        : f.triggerType === 'games-count'
          ? orNull(f.triggerValue)
          : santimOrNull(f.triggerValue, 'triggerValue'),
    dailyBonusLimitSantim: santimOrNull(f.dailyBonusLimit, 'dailyBonusLimit'),
    bonusPoolSantim: santimOrNull(f.bonusPool, 'bonusPool'),
    selectedDays: [...f.selectedDays].sort((a, b) => a - b),
    selectedTimeSlots: [...f.selectedTimeSlots].sort(),
    isActive: f.isActive,
  };
}

/** A new configuration: active from now for 7 days, every day, all day, regular games. */
export function emptyConfigForm(now: Date): BonusConfigForm {
  return {
    presetId: null,
    name: '',
    description: '',
    bonusType: 'fixed',
    bonusValue: '',
    startDateTime: addisMinuteKey(now),
    endDateTime: addisMinuteKey(new Date(now.getTime() + 7 * 86_400_000)),
    gameType: 'regular',
    minPlayers: 0,
    maxBonusAmount: '',
    minBonusAmount: '',
    triggerType: 'time-based',
    triggerValue: '',
    dailyBonusLimit: '',
    bonusPool: '',
    selectedDays: [],
    selectedTimeSlots: [],
    isActive: true,
  };
}

/** The fields of a configuration as the API answers it (amounts in santim). */
export interface ConfigLike {
  name: string;
  description?: string | null;
  bonusType: string;
  bonusValue: number;
  startDateTime: string;
  endDateTime: string;
  gameType: string;
  minPlayers: number;
  maxBonusAmount?: number | null;
  minBonusAmount?: number | null;
  /** The GraphQL name ("time_based"). */
  triggerType: string;
  triggerValue?: number | null;
  dailyBonusLimit?: number | null;
  bonusPool?: number | null;
  selectedDays: number[];
  selectedTimeSlots: string[];
  isActive: boolean;
}

/** A stored configuration → the edit form (santim → Birr; the games-count trigger is a count, not money). */
export function configToForm(c: ConfigLike): BonusConfigForm {
  return {
    presetId: null,
    name: c.name,
    description: c.description ?? '',
    bonusType: c.bonusType as BonusType,
    bonusValue: valueFromApi(c.bonusType, c.bonusValue),
    startDateTime: addisMinuteKey(new Date(c.startDateTime)),
    endDateTime: addisMinuteKey(new Date(c.endDateTime)),
    gameType: c.gameType,
    minPlayers: c.minPlayers,
    maxBonusAmount: santimToBirr(c.maxBonusAmount),
    minBonusAmount: santimToBirr(c.minBonusAmount),
    triggerType: triggerTypeOf(c.triggerType as TriggerTypeName) as TriggerType,
    triggerValue: c.triggerType === 'games_count' ? (c.triggerValue ?? '') : santimToBirr(c.triggerValue),
    dailyBonusLimit: santimToBirr(c.dailyBonusLimit),
    bonusPool: santimToBirr(c.bonusPool),
    selectedDays: c.selectedDays,
    selectedTimeSlots: c.selectedTimeSlots,
    isActive: c.isActive,
  };
}

export interface PresetLike {
  id: string;
  name: string;
  description?: string | null;
  bonusType: string;
  bonusValue: number;
  gameType: string;
  minPlayers: number;
  maxBonusAmount?: number | null;
  presetCategory: string;
  presetPriority: number;
}

/** Starting a configuration from a preset: its fields fill the form; the window and trigger stay. */
export function applyPreset(f: BonusConfigForm, preset: PresetLike): BonusConfigForm {
  const { presetCategory: _category, presetPriority: _priority, ...shared } = presetToForm(preset);
  return { ...f, ...shared, presetId: preset.id };
}

export function presetToForm(preset: PresetLike | null): PresetForm {
  if (!preset)
    return {
      name: '',
      description: '',
      bonusType: 'fixed',
      bonusValue: '',
      gameType: 'regular',
      minPlayers: 0,
      maxBonusAmount: '',
      presetCategory: 'daily',
      presetPriority: 0,
    };
  return {
    name: preset.name,
    description: preset.description ?? '',
    bonusType: preset.bonusType as BonusType,
    bonusValue: valueFromApi(preset.bonusType, preset.bonusValue),
    gameType: preset.gameType,
    minPlayers: preset.minPlayers,
    maxBonusAmount: santimToBirr(preset.maxBonusAmount),
    presetCategory: preset.presetCategory,
    presetPriority: preset.presetPriority,
  };
}

export function presetInput(f: PresetForm) {
  return {
    name: f.name.trim(),
    description: f.description.trim() || null,
    bonusType: (f.bonusType || undefined) as CoreBonusType | undefined,
    bonusValue: valueToApi(f.bonusType, f.bonusValue),
    gameType: f.gameType as BonusGameType,
    minPlayers: f.minPlayers as number,
    maxBonusAmountSantim: santimOrNull(f.maxBonusAmount, 'maxBonusAmount'),
    presetCategory: f.presetCategory as PresetCategory,
    presetPriority: blank(f.presetPriority) ? 0 : f.presetPriority,
  };
}

/** Daily statistics' footer: the sums over the shown days. */
export function statsTotals(days: readonly { totalGames: number; totalBonusAmount: number }[]): {
  totalGames: number;
  totalBonusAmount: number;
} {
  return days.reduce(
    (sum, d) => ({
      totalGames: sum.totalGames + d.totalGames,
      totalBonusAmount: sum.totalBonusAmount + d.totalBonusAmount,
    }),
    { totalGames: 0, totalBonusAmount: 0 },
  );
}

/** How a configuration's value (as the API answers it: fixed in santim) reads: "50 ብር", "10%", "×1.5". */
export function valueLabel(type: string, value: number): string {
  if (type === 'percentage') return `${value}%`;
  if (type === 'multiplier') return `×${value}`;
  return `${valueFromApi(type, value).toLocaleString('en-US')} ብር`;
}

/** A Mantine NumberInput's onChange value → the form's number ('' while empty or half-typed). */
export function toNum(v: string | number): Num {
  if (typeof v === 'number') return Number.isFinite(v) ? v : '';
  const n = Number(v);
  return v.trim() === '' || !Number.isFinite(n) ? '' : n;
}
