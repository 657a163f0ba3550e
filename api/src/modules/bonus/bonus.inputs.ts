import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_BONUS_DESCRIPTION_LENGTH, MAX_BONUS_NAME_LENGTH, MAX_MIN_PLAYERS, MAX_PRESET_PRIORITY } from '@bingo/core';
import {
  BonusGameType as BonusGameTypeEnum,
  BonusType as BonusTypeEnum,
  PresetCategory as PresetCategoryEnum,
  TriggerType as TriggerTypeEnum,
} from '../../shared/graphql/enums';
import { BONUS_GAME_TYPES, BONUS_TYPE_VALUES, PRESET_CATEGORIES, TRIGGER_TYPES } from './bonus.entities';

const NUMBER = { allowNaN: false, allowInfinity: false } as const;
const birrMessage = (field: string) => `${field} must be a number of Birr, at least 0`;

/**
 * A bonus configuration (docs/games-and-money.md#bonuses), for create and update alike: on create, name,
 * bonusType, bonusValue, startDateTime and endDateTime are required (checked by the service);
 * on update, fields left out keep their value and null clears an optional amount.
 * Amounts are Birr (REST; BonusConfigSantimInput is the GraphQL input, in santim); date-times
 * without an offset are Addis Ababa time.
 */
@InputType('BonusConfigFields')
export class BonusConfigInput {
  @Field(() => ID, { nullable: true, description: 'Start from this preset: fields left out are taken from it.' })
  @IsOptional()
  @IsUUID('all', { message: 'presetId must be a preset id' })
  presetId?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'name must be a string' })
  @Length(1, MAX_BONUS_NAME_LENGTH, { message: `name must be 1 to ${MAX_BONUS_NAME_LENGTH} characters` })
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(MAX_BONUS_DESCRIPTION_LENGTH, {
    message: `description can be at most ${MAX_BONUS_DESCRIPTION_LENGTH} characters`,
  })
  description?: string | null;

  @Field(() => BonusTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(BONUS_TYPE_VALUES, { message: `bonusType must be one of ${BONUS_TYPE_VALUES.join(', ')}` })
  bonusType?: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'fixed: an amount (santim; REST: Birr); percentage: percent of the base payout; multiplier: factor (>= 1).',
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'bonusValue must be a number' })
  @Min(0, { message: 'bonusValue must be at least 0' })
  bonusValue?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'startDateTime must be a date-time string' })
  startDateTime?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'endDateTime must be a date-time string' })
  endDateTime?: string;

  @Field(() => BonusGameTypeEnum, { nullable: true, description: 'Default regular.' })
  @IsOptional()
  @IsIn(BONUS_GAME_TYPES, { message: `gameType must be one of ${BONUS_GAME_TYPES.join(', ')}` })
  gameType?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'minPlayers must be a whole number' })
  @Min(0, { message: 'minPlayers must be at least 0' })
  @Max(MAX_MIN_PLAYERS, { message: `minPlayers can be at most ${MAX_MIN_PLAYERS}` })
  minPlayers?: number;

  @IsOptional()
  @IsNumber(NUMBER, { message: birrMessage('maxBonusAmount') })
  @Min(0, { message: birrMessage('maxBonusAmount') })
  maxBonusAmount?: number | null;

  @IsOptional()
  @IsNumber(NUMBER, { message: birrMessage('minBonusAmount') })
  @Min(0, { message: birrMessage('minBonusAmount') })
  minBonusAmount?: number | null;

  @Field(() => TriggerTypeEnum, { nullable: true, description: 'Default time_based.' })
  @IsOptional()
  @IsIn(TRIGGER_TYPES, { message: `triggerType must be one of ${TRIGGER_TYPES.join(', ')}` })
  triggerType?: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'games-count: every Nth game; bet-amount: total stakes; profit-threshold: profit today (santim; REST: Birr).',
  })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'triggerValue must be a number' })
  @Min(0, { message: 'triggerValue must be at least 0' })
  triggerValue?: number | null;

  @IsOptional()
  @IsNumber(NUMBER, { message: birrMessage('dailyBonusLimit') })
  @Min(0, { message: birrMessage('dailyBonusLimit') })
  dailyBonusLimit?: number | null;

  @IsOptional()
  @IsNumber(NUMBER, { message: birrMessage('bonusPool') })
  @Min(0, { message: birrMessage('bonusPool') })
  bonusPool?: number | null;

  @Field(() => [Int], { nullable: true, description: '0 = Sunday … 6 = Saturday; empty = every day.' })
  @IsOptional()
  @IsArray({ message: 'selectedDays must be a list of weekdays 0-6' })
  @ArrayMaxSize(7, { message: 'selectedDays has at most 7 days' })
  @IsInt({ each: true, message: 'selectedDays must be whole numbers 0-6 (0 = Sunday)' })
  @Min(0, { each: true, message: 'selectedDays must be whole numbers 0-6 (0 = Sunday)' })
  @Max(6, { each: true, message: 'selectedDays must be whole numbers 0-6 (0 = Sunday)' })
  selectedDays?: number[];

  @Field(() => [String], { nullable: true, description: '"HH:MM" starts of one-hour slots; empty = all day.' })
  @IsOptional()
  @IsArray({ message: 'selectedTimeSlots must be a list such as ["18:00"]' })
  @ArrayMaxSize(48, { message: 'selectedTimeSlots has at most 48 entries' })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { each: true, message: 'selectedTimeSlots entries must look like "18:00"' })
  selectedTimeSlots?: string[];

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** A bonus preset (docs/games-and-money.md#bonuses). Super admins' presets are global. */
@InputType('BonusPresetFields')
export class BonusPresetInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'name must be a string' })
  @Length(1, MAX_BONUS_NAME_LENGTH, { message: `name must be 1 to ${MAX_BONUS_NAME_LENGTH} characters` })
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(MAX_BONUS_DESCRIPTION_LENGTH, {
    message: `description can be at most ${MAX_BONUS_DESCRIPTION_LENGTH} characters`,
  })
  description?: string | null;

  @Field(() => BonusTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(BONUS_TYPE_VALUES, { message: `bonusType must be one of ${BONUS_TYPE_VALUES.join(', ')}` })
  bonusType?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'bonusValue must be a number' })
  @Min(0, { message: 'bonusValue must be at least 0' })
  bonusValue?: number;

  @Field(() => BonusGameTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(BONUS_GAME_TYPES, { message: `gameType must be one of ${BONUS_GAME_TYPES.join(', ')}` })
  gameType?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'minPlayers must be a whole number' })
  @Min(0, { message: 'minPlayers must be at least 0' })
  @Max(MAX_MIN_PLAYERS, { message: `minPlayers can be at most ${MAX_MIN_PLAYERS}` })
  minPlayers?: number;

  @IsOptional()
  @IsNumber(NUMBER, { message: birrMessage('maxBonusAmount') })
  @Min(0, { message: birrMessage('maxBonusAmount') })
  maxBonusAmount?: number | null;

  @Field(() => PresetCategoryEnum, { nullable: true })
  @IsOptional()
  @IsIn(PRESET_CATEGORIES, { message: `presetCategory must be one of ${PRESET_CATEGORIES.join(', ')}` })
  presetCategory?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'presetPriority must be a whole number' })
  @Min(0, { message: `presetPriority must be from 0 to ${MAX_PRESET_PRIORITY}` })
  @Max(MAX_PRESET_PRIORITY, { message: `presetPriority must be from 0 to ${MAX_PRESET_PRIORITY}` })
  presetPriority?: number;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

const santimMessage = (field: string) => `${field} must be a whole number of santim, at least 0`;

@InputType('BonusConfigInput', { description: 'A bonus configuration. Needs X-Step-Up. Amounts in santim.' })
export class BonusConfigSantimInput extends BonusConfigInput {
  @Field(() => SafeIntResolver, { nullable: true })
  @IsOptional()
  @IsInt({ message: santimMessage('maxBonusAmountSantim') })
  @Min(0, { message: santimMessage('maxBonusAmountSantim') })
  maxBonusAmountSantim?: number | null;

  @Field(() => SafeIntResolver, { nullable: true })
  @IsOptional()
  @IsInt({ message: santimMessage('minBonusAmountSantim') })
  @Min(0, { message: santimMessage('minBonusAmountSantim') })
  minBonusAmountSantim?: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Most this configuration pays per Addis Ababa day.' })
  @IsOptional()
  @IsInt({ message: santimMessage('dailyBonusLimitSantim') })
  @Min(0, { message: santimMessage('dailyBonusLimitSantim') })
  dailyBonusLimitSantim?: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Required for the bonus-pool trigger.' })
  @IsOptional()
  @IsInt({ message: santimMessage('bonusPoolSantim') })
  @Min(0, { message: santimMessage('bonusPoolSantim') })
  bonusPoolSantim?: number | null;
}

@InputType('BonusPresetInput', { description: 'A bonus preset. Needs X-Step-Up. Amounts in santim.' })
export class BonusPresetSantimInput extends BonusPresetInput {
  @Field(() => SafeIntResolver, { nullable: true })
  @IsOptional()
  @IsInt({ message: santimMessage('maxBonusAmountSantim') })
  @Min(0, { message: santimMessage('maxBonusAmountSantim') })
  maxBonusAmountSantim?: number | null;
}

/** GraphQL (santim names) → the services' input shape, amounts still santim (the service is told the unit). */
export function configFromSantim(input: BonusConfigSantimInput): BonusConfigInput {
  const { maxBonusAmountSantim, minBonusAmountSantim, dailyBonusLimitSantim, bonusPoolSantim, ...rest } = input;
  return {
    ...rest,
    maxBonusAmount: maxBonusAmountSantim,
    minBonusAmount: minBonusAmountSantim,
    dailyBonusLimit: dailyBonusLimitSantim,
    bonusPool: bonusPoolSantim,
  };
}

export function presetFromSantim(input: BonusPresetSantimInput): BonusPresetInput {
  const { maxBonusAmountSantim, ...rest } = input;
  return { ...rest, maxBonusAmount: maxBonusAmountSantim };
}

@InputType({ description: 'A date range of Addis Ababa days; default and at most the last 100 days.' })
export class BonusStatsRangeInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD or ISO date-time' })
  @IsOptional()
  @IsString({ message: 'startDate must be a date' })
  startDate?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'endDate must be a date' })
  endDate?: string;
}
