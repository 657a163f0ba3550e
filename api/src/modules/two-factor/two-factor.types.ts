import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import type { Role } from '../../shared/auth/actor';
import { RoleEnum } from '../../shared/graphql/role-enum';

@ObjectType({ description: "The signed-in account's two-factor sign-in." })
export class TwoFactorStatusView {
  @Field(() => Boolean)
  enrolled!: boolean;

  @Field(() => Boolean, { description: 'The platform requires it of this account.' })
  required!: boolean;

  @Field(() => Boolean, { description: 'The super admin requires it of every owner.' })
  requiredForOwners!: boolean;

  @Field(() => Int)
  recoveryCodesLeft!: number;
}

@ObjectType({ description: 'A new authenticator secret to scan; shown during set-up only, never again.' })
export class TwoFactorEnrolmentView {
  @Field(() => String, { description: 'Base32, for typing into the app by hand.' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// URI the QR code carries.' })
  otpauthUri!: string;

  @Field(() => String, { description: 'The QR code as a PNG data URL.' })
  qrCodeDataUrl!: string;
}

@ObjectType({ description: 'Two-factor sign-in is on: ten one-time recovery codes, shown this once.' })
export class TwoFactorRecoveryCodesView {
  @Field(() => [String])
  recoveryCodes!: string[];

  @Field(() => String, {
    description:
      "The caller's new session token: enrolling ended every other session and API token of the account, the one that asked included.",
  })
  token!: string;

  @Field(() => DateTimeISOResolver)
  expiresAt!: Date;
}

@ObjectType({ description: "An owner's or super admin's two-factor state, for the super admin." })
export class TwoFactorAccountView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => Boolean)
  enrolled!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  enabledAt!: Date | null;

  @Field(() => Int)
  recoveryCodesLeft!: number;
}
