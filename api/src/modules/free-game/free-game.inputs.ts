import { Field, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsString, Max, Min } from 'class-validator';
import { MAX_RANDOM_GAMES, RANDOM_GAP_CHOICES } from '@bingo/core';

@InputType({ description: 'One free game at a date-time (Addis Ababa time unless an offset is given).' })
export class ScheduleFreeGameInput {
  @Field(() => String)
  @IsString({ message: 'scheduledDateTime must be a string' })
  scheduledDateTime!: string;
}

@InputType({ description: 'Free games at the given hours on the chosen weekdays of a date range.' })
export class BulkScheduleInput {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  @IsString({ message: 'startDate must be a date YYYY-MM-DD' })
  startDate!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, inclusive' })
  @IsString({ message: 'endDate must be a date YYYY-MM-DD' })
  endDate!: string;

  @Field(() => [String], { description: '"HH:00" entries' })
  @IsArray({ message: 'timeSlots must be a list such as ["18:00"]' })
  @ArrayMinSize(1, { message: 'choose at least one time slot' })
  @ArrayMaxSize(24, { message: 'at most 24 time slots' })
  timeSlots!: string[];

  @Field(() => [Int], { description: '0 = Sunday … 6 = Saturday' })
  @IsArray({ message: 'selectedDays must be a list of weekdays 0-6' })
  @ArrayMinSize(1, { message: 'choose at least one day' })
  @ArrayMaxSize(7, { message: 'at most 7 days' })
  @IsInt({ each: true, message: 'selectedDays must be whole numbers 0-6 (0 = Sunday)' })
  @Min(0, { each: true, message: 'selectedDays must be whole numbers 0-6 (0 = Sunday)' })
  @Max(6, { each: true, message: 'selectedDays must be whole numbers 0-6 (0 = Sunday)' })
  selectedDays!: number[];
}

@InputType({ description: 'A number of free games placed at random between two times.' })
export class RandomScheduleInput {
  @Field(() => String)
  @IsString({ message: 'startDateTime must be a string' })
  startDateTime!: string;

  @Field(() => String)
  @IsString({ message: 'endDateTime must be a string' })
  endDateTime!: string;

  @Field(() => Int)
  @IsInt({ message: `numberOfGames must be a whole number from 1 to ${MAX_RANDOM_GAMES}` })
  @Min(1, { message: `numberOfGames must be a whole number from 1 to ${MAX_RANDOM_GAMES}` })
  @Max(MAX_RANDOM_GAMES, { message: `numberOfGames must be a whole number from 1 to ${MAX_RANDOM_GAMES}` })
  numberOfGames!: number;

  @Field(() => Int)
  @IsIn([...RANDOM_GAP_CHOICES], { message: `minGapMinutes must be one of ${RANDOM_GAP_CHOICES.join(', ')}` })
  minGapMinutes!: number;
}
