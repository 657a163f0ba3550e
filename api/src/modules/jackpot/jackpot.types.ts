import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsInt, IsNumber, IsUUID, Max, Min } from 'class-validator';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';

@ObjectType({ description: 'A jackpot paid out. Amount in santim.' })
export class JackpotRecordObject {
  @Field(() => ID) id!: string;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
  @Field(() => ID) hostId!: string;
  @Field(() => String) hostUsername!: string;
  @Field(() => ID) gameId!: string;
  @Field(() => SafeIntResolver, { name: 'amountSantim' }) amount!: number;
  @Field(() => Int) winnerCard!: number;
  @Field(() => Int) completedAtCall!: number;
}

@ObjectType({ description: "A host's jackpot pool. Amount in santim." })
export class JackpotPoolObject {
  @Field(() => ID) hostId!: string;
  @Field(() => SafeIntResolver, { name: 'amountSantim' }) amount!: number;
  @Field(() => Float, { description: "Share of each regular game's profit added to the pool (0-1)." })
  accrualShare!: number;
  @Field(() => Int, { description: 'A jackpot game wins the pool when its winner completes within this many calls.' })
  callLimit!: number;
}

@InputType({ description: "A host's jackpot settings (owners in scope, super admin)." })
export class JackpotSettingsInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be a host id' })
  hostId!: string;

  @Field(() => Float)
  @IsNumber({}, { message: 'accrualShare must be a number from 0 to 1' })
  @Min(0, { message: 'accrualShare must be a number from 0 to 1' })
  @Max(1, { message: 'accrualShare must be a number from 0 to 1' })
  accrualShare!: number;

  @Field(() => Int)
  @IsInt({ message: 'callLimit must be a whole number' })
  @Min(1, { message: 'callLimit must be from 1 to 75' })
  @Max(75, { message: 'callLimit must be from 1 to 75' })
  callLimit!: number;
}
