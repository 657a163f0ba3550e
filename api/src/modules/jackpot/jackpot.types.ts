import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';
import {
  JACKPOT_CALL_LIMIT_MESSAGE,
  JACKPOT_SHARE_MESSAGE,
  MAX_JACKPOT_CALL_LIMIT,
  MIN_JACKPOT_CALL_LIMIT,
} from '@bingo/core';
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
  @Field(() => Boolean, { description: 'On: regular games add to the pool and jackpot games can win it.' })
  enabled!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The linked jackpot the hall is in: then amount, share and call limit are that pool's.",
  })
  linkedPoolName!: string | null;
}

@InputType({ description: "A host's jackpot settings (its owner, the super admin); docs/games-and-money.md#jackpot." })
export class JackpotSettingsInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be a host id' })
  hostId!: string;

  @Field(() => Float)
  @IsNumber({}, { message: JACKPOT_SHARE_MESSAGE })
  @Min(0, { message: JACKPOT_SHARE_MESSAGE })
  @Max(1, { message: JACKPOT_SHARE_MESSAGE })
  accrualShare!: number;

  @Field(() => Int)
  @IsInt({ message: JACKPOT_CALL_LIMIT_MESSAGE })
  @Min(MIN_JACKPOT_CALL_LIMIT, { message: JACKPOT_CALL_LIMIT_MESSAGE })
  @Max(MAX_JACKPOT_CALL_LIMIT, { message: JACKPOT_CALL_LIMIT_MESSAGE })
  callLimit!: number;

  @Field(() => Boolean, { nullable: true, description: 'On/off; omitted: on.' })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean | null;
}
