import { Field, InputType } from 'type-graphql';
import { IsOptional, IsString, Length } from 'class-validator';

@InputType({ description: 'Username and password, as typed on the sign-in screen.' })
export class LoginInput {
  @Field(() => String)
  @IsString({ message: 'username must be a string' })
  @Length(1, 64, { message: 'username is required (at most 64 characters)' })
  username!: string;

  @Field(() => String)
  @IsString({ message: 'password must be a string' })
  @Length(1, 256, { message: 'password is required (at most 256 characters)' })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The 6-digit authenticator code or a recovery code, for accounts with two-factor sign-in.',
  })
  @IsOptional()
  @IsString({ message: 'code must be a string' })
  @Length(1, 32, { message: 'code must be at most 32 characters' })
  code?: string;
}

@InputType({ description: "Re-entering one's own password for a short-lived elevated token." })
export class StepUpInput {
  @Field(() => String)
  @IsString({ message: 'password must be a string' })
  @Length(1, 256, { message: 'password is required (at most 256 characters)' })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The 6-digit authenticator code or a recovery code, for accounts with two-factor sign-in.',
  })
  @IsOptional()
  @IsString({ message: 'code must be a string' })
  @Length(1, 32, { message: 'code must be at most 32 characters' })
  code?: string;
}
