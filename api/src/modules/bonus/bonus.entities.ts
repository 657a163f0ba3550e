import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  BONUS_GAME_TYPES,
  BONUS_TYPES,
  PRESET_CATEGORIES,
  TRIGGER_TYPES,
  type BonusGameType,
  type BonusType,
  type PresetCategory,
  type TriggerType,
} from '@bingo/core';
import { AccountSchema } from '../account';
import { GameSchema } from '../game';

export const BONUS_TYPE_VALUES = BONUS_TYPES;
export type BonusTypeValue = BonusType;
export {
  BONUS_GAME_TYPES,
  PRESET_CATEGORIES,
  TRIGGER_TYPES,
  type BonusGameType,
  type PresetCategory,
  type TriggerType,
};

/**
 * A host's bonus configuration (docs/games-and-money.md#bonuses). Money is santim. `value` is the bonus value
 * as an integer whose unit depends on the type: fixed = santim, percentage = 1/100 of a percent,
 * multiplier = 1/10000 of the factor (see bonus-values.ts). `triggerValue`: games-count = N
 * (every Nth game), bet-amount and profit-threshold = santim, otherwise null.
 * Deleting sets deletedAt: the awards of past games keep pointing at it.
 */
export const BonusConfigSchema = defineEntity({
  name: 'BonusConfig',
  tableName: 'bonus_config',
  indexes: [{ properties: ['host', 'deletedAt'] }],
  checks: [
    { name: 'bonus_config_remaining_bonus_pool_check', expression: 'remaining_bonus_pool >= 0' },
    { name: 'bonus_config_distributed_count_check', expression: 'distributed_count >= 0' },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    host: () => p.manyToOne(AccountSchema),
    name: p.string().length(100),
    description: p.string().length(500).nullable(),
    bonusType: p.enum(BONUS_TYPE_VALUES).$type<BonusTypeValue>(),
    value: p.bigint('number'),
    startDateTime: p.datetime(),
    endDateTime: p.datetime(),
    gameType: p.enum(BONUS_GAME_TYPES).$type<BonusGameType>(),
    minPlayers: p.integer().default(0),
    maxBonusAmount: p.bigint('number').nullable(),
    minBonusAmount: p.bigint('number').nullable(),
    triggerType: p.enum(TRIGGER_TYPES).$type<TriggerType>(),
    triggerValue: p.bigint('number').nullable(),
    /** Most this configuration pays in one Addis Ababa day, santim. */
    dailyBonusLimit: p.bigint('number').nullable(),
    distributedCount: p.integer().default(0),
    bonusPool: p.bigint('number').nullable(),
    remainingBonusPool: p.bigint('number').nullable(),
    /** Weekdays 0-6 from Sunday (Addis time); empty = every day. */
    selectedDays: p.json<number[]>(),
    /** "HH:MM" starts of one-hour slots (Addis time); empty = all day. */
    selectedTimeSlots: p.json<string[]>(),
    isActive: p.boolean().default(true),
    preset: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    deletedAt: p.datetime().nullable(),
  },
});
export type BonusConfig = InferEntity<typeof BonusConfigSchema>;

/**
 * A template for configurations (docs/games-and-money.md#bonuses). Global presets belong to a super
 * admin and are read-only for hosts; a host's own presets are visible only to it.
 */
export const BonusPresetSchema = defineEntity({
  name: 'BonusPreset',
  tableName: 'bonus_preset',
  indexes: [{ properties: ['owner'] }, { properties: ['isGlobalPreset'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    owner: () => p.manyToOne(AccountSchema),
    name: p.string().length(100),
    description: p.string().length(500).nullable(),
    bonusType: p.enum(BONUS_TYPE_VALUES).$type<BonusTypeValue>(),
    value: p.bigint('number'),
    gameType: p.enum(BONUS_GAME_TYPES).$type<BonusGameType>(),
    minPlayers: p.integer().default(0),
    maxBonusAmount: p.bigint('number').nullable(),
    presetCategory: p.enum(PRESET_CATEGORIES).$type<PresetCategory>(),
    isGlobalPreset: p.boolean().default(false),
    presetPriority: p.integer().default(0),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type BonusPreset = InferEntity<typeof BonusPresetSchema>;

/** One bonus paid at a game start: the history and the daily statistics read these. */
export const BonusAwardSchema = defineEntity({
  name: 'BonusAward',
  tableName: 'bonus_award',
  indexes: [{ properties: ['config', 'dayKey'] }, { properties: ['host', 'dayKey'] }, { properties: ['game'] }],
  checks: [{ name: 'bonus_award_amount_check', expression: 'amount > 0' }],
  properties: {
    id: p.bigint('number').primary(),
    config: () => p.manyToOne(BonusConfigSchema),
    host: () => p.manyToOne(AccountSchema),
    game: () => p.manyToOne(GameSchema),
    bonusType: p.enum(BONUS_TYPE_VALUES).$type<BonusTypeValue>(),
    /** The configuration's value (scaled as BonusConfig.value) when it was paid. */
    value: p.bigint('number'),
    amount: p.bigint('number'),
    /** Addis Ababa calendar day, YYYY-MM-DD. */
    dayKey: p.string().length(10),
    createdAt: p.datetime(),
  },
});
export type BonusAward = InferEntity<typeof BonusAwardSchema>;
