import { Field, InputType } from 'type-graphql';
import { IsString, Length } from 'class-validator';

@InputType()
export class InspectAttemptInput {
  @Field(() => String)
  @IsString({ message: 'adminUsername must be a string' })
  @Length(0, 64, { message: 'adminUsername can be at most 64 characters' })
  adminUsername!: string;

  @Field(() => String)
  @IsString({ message: 'detectionMethod must be a string' })
  @Length(1, 64, { message: 'detectionMethod is required (at most 64 characters)' })
  detectionMethod!: string;
}
