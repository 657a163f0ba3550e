import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { birrToSantim, SANTIM_PER_BIRR } from '@bingo/core';
import { IsNewPassword, IsUsername, MAX_BIRR } from '../../shared/validation/common';

/**
 * REST: registering a host, opening wallet in Birr. Also the base of the GraphQL input
 * (RegisterHostSantimInput), which takes the opening wallet in santim instead.
 */
@InputType('RegisterHostFields')
export class RegisterHostInput {
  @Field(() => String)
  @IsString({ message: 'username must be a string' })
  @IsUsername()
  username!: string;

  @Field(() => String)
  @IsString({ message: 'password must be a string' })
  @IsNewPassword()
  password!: string;

  @IsOptional()
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'initialWallet must be a number of Birr with at most 2 decimals' },
  )
  @Min(0, { message: 'initialWallet cannot be negative' })
  @Max(MAX_BIRR, { message: `initialWallet can be at most ${MAX_BIRR} Birr` })
  initialWallet?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Card set ("Cartella N"); defaults to the first the actor may use.',
  })
  @IsOptional()
  @IsInt({ message: 'cardSet must be a whole number' })
  @IsIn([1, 2], { message: 'cardSet must be 1 or 2' })
  cardSet?: number;
}

@InputType('RegisterHostInput', {
  description: 'A new host account. Owners may only use usernames inside their group prefix.',
})
export class RegisterHostSantimInput extends RegisterHostInput {
  @Field(() => SafeIntResolver, {
    defaultValue: 0,
    description: 'Opening wallet in santim (owners: taken from the group super account).',
  })
  @IsOptional()
  @IsInt({ message: 'initialWalletSantim must be a whole number of santim' })
  @Min(0, { message: 'initialWallet cannot be negative' })
  @Max(MAX_BIRR * SANTIM_PER_BIRR, { message: `initialWallet can be at most ${MAX_BIRR} Birr` })
  initialWalletSantim?: number;
}

/** What the host service takes: the opening wallet in santim. */
export type RegisterHostCommand = Omit<RegisterHostSantimInput, 'initialWallet'>;

/** REST edge: Birr (at most 2 decimals by validation) → santim. */
export function registerFromBirr(input: RegisterHostInput): RegisterHostCommand {
  const { initialWallet, ...rest } = input;
  return { ...rest, initialWalletSantim: birrToSantim(initialWallet ?? 0) };
}

@InputType()
export class ChangePasswordInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'adminId must be an account id' })
  adminId!: string;

  @Field(() => String)
  @IsString({ message: 'newPassword must be a string' })
  @IsNewPassword('newPassword')
  newPassword!: string;
}

@InputType()
export class CommissionRateInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be an account id' })
  hostId!: string;

  @Field(() => Float, { description: 'A fraction from 0.20 to 0.90 in steps of 0.05.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'commissionRate must be a number' })
  commissionRate!: number;
}
