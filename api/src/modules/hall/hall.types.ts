import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsArray, IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { HALL_LANGUAGES, MAX_HALL_DISPLAY_NAME_LENGTH, VOICES } from '@bingo/core';

@ObjectType({ description: "A hall's settings (docs/roles-and-accounts.md#hall-settings)." })
export class HallSettingsObject {
  @Field(() => ID) hostId!: string;
  @Field(() => String) username!: string;
  @Field(() => String, { nullable: true, description: 'The display name as set; null when not set.' })
  displayName!: string | null;
  @Field(() => String, {
    description: 'What the room display and verification page show: display name, else username.',
  })
  hallName!: string;
  @Field(() => [String], { description: 'Support numbers of the operator header (at most 2).' })
  supportPhones!: string[];
  @Field(() => String, { nullable: true, description: `One of ${HALL_LANGUAGES.join(', ')}; null: the app's default.` })
  defaultLanguage!: string | null;
  @Field(() => String, { nullable: true, description: `One of ${VOICES.join(', ')}; null: the app's default.` })
  defaultVoice!: string | null;
  @Field(() => Boolean, {
    description:
      'The caller is told "card 47 has Any row" as it happens (docs/fairness.md#missed-claims); on by default.',
  })
  missedClaimNotices!: boolean;
}

@InputType({
  description:
    "A host's hall settings (its owner, the super admin). Omitted fields stay as they are; null or blank clears one. Validated by core's hall rules.",
})
export class HallSettingsInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be a host id' })
  hostId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'displayName must be text' })
  @MaxLength(MAX_HALL_DISPLAY_NAME_LENGTH * 4, { message: 'displayName is too long' })
  displayName?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'supportPhones must be a list of phone numbers' })
  @IsString({ each: true, message: 'supportPhones must be a list of phone numbers' })
  supportPhones?: string[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'defaultLanguage must be text' })
  defaultLanguage?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'defaultVoice must be text' })
  defaultVoice?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Tell the caller of missed claims as they happen.' })
  @IsOptional()
  @IsBoolean({ message: 'missedClaimNotices must be true or false' })
  missedClaimNotices?: boolean | null;
}
