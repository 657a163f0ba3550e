import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsArray, IsInt, IsNumber, IsOptional } from 'class-validator';
import { ANOMALY_KINDS, ANOMALY_THRESHOLD_RANGES, DEFAULT_ANOMALY_THRESHOLDS } from '@bingo/core';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';

const range = (field: keyof typeof ANOMALY_THRESHOLD_RANGES) =>
  `From ${ANOMALY_THRESHOLD_RANGES[field].min} to ${ANOMALY_THRESHOLD_RANGES[field].max}; default ${DEFAULT_ANOMALY_THRESHOLDS[field]}.`;

@ObjectType({ description: "A flag's figure on one Addis day." })
export class AnomalyTrendPoint {
  @Field(() => String, { description: 'YYYY-MM-DD' }) day!: string;
  @Field(() => Float) value!: number;
}

@ObjectType({ description: 'One anomaly a host raised over the range (docs/reporting.md#anomalies).' })
export class AnomalyFlagObject {
  @Field(() => String, { description: `One of ${ANOMALY_KINDS.join(', ')}.` }) kind!: string;
  @Field(() => Float, { description: 'The figure: a count, or a share (0-1) for ABANDONED_GAMES and SHORT_GAMES.' })
  value!: number;
  @Field(() => Float, { description: 'The threshold it reached (LUCKY_CARD: the p-value limit).' }) threshold!: number;
  @Field(() => Int, { nullable: true, description: 'LUCKY_CARD: the card.' }) cardNumber!: number | null;
  @Field(() => Int, { nullable: true, description: 'LUCKY_CARD: won games it was in play.' }) plays!: number | null;
  @Field(() => Int, { nullable: true }) wins!: number | null;
  @Field(() => Float, { nullable: true, description: 'LUCKY_CARD: the wins chance gives it.' })
  expectedWins!: number | null;
  @Field(() => Float, { nullable: true, description: 'LUCKY_CARD: exact binomial p-value of its wins.' })
  pValue!: number | null;
  @Field(() => [AnomalyTrendPoint], { description: 'The figure per day, oldest first.' }) trend!: AnomalyTrendPoint[];
}

@ObjectType({ description: "A host's anomalies over the range." })
export class HostAnomaliesObject {
  @Field(() => ID) hostId!: string;
  @Field(() => String) username!: string;
  @Field(() => Int, { nullable: true }) ownerGroupId!: number | null;
  @Field(() => Int, { description: 'Games ended in the range.' }) games!: number;
  @Field(() => [AnomalyFlagObject]) flags!: AnomalyFlagObject[];
}

@ObjectType({ description: 'Hosts by how many flags they raise, most first.' })
export class AnomalyReportObject {
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => [HostAnomaliesObject]) hosts!: HostAnomaliesObject[];
}

@ObjectType({ description: "An owner group's anomaly thresholds (the defaults until tuned)." })
export class AnomalyThresholdsObject {
  @Field(() => Int, { nullable: true, description: 'Null: the defaults (no group chosen).' })
  ownerGroupId!: number | null;
  @Field(() => Boolean) isDefault!: boolean;
  @Field(() => Int, { description: range('minGames') }) minGames!: number;
  @Field(() => Float, { description: range('abandonedRate') }) abandonedRate!: number;
  @Field(() => Int, { description: range('missedClaims') }) missedClaims!: number;
  @Field(() => Int, { description: range('shiftDifferences') }) shiftDifferences!: number;
  @Field(() => Int, { description: range('flaggedPayouts') }) flaggedPayouts!: number;
  @Field(() => Float, { description: range('cardWinPValue') }) cardWinPValue!: number;
  @Field(() => Float, { description: `${range('shortGameRatio')} Steps of 0.1.` }) shortGameRatio!: number;
  @Field(() => Float, { description: range('shortGameRate') }) shortGameRate!: number;
  @Field(() => Int, { description: range('reprints') }) reprints!: number;
  @Field(() => Int, { description: range('repairings') }) repairings!: number;
}

@InputType({ description: 'Thresholds to change (fields left out keep their value); each within its range or 400.' })
export class AnomalyThresholdsInput {
  @Field(() => Int, { nullable: true, description: 'The super admin names the group; an owner tunes its own.' })
  @IsOptional()
  @IsInt()
  ownerGroupId?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  minGames?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  abandonedRate?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  missedClaims?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  shiftDifferences?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  flaggedPayouts?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  cardWinPValue?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  shortGameRatio?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  shortGameRate?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  reprints?: number | null;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '$property must be a number' })
  repairings?: number | null;
}

@ObjectType({ description: 'A game behind a flag. Santim.' })
export class AnomalyGameObject {
  @Field(() => ID) gameId!: string;
  @Field(() => String, { description: 'Opens the public verification page /verify/<code>.' }) publicCode!: string;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
  @Field(() => String, { nullable: true }) endReason!: string | null;
  @Field(() => Int, { nullable: true, description: 'Calls it ran to (the win, or where it was abandoned).' })
  calls!: number | null;
  @Field(() => Int, { nullable: true }) winningCard!: number | null;
  @Field(() => Int) missedClaims!: number;
  @Field(() => SafeIntResolver) totalStakesSantim!: number;
  @Field(() => SafeIntResolver, { description: 'The payout (FLAGGED_PAYOUTS: the flagged amount).' })
  payoutSantim!: number;
}

@ObjectType({ description: 'A shift closed with a difference beyond the hall tolerance. Santim.' })
export class AnomalyShiftObject {
  @Field(() => ID) shiftId!: string;
  @Field(() => DateTimeISOResolver) openedAt!: Date;
  @Field(() => DateTimeISOResolver) closedAt!: Date;
  @Field(() => SafeIntResolver) expectedSantim!: number;
  @Field(() => SafeIntResolver) countedSantim!: number;
  @Field(() => SafeIntResolver) toleranceSantim!: number;
}

@ObjectType({ description: 'A re-print (label: the card number) or a re-pairing (label: the display name).' })
export class AnomalyEventObject {
  @Field(() => String) label!: string;
  @Field(() => DateTimeISOResolver) at!: Date;
}

@ObjectType({ description: 'The games, shifts or events behind one flag, newest first (at most 100).' })
export class AnomalyEvidenceObject {
  @Field(() => ID) hostId!: string;
  @Field(() => String) kind!: string;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => [AnomalyGameObject]) games!: AnomalyGameObject[];
  @Field(() => [AnomalyShiftObject]) shifts!: AnomalyShiftObject[];
  @Field(() => [AnomalyEventObject]) events!: AnomalyEventObject[];
}

@InputType({ description: 'The cards a host printed.' })
export class CardPrintsInput {
  @Field(() => [Int]) @IsArray() @IsInt({ each: true }) paletteNumbers!: number[];
}
