import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';
import { BonusGameType, BonusType, PresetCategory, TriggerType } from '../../shared/graphql/enums';

@ObjectType({ description: 'A bonus configuration (docs/games-and-money.md#bonuses). Amounts in santim.' })
export class BonusConfigView {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => BonusType) bonusType!: string;
  @Field(() => Float, { description: 'fixed: santim; percentage: percent; multiplier: factor.' }) bonusValue!: number;
  @Field(() => DateTimeISOResolver) startDateTime!: Date;
  @Field(() => DateTimeISOResolver) endDateTime!: Date;
  @Field(() => BonusGameType) gameType!: string;
  @Field(() => Int) minPlayers!: number;
  @Field(() => SafeIntResolver, { name: 'maxBonusAmountSantim', nullable: true }) maxBonusAmount!: number | null;
  @Field(() => SafeIntResolver, { name: 'minBonusAmountSantim', nullable: true }) minBonusAmount!: number | null;
  @Field(() => TriggerType) triggerType!: string;
  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'games-count: N; bet-amount and profit-threshold: santim.',
  })
  triggerValue!: number | null;
  @Field(() => SafeIntResolver, { name: 'dailyBonusLimitSantim', nullable: true }) dailyBonusLimit!: number | null;
  @Field(() => Int) distributedCount!: number;
  @Field(() => SafeIntResolver, { name: 'bonusPoolSantim', nullable: true }) bonusPool!: number | null;
  @Field(() => SafeIntResolver, { name: 'remainingBonusPoolSantim', nullable: true }) remainingBonusPool!:
    number | null;
  @Field(() => [Int]) selectedDays!: number[];
  @Field(() => [String]) selectedTimeSlots!: string[];
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => ID, { nullable: true }) presetId!: string | null;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
}

@ObjectType({ description: 'A bonus preset. Global ones belong to the super admin and are read-only for hosts.' })
export class BonusPresetView {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => BonusType) bonusType!: string;
  @Field(() => Float, { description: 'fixed: santim; percentage: percent; multiplier: factor.' }) bonusValue!: number;
  @Field(() => BonusGameType) gameType!: string;
  @Field(() => Int) minPlayers!: number;
  @Field(() => SafeIntResolver, { name: 'maxBonusAmountSantim', nullable: true }) maxBonusAmount!: number | null;
  @Field(() => PresetCategory) presetCategory!: string;
  @Field(() => Boolean) isGlobalPreset!: boolean;
  @Field(() => Int) presetPriority!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Boolean, { description: 'True when the caller may change it.' }) editable!: boolean;
}

@ObjectType()
export class BonusAwardView {
  @Field(() => ID, { nullable: true }) bonusId!: string | null;
  @Field(() => BonusType) bonusType!: string;
  @Field(() => Float, { description: 'fixed: santim; percentage: percent; multiplier: factor.' }) bonusValue!: number;
  @Field(() => SafeIntResolver, { name: 'bonusAmountSantim', description: 'Santim.' }) bonusAmount!: number;
}

@ObjectType({ description: 'A game that paid bonuses (docs/games-and-money.md#bonuses).' })
export class BonusGameRecord {
  @Field(() => ID) gameId!: string;
  @Field(() => DateTimeISOResolver) date!: Date;
  @Field(() => SafeIntResolver, { name: 'baseAmountSantim', description: 'The payout before bonuses, santim.' })
  baseAmount!: number;
  @Field(() => SafeIntResolver, { name: 'totalBonusAmountSantim' }) totalBonusAmount!: number;
  @Field(() => [BonusAwardView]) appliedBonuses!: BonusAwardView[];
}

@ObjectType({ description: 'Bonuses paid on one Addis Ababa day.' })
export class DailyBonusStat {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'totalBonusAmountSantim' }) totalBonusAmount!: number;
}
