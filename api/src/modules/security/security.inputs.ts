import { Field, InputType } from 'type-graphql';
import { IsOptional, IsString, Length } from 'class-validator';

@InputType()
export class InspectAttemptInput {
  /**
   * Accepted for the legacy payload and ignored: the report is recorded for the signed-in caller
   * (a caller-chosen name would let anyone frame any account).
   */
  @Field(() => String, { nullable: true, description: 'Ignored: the report names the signed-in caller.' })
  @IsOptional()
  @IsString({ message: 'adminUsername must be a string' })
  @Length(0, 64, { message: 'adminUsername can be at most 64 characters' })
  adminUsername?: string | null;

  @Field(() => String)
  @IsString({ message: 'detectionMethod must be a string' })
  @Length(1, 64, { message: 'detectionMethod is required (at most 64 characters)' })
  detectionMethod!: string;
}
