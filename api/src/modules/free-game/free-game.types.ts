import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { SlotRefusal as SlotRefusalValue } from '@bingo/core';
import { DateTimeISOResolver } from 'graphql-scalars';
import { SlotRefusal, SlotStatus } from '../../shared/graphql/enums';

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

@ObjectType({ description: 'A slot of a bulk request that was not created, with its time and why.' })
export class RefusedSlot {
  @Field(() => DateTimeISOResolver)
  scheduledDateTime!: Date;

  @Field(() => SlotRefusal)
  reason!: SlotRefusalValue;

  @Field(() => String, { description: 'The reason in words (English).' })
  message!: string;
}

@ObjectType({ description: 'The free games created, and (bulk scheduling) the slots refused with their times.' })
export class ScheduleResult {
  @Field(() => Int, { description: 'How many free games were created.' })
  count!: number;

  @Field(() => [FreeGameSlotView])
  schedules!: FreeGameSlotView[];

  @Field(() => [RefusedSlot], { description: 'Slots not created, soonest first; the others were created.' })
  refused!: RefusedSlot[];
}
