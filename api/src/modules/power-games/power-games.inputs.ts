import { Field, ID, InputType, Int } from 'type-graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/** A Power Games campaign; on update, fields left out keep their value. Needs X-Step-Up. */
@InputType({ description: 'A Power Games campaign (super admin). Date-times without an offset are Addis Ababa time.' })
export class PowerCampaignInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'title must be a string' })
  @Length(1, 120, { message: 'title must be 1 to 120 characters' })
  title?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'text must be a string' })
  @MaxLength(1000, { message: 'text can be at most 1000 characters' })
  text?: string;

  @Field(() => String, { nullable: true, description: 'http(s) address of the external bonus site.' })
  @IsOptional()
  @IsString({ message: 'link must be a string' })
  @MaxLength(500, { message: 'link can be at most 500 characters' })
  link?: string;

  @Field(() => Boolean, { nullable: true, description: 'Show to every host; otherwise only targetHostIds.' })
  @IsOptional()
  @IsBoolean({ message: 'targetAll must be true or false' })
  targetAll?: boolean;

  @Field(() => [ID], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'targetHostIds must be a list of host ids' })
  @ArrayMaxSize(1000, { message: 'targetHostIds has at most 1000 hosts' })
  @IsUUID('all', { each: true, message: 'targetHostIds must be host ids' })
  targetHostIds?: string[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'startsAt must be a date-time string' })
  startsAt?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'endsAt must be a date-time string' })
  endsAt?: string;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** POST /api/game-button-status: the legacy client sends adminID. */
@InputType()
export class PowerStatusInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString({ message: 'adminID must be a string' })
  @MaxLength(64, { message: 'adminID is not an account id' })
  adminID?: string;
}

@InputType()
export class PowerClickInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString({ message: 'adminId must be a string' })
  @MaxLength(64, { message: 'adminId is not an account id' })
  adminId?: string;

  @Field(() => ID)
  @IsUUID('all', { message: 'appearanceId must be the id from the status call' })
  appearanceId!: string;

  @Field(() => [Int], { nullable: true, description: 'The selected cards, passed on with the link.' })
  @IsOptional()
  @IsArray({ message: 'selectedNumbers must be a list of card numbers' })
  @ArrayMaxSize(100, { message: 'selectedNumbers has at most 100 cards' })
  @IsInt({ each: true, message: 'selectedNumbers must be card numbers 1-100' })
  @Min(1, { each: true, message: 'selectedNumbers must be card numbers 1-100' })
  @Max(100, { each: true, message: 'selectedNumbers must be card numbers 1-100' })
  selectedNumbers?: number[];
}

@InputType()
export class PowerRedeemInput {
  @Field(() => String)
  @IsString({ message: 'code must be a string' })
  @Length(20, 100, { message: 'code is not valid' })
  code!: string;
}
