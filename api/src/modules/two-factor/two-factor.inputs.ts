import { Field, ID, InputType } from 'type-graphql';
import { IsBoolean, IsString, IsUUID, Length } from 'class-validator';

@InputType({ description: 'The first code from the authenticator app, proving it holds the new secret.' })
export class ConfirmTwoFactorInput {
  @Field(() => String)
  @IsString({ message: 'code must be a string' })
  @Length(6, 12, { message: 'code must be the 6-digit code from the authenticator app' })
  code!: string;
}

@InputType({ description: "The super admin's switch: owners must use two-factor sign-in." })
export class TwoFactorPolicyInput {
  @Field(() => Boolean)
  @IsBoolean({ message: 'requiredForOwners must be true or false' })
  requiredForOwners!: boolean;
}

@InputType({ description: 'The account whose lost authenticator the super admin removes.' })
export class ResetTwoFactorInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'accountId must be an account id' })
  accountId!: string;
}
