import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import type { Role } from '../../shared/auth/actor';
import { RoleEnum } from '../../shared/graphql/role-enum';

@ObjectType({ description: 'A successful sign-in.' })
export class AuthPayload {
  @Field(() => String, { description: 'Bearer token for the Authorization header.' })
  token!: string;

  @Field(() => DateTimeISOResolver)
  expiresAt!: Date;

  @Field(() => String)
  username!: string;

  @Field(() => ID, { description: 'The account id, used in statistics paths.' })
  adminId!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => Boolean, {
    description: 'The platform requires two-factor sign-in and this owner has not set it up: only enrolment is open.',
  })
  twoFactorEnrolmentRequired!: boolean;
}

@ObjectType({ description: 'A 5-minute elevated token: send it as the X-Step-Up header.' })
export class StepUpPayload {
  @Field(() => String)
  stepUpToken!: string;

  @Field(() => DateTimeISOResolver)
  expiresAt!: Date;
}
