import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Allow } from 'class-validator';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';

/** GraphQL shapes of linked jackpots (docs/games-and-money.md#linked-jackpot). Amounts in santim. */

@ObjectType({ description: 'A hall linked into a pool.' })
export class LinkedHallObject {
  @Field(() => ID) hostId!: string;
  @Field(() => String) username!: string;
}

@ObjectType({
  description:
    "A linked pool's result: WIN (the hall took the pool) or MISS (its qualifying win came after the pool was taken elsewhere: told, paid 0).",
})
export class LinkedJackpotResultObject {
  @Field(() => String) kind!: 'WIN' | 'MISS';
  @Field(() => Int) round!: number;
  @Field(() => ID) hostId!: string;
  @Field(() => String) hostUsername!: string;
  @Field(() => ID) gameId!: string;
  @Field(() => SafeIntResolver, { name: 'amountSantim' }) amount!: number;
  @Field(() => Int) winnerCard!: number;
  @Field(() => Int) completedAtCall!: number;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
}

@ObjectType({ description: 'A jackpot pool shared by halls of one owner group.' })
export class LinkedJackpotObject {
  @Field(() => ID) id!: string;
  @Field(() => ID) ownerGroupId!: string;
  @Field(() => String) name!: string;
  @Field(() => SafeIntResolver, { name: 'amountSantim' }) amount!: number;
  @Field(() => Float, { description: "Share of each linked regular game's profit added to the pool (0-1)." })
  accrualShare!: number;
  @Field(() => Int, { description: 'A jackpot game wins the pool when its winner completes within this many calls.' })
  callLimit!: number;
  @Field(() => Int, { description: 'How many times the pool was taken.' }) round!: number;
  @Field(() => [LinkedHallObject], { description: 'The halls linked now (none: every hall unlinked; history kept).' })
  halls!: LinkedHallObject[];
  @Field(() => [LinkedJackpotResultObject], { description: 'Wins and misses, newest first.' })
  results!: LinkedJackpotResultObject[];
  @Field(() => DateTimeISOResolver) createdAt!: Date;
}

/** Checked by core's linkedJackpotProblem in the service (refusals carry its code), not by decorators. */
@InputType({ description: "A linked jackpot's name, share, call limit and halls (owner of the group, super admin)." })
export class LinkedJackpotInput {
  @Field(() => String) @Allow() name!: string;
  @Field(() => Float) @Allow() accrualShare!: number;
  @Field(() => Int) @Allow() callLimit!: number;
  @Field(() => [ID], { description: 'At least two halls of one owner group, each in no other pool.' })
  @Allow()
  hostIds!: string[];
}

@InputType({
  description: "A linked jackpot's new settings and halls: halls left out are unlinked (the pool's history stays).",
})
export class UpdateLinkedJackpotInput extends LinkedJackpotInput {
  @Field(() => ID) @Allow() id!: string;
}
