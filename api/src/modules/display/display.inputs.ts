import { Field, InputType } from 'type-graphql';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DISPLAY_NAME_MAX_LENGTH, HALL_LANGUAGES } from '@bingo/core';

@InputType({ description: 'A room display pairs with the code its host’s caller shows.' })
export class PairDisplayInput {
  @Field(() => String, { description: 'The pairing code (6 characters; case, spaces and dashes ignored).' })
  @IsString({ message: 'code must be text' })
  @MaxLength(32, { message: 'code must be at most 32 characters' })
  code!: string;

  @Field(() => String, { nullable: true, description: 'A name for this display in the operator’s list.' })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(DISPLAY_NAME_MAX_LENGTH, { message: `name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters` })
  name?: string | null;
}

@InputType({ description: 'The caller’s switch: play the call voice on the room display instead of the caller.' })
export class DisplayVoiceInput {
  @Field(() => Boolean)
  @IsBoolean({ message: 'voiceOnDisplay must be true or false' })
  voiceOnDisplay!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The voice set the display plays (female, male, male1, oromo, tig).',
  })
  @IsOptional()
  @IsString({ message: 'voice must be text' })
  @MaxLength(16, { message: 'voice must be at most 16 characters' })
  voice?: string | null;
}

@InputType({ description: 'The language the caller runs in: the host’s room displays follow it live.' })
export class CallerLanguageInput {
  @Field(() => String, { description: `One of ${HALL_LANGUAGES.join(', ')}.` })
  @IsIn(HALL_LANGUAGES, { message: `language must be one of ${HALL_LANGUAGES.join(', ')}` })
  language!: string;
}
