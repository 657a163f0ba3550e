import { Field, InputType, Int } from 'type-graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import {
  MAX_PREFIXES_PER_GROUP,
  OWNER_GROUP_NAME_MESSAGE,
  OWNER_GROUP_NAME_PATTERN,
  ROUTE_SLUG_MAX_LENGTH,
  USERNAME_PREFIX_MESSAGE,
  USERNAME_PREFIX_PATTERN,
} from '@bingo/core';
import { IsNewPassword, IsUsername } from '../../shared/validation/common';

const PREFIX_COUNT = `prefixes must list 1 to ${MAX_PREFIXES_PER_GROUP} username prefixes`;
const CARD_SET_COUNT = 'cardSetIds must list 1 to 10 card sets';

/** The fields a group is made of; creating needs them all, editing any of them. */
@InputType('OwnerGroupFields')
class OwnerGroupFields {
  @Field(() => String, {
    nullable: true,
    description: 'The web route without the leading "/", e.g. "final/warning"; null for none.',
  })
  @IsOptional()
  @IsString({ message: 'routeSlug must be a string' })
  @MaxLength(ROUTE_SLUG_MAX_LENGTH, { message: `routeSlug can be at most ${ROUTE_SLUG_MAX_LENGTH} characters` })
  routeSlug?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'canEditCommission must be true or false' })
  canEditCommission?: boolean;
}

@InputType('CreateOwnerGroupInput', { description: 'A new owner group; its super account is created with it, empty.' })
export class CreateOwnerGroupInput extends OwnerGroupFields {
  @Field(() => String)
  @IsString({ message: 'name must be a string' })
  @Matches(OWNER_GROUP_NAME_PATTERN, { message: OWNER_GROUP_NAME_MESSAGE })
  name!: string;

  @Field(() => [String], {
    description: 'Host usernames of the group start with one of these; no overlap with other groups.',
  })
  @IsArray({ message: PREFIX_COUNT })
  @ArrayMinSize(1, { message: PREFIX_COUNT })
  @ArrayMaxSize(MAX_PREFIXES_PER_GROUP, { message: PREFIX_COUNT })
  @Matches(USERNAME_PREFIX_PATTERN, { each: true, message: USERNAME_PREFIX_MESSAGE })
  prefixes!: string[];

  @Field(() => [Int], { description: 'The card sets ("Cartella N") its hosts may play.' })
  @IsArray({ message: CARD_SET_COUNT })
  @ArrayMinSize(1, { message: CARD_SET_COUNT })
  @ArrayMaxSize(10, { message: CARD_SET_COUNT })
  @IsInt({ each: true, message: 'cardSetIds must be whole numbers' })
  @Min(1, { each: true, message: 'cardSetIds must be positive' })
  cardSetIds!: number[];
}

@InputType('UpdateOwnerGroupInput', { description: 'Changes to a group; absent fields stay as they are.' })
export class UpdateOwnerGroupInput extends OwnerGroupFields {
  @Field(() => Int)
  @IsInt({ message: 'id must be a whole number' })
  id!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'name must be a string' })
  @Matches(OWNER_GROUP_NAME_PATTERN, { message: OWNER_GROUP_NAME_MESSAGE })
  name?: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray({ message: PREFIX_COUNT })
  @ArrayMinSize(1, { message: PREFIX_COUNT })
  @ArrayMaxSize(MAX_PREFIXES_PER_GROUP, { message: PREFIX_COUNT })
  @Matches(USERNAME_PREFIX_PATTERN, { each: true, message: USERNAME_PREFIX_MESSAGE })
  prefixes?: string[];

  @Field(() => [Int], { nullable: true })
  @IsOptional()
  @IsArray({ message: CARD_SET_COUNT })
  @ArrayMinSize(1, { message: CARD_SET_COUNT })
  @ArrayMaxSize(10, { message: CARD_SET_COUNT })
  @IsInt({ each: true, message: 'cardSetIds must be whole numbers' })
  @Min(1, { each: true, message: 'cardSetIds must be positive' })
  cardSetIds?: number[];
}

@InputType('CreateOwnerAccountInput', { description: "A new owner who signs in and manages the group's hosts." })
export class CreateOwnerAccountInput {
  @Field(() => Int)
  @IsInt({ message: 'groupId must be a whole number' })
  groupId!: number;

  @Field(() => String)
  @IsString({ message: 'username must be a string' })
  @IsUsername()
  username!: string;

  @Field(() => String)
  @IsString({ message: 'password must be a string' })
  @IsNewPassword()
  password!: string;
}
