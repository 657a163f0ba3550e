import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { TILL_DENOMINATIONS_BIRR } from '@bingo/core';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';

@ObjectType({ description: 'How many notes or coins of one denomination.' })
export class DenominationCountObject {
  @Field(() => Int, { description: `Birr: one of ${TILL_DENOMINATIONS_BIRR.join(', ')}.` }) birr!: number;
  @Field(() => Int) count!: number;
}

@InputType({ description: 'How many notes or coins of one denomination (a whole number, 0 or more).' })
export class DenominationCountInput {
  @Field(() => Int, { description: `Birr: one of ${TILL_DENOMINATIONS_BIRR.join(', ')}.` }) birr!: number;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'A correction of a closed shift: a new entry, never an edit. Santim.' })
export class ShiftCorrectionObject {
  @Field(() => SafeIntResolver) amountSantim!: number;
  @Field(() => String) note!: string;
  @Field(() => ID) actorId!: string;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
}

@ObjectType({ description: "A payout above the hall's review threshold. Santim." })
export class FlaggedPayoutObject {
  @Field(() => ID) gameId!: string;
  @Field(() => ID) hostId!: string;
  @Field(() => String) username!: string;
  @Field(() => SafeIntResolver) amountSantim!: number;
  @Field(() => SafeIntResolver) thresholdSantim!: number;
  @Field(() => DateTimeISOResolver) flaggedAt!: Date;
  @Field(() => DateTimeISOResolver, { nullable: true }) acknowledgedAt!: Date | null;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@ObjectType({
  description:
    "A host's shift (docs/games-and-money.md#the-till). Santim. Expected = float + cash in − cash out; free and bonus amounts come from the platform and are shown apart.",
})
export class ShiftObject {
  @Field(() => ID) id!: string;
  @Field(() => ID) hostId!: string;
  @Field(() => String) username!: string;
  @Field(() => DateTimeISOResolver) openedAt!: Date;
  @Field(() => [DenominationCountObject]) floatCounts!: DenominationCountObject[];
  @Field(() => SafeIntResolver) floatSantim!: number;
  @Field(() => SafeIntResolver) cashInSantim!: number;
  @Field(() => SafeIntResolver) cashOutSantim!: number;
  @Field(() => Int) games!: number;
  @Field(() => SafeIntResolver) freeSantim!: number;
  @Field(() => SafeIntResolver) bonusSantim!: number;
  @Field(() => SafeIntResolver) expectedSantim!: number;
  @Field(() => DateTimeISOResolver, { nullable: true }) closedAt!: Date | null;
  @Field(() => [DenominationCountObject], { nullable: true }) countedCounts!: DenominationCountObject[] | null;
  @Field(() => SafeIntResolver, { nullable: true }) countedSantim!: number | null;
  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'Counted − expected at the close, plus the corrections since.',
  })
  differenceSantim!: number | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => [ShiftCorrectionObject]) corrections!: ShiftCorrectionObject[];
  @Field(() => [FlaggedPayoutObject], {
    description: "Payouts of the shift's games flagged for the owner's review (acknowledged or not), oldest first.",
  })
  flaggedPayouts!: FlaggedPayoutObject[];
}

@ObjectType({ description: "A host's meters: totals that never reset. Santim; games a count." })
export class MeterObject {
  @Field(() => ID) hostId!: string;
  @Field(() => String) username!: string;
  @Field(() => SafeIntResolver) cashInSantim!: number;
  @Field(() => SafeIntResolver) cashOutSantim!: number;
  @Field(() => SafeIntResolver) games!: number;
  @Field(() => SafeIntResolver) freeSantim!: number;
  @Field(() => SafeIntResolver) bonusSantim!: number;
}

@ObjectType({ description: "A hall's till settings. Santim." })
export class TillSettingsObject {
  @Field(() => ID) hostId!: string;
  @Field(() => Boolean, { description: 'A game starts only inside an open shift (default off).' })
  shiftsRequired!: boolean;
  @Field(() => SafeIntResolver, { description: 'A closing difference beyond this needs a note.' })
  toleranceSantim!: number;
  @Field(() => SafeIntResolver, {
    nullable: true,
    description: "A payout above this is flagged for the owner's review.",
  })
  payoutReviewSantim!: number | null;
}

@InputType({ description: 'Open a shift with the float counted by denomination.' })
export class OpenShiftInput {
  @Field(() => [DenominationCountInput])
  @IsArray({ message: 'counts must be a list of denominations with their counts' })
  counts!: DenominationCountInput[];
}

@InputType({
  description: 'Close your open shift with the drawer counted; a difference beyond the tolerance needs a note.',
})
export class CloseShiftInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'shiftId must be a shift id' })
  shiftId!: string;

  @Field(() => [DenominationCountInput])
  @IsArray({ message: 'counts must be a list of denominations with their counts' })
  counts!: DenominationCountInput[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'A note is at most 500 characters' })
  note?: string | null;
}

@InputType({
  description: 'A correction of a closed shift (owner, super admin): santim added to the count, with a note.',
})
export class CorrectShiftInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'shiftId must be a shift id' })
  shiftId!: string;

  @Field(() => SafeIntResolver)
  @IsInt({ message: 'amountSantim must be a whole number of santim' })
  amountSantim!: number;

  @Field(() => String)
  @IsString({ message: 'note must be text' })
  note!: string;
}

@InputType({ description: "A hall's till settings (its owner, the super admin). Omitted fields stay; santim." })
export class TillSettingsInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be a host id' })
  hostId!: string;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'shiftsRequired must be true or false' })
  shiftsRequired?: boolean | null;

  @Field(() => SafeIntResolver, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'toleranceSantim must be a whole number of santim' })
  toleranceSantim?: number | null;

  @Field(() => SafeIntResolver, { nullable: true, description: 'null: no payout is flagged.' })
  @IsOptional()
  @IsInt({ message: 'payoutReviewSantim must be a whole number of santim' })
  payoutReviewSantim?: number | null;
}
