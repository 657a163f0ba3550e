import { Field, InputType } from 'type-graphql';
import { IsOptional, IsString, Length } from 'class-validator';

/** What sign-in and step-up both take: the password, and the second factor once enrolled. */
@InputType()
class PasswordAndCode {
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

@InputType({ description: 'Username and password, as typed on the sign-in screen (and the code, once enrolled).' })
export class LoginInput extends PasswordAndCode {
  @Field(() => String)
  @IsString({ message: 'username must be a string' })
  @Length(1, 64, { message: 'username is required (at most 64 characters)' })
  username!: string;
}

@InputType({ description: "Re-entering one's own password (and code) for a short-lived elevated token." })
export class StepUpInput extends PasswordAndCode {}
