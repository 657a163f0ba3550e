import { BonusLimitScope, MAX_BONUS_LIMIT_PER_DAY_SANTIM, MAX_BONUS_LIMIT_PER_GAME_SANTIM } from '@bingo/core';
import { IsIn, IsInt, IsString, Max, Min } from 'class-validator';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(BonusLimitScope, { name: 'BonusLimitScope', description: 'What a bonus limit applies to.' });

@ObjectType({ description: "The platform's bonus limits (docs/games-and-money.md#bonus-limits), santim." })
export class BonusLimitsView {
  @Field(() => SafeIntResolver, { description: 'The most all bonuses of one game may pay.' })
  maxPerGameSantim!: number;
  @Field(() => Int, { description: "The most all bonuses of one game may pay, as basis points of the game's stakes." })
  maxShareBp!: number;
  @Field(() => SafeIntResolver, { description: "The most a host's bonuses may pay in one Addis Ababa day." })
  maxPerDaySantim!: number;
}

@ObjectType({ description: 'Bonus limits the super admin set for one owner group or one host.' })
export class BonusLimitRow extends BonusLimitsView {
  @Field(() => ID) id!: string;
  @Field(() => BonusLimitScope) scope!: BonusLimitScope;
  /** The group's id or the host's id. */
  @Field(() => ID) targetId!: string;
  @Field(() => String, { description: "The group's name or the host's username." }) targetName!: string;
  @Field(() => DateTimeISOResolver) updatedAt!: Date;
}

@ObjectType({ description: 'An owner group limits may be set for.' })
export class BonusLimitGroup {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'Every limit set, and what applies where none is.' })
export class BonusLimitsOverview {
  @Field(() => BonusLimitsView) platformDefault!: BonusLimitsView;
  @Field(() => [BonusLimitRow]) limits!: BonusLimitRow[];
  @Field(() => [BonusLimitGroup], { description: 'The owner groups (targets for GROUP limits).' })
  groups!: BonusLimitGroup[];
}

@ObjectType({ description: 'The limits that apply to one host, and where they come from.' })
export class EffectiveBonusLimits extends BonusLimitsView {
  @Field(() => String, { description: '"HOST", "GROUP" or "DEFAULT".' }) source!: string;
}

@InputType({ description: 'Sets the bonus limits of one owner group or one host (replacing what was set).' })
export class SetBonusLimitsInput {
  @Field(() => BonusLimitScope)
  @IsIn(Object.values(BonusLimitScope), { message: 'scope must be GROUP or HOST' })
  scope!: BonusLimitScope;

  @Field(() => ID, { description: "The group's id (GROUP) or the host's id (HOST)." })
  @IsString({ message: 'targetId must be a string' })
  targetId!: string;

  @Field(() => SafeIntResolver)
  @IsInt({ message: 'maxPerGameSantim must be a whole number of santim' })
  @Min(0, { message: `maxPerGameSantim must be from 0 to ${MAX_BONUS_LIMIT_PER_GAME_SANTIM}` })
  @Max(MAX_BONUS_LIMIT_PER_GAME_SANTIM, {
    message: `maxPerGameSantim must be from 0 to ${MAX_BONUS_LIMIT_PER_GAME_SANTIM}`,
  })
  maxPerGameSantim!: number;

  @Field(() => Int)
  @IsInt({ message: 'maxShareBp must be a whole number of basis points' })
  @Min(0, { message: 'maxShareBp must be from 0 to 10000' })
  @Max(10_000, { message: 'maxShareBp must be from 0 to 10000' })
  maxShareBp!: number;

  @Field(() => SafeIntResolver)
  @IsInt({ message: 'maxPerDaySantim must be a whole number of santim' })
  @Min(0, { message: `maxPerDaySantim must be from 0 to ${MAX_BONUS_LIMIT_PER_DAY_SANTIM}` })
  @Max(MAX_BONUS_LIMIT_PER_DAY_SANTIM, {
    message: `maxPerDaySantim must be from 0 to ${MAX_BONUS_LIMIT_PER_DAY_SANTIM}`,
  })
  maxPerDaySantim!: number;
}
