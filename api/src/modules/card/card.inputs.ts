import { Field, InputType, Int } from 'type-graphql';
import { IsIn, IsInt, IsOptional, IsString, Length, MaxLength, Min } from 'class-validator';
import { CardSetFormatEnum } from './card.types';

@InputType({ description: "A hall's own card set, as JSON or CSV text. Without cardSetId it becomes a new set." })
export class ImportCardSetInput {
  @Field(() => String)
  @IsString({ message: 'name must be a string' })
  @Length(1, 64, { message: 'name is required (at most 64 characters)' })
  name!: string;

  @Field(() => CardSetFormatEnum)
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format!: CardSetFormatEnum;

  @Field(() => String)
  @IsString({ message: 'data must be the card set as text' })
  @MaxLength(900_000, { message: 'data is too large' })
  data!: string;

  @Field(() => Int, {
    nullable: true,
    description: "Replace this set's cards instead of adding a new set. Past games keep their cards.",
  })
  @IsOptional()
  @IsInt({ message: 'cardSetId must be a whole number' })
  @Min(1, { message: 'cardSetId must be positive' })
  cardSetId?: number | null;
}
