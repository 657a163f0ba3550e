import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { DateTimeISOResolver } from 'graphql-scalars';

export const MAX_TOKEN_DAYS = 366;

@InputType({ description: 'A named, read-only token for report scripts.' })
export class CreateApiTokenInput {
  @Field(() => String)
  @IsString({ message: 'name must be a string' })
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: `Days until it expires (1 to ${MAX_TOKEN_DAYS}); none: until revoked.`,
  })
  @IsOptional()
  @IsInt({ message: 'expiresInDays must be a whole number' })
  @Min(1, { message: `expiresInDays must be from 1 to ${MAX_TOKEN_DAYS}` })
  @Max(MAX_TOKEN_DAYS, { message: `expiresInDays must be from 1 to ${MAX_TOKEN_DAYS}` })
  expiresInDays?: number | null;
}

@ObjectType({ description: 'A personal API token (never its secret).' })
export class ApiTokenView {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
  @Field(() => DateTimeISOResolver, { nullable: true }) expiresAt!: Date | null;
  @Field(() => DateTimeISOResolver, { nullable: true }) revokedAt!: Date | null;
  @Field(() => ID, { description: 'The account the token acts as.' }) accountId!: string;
  @Field(() => String) username!: string;
  @Field(() => Boolean, {
    description:
      'Whether it works now: not revoked, not expired, its account not blocked and no password change or block since it was made.',
  })
  active!: boolean;
}

@ObjectType()
export class CreatedApiToken {
  @Field(() => String, { description: 'Shown once; send as "Authorization: Bearer <token>".' }) token!: string;
  @Field(() => ApiTokenView) apiToken!: ApiTokenView;
}
