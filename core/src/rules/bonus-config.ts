/**
 * Bonus configurations and presets (docs/games-and-money.md#bonuses): the closed sets and the limits
 * the server enforces and the bonus forms check before sending.
 */
import { GAME_TYPES, GameType } from './game-rules';
import { MAX_BIRR } from './money-limits';

/** fixed = an amount; percentage = percent of the base payout; multiplier = a factor of it. */
export const BonusType = { fixed: 'fixed', percentage: 'percentage', multiplier: 'multiplier' } as const;
export type BonusType = (typeof BonusType)[keyof typeof BonusType];
export const BONUS_TYPES = Object.values(BonusType) as readonly BonusType[];

/**
 * What makes a configuration pay at a game start. The values ("time-based") are what REST and the
 * database carry; a GraphQL enum value cannot hold "-", so GraphQL names them with "_" (the keys).
 */
export const TriggerType = {
  time_based: 'time-based',
  games_count: 'games-count',
  bet_amount: 'bet-amount',
  profit_threshold: 'profit-threshold',
  bonus_pool: 'bonus-pool',
} as const;
export type TriggerType = (typeof TriggerType)[keyof typeof TriggerType];
export const TRIGGER_TYPES = Object.values(TriggerType) as readonly TriggerType[];
/** A trigger type's GraphQL enum name ("time-based" → "time_based"). */
export type TriggerTypeName = keyof typeof TriggerType;

export function triggerTypeName(type: TriggerType): TriggerTypeName {
  return type.replaceAll('-', '_') as TriggerTypeName;
}

/** A GraphQL trigger type name back to the value ("time_based" → "time-based"). */
export function triggerTypeOf(name: TriggerTypeName): TriggerType {
  return TriggerType[name];
}

/** The game types a configuration or preset may target; 'all' matches every type. */
export const BonusGameType = { ...GameType, all: 'all' } as const;
export type BonusGameType = GameType | 'all';
export const BONUS_GAME_TYPES = [...GAME_TYPES, 'all'] as readonly BonusGameType[];

export const PresetCategory = { daily: 'daily', weekend: 'weekend', holiday: 'holiday', special: 'special' } as const;
export type PresetCategory = (typeof PresetCategory)[keyof typeof PresetCategory];
export const PRESET_CATEGORIES = Object.values(PresetCategory) as readonly PresetCategory[];

export const MAX_MIN_PLAYERS = 1000;
/** games-count trigger: every Nth game, N at most this. */
export const MAX_GAMES_COUNT_TRIGGER = 100_000;
/** The daily bonus statistics cover at most this many days (the default window too). */
export const MAX_BONUS_STATS_DAYS = 100;
/** The operator app opens daily bonus statistics on its whole 100-day window. */
export const DEFAULT_BONUS_STATS_DAYS = 100;
export const MAX_BONUS_NAME_LENGTH = 100;
export const MAX_BONUS_DESCRIPTION_LENGTH = 500;
export const MAX_PRESET_PRIORITY = 100;

/**
 * Per bonus type, the range and decimals of bonusValue as entered (fixed: Birr, percentage:
 * percent, multiplier: factor), and the scale of the stored integer (value x scale).
 */
export const BONUS_VALUE_RULES: Record<
  BonusType,
  { min: number; max: number; decimals: number; scale: number; what: string }
> = {
  fixed: { min: 0, max: MAX_BIRR, decimals: 2, scale: 100, what: 'a fixed bonus is an amount of Birr' },
  percentage: { min: 0, max: 1000, decimals: 2, scale: 100, what: 'a percentage bonus is a percent' },
  multiplier: { min: 1, max: 100, decimals: 4, scale: 10_000, what: 'a multiplier bonus is a factor' },
};

export function bonusValueMessage(type: BonusType): string {
  const rule = BONUS_VALUE_RULES[type];
  return `bonusValue must be from ${rule.min} to ${rule.max} with at most ${rule.decimals} decimals (${rule.what})`;
}

/** True when `value` has at most `decimals` decimals (within floating-point noise). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-6;
}

/** A bonusValue within its type's range and decimals. */
export function isBonusValueAllowed(type: BonusType, value: number): boolean {
  const rule = BONUS_VALUE_RULES[type];
  return Number.isFinite(value) && value >= rule.min && value <= rule.max && hasAtMostDecimals(value, rule.decimals);
}

export function isBonusType(v: unknown): v is BonusType {
  return typeof v === 'string' && (BONUS_TYPES as readonly string[]).includes(v);
}
