import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { SlotStatus } from '../../shared/graphql/enums';

@ObjectType({ description: 'A free-game slot: scheduled ("reserved"), used, cancelled, or void ("expired/not used").' })
export class FreeGameSlotView {
  @Field(() => ID)
  id!: string;

  @Field(() => DateTimeISOResolver)
  scheduledDateTime!: Date;

  @Field(() => SlotStatus)
  status!: string;

  @Field(() => DateTimeISOResolver, { nullable: true })
  usedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  usedInGameId!: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the game that used the slot was created.' })
  gameCreatedAt!: Date | null;
}

@ObjectType()
export class ScheduleResult {
  @Field(() => Int)
  count!: number;

  @Field(() => [FreeGameSlotView])
  schedules!: FreeGameSlotView[];
}
