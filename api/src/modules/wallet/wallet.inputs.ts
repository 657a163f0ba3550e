import { Field, ID, InputType } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';
import { IsInt, IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { birrToSantim, SANTIM_PER_BIRR } from '@bingo/core';
import { MAX_BIRR } from '../../shared/validation/common';

const BIRR = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 } as const;
const MAX_SANTIM = MAX_BIRR * SANTIM_PER_BIRR;

/** REST: an owner's top-up in Birr (PUT …/update/wallet). */
export class TopUpInput {
  @IsUUID('all', { message: 'hostId must be an account id' })
  hostId!: string;

  @IsNumber(BIRR, { message: 'amount must be a number of Birr with at most 2 decimals' })
  @Max(MAX_BIRR, { message: `amount can be at most ${MAX_BIRR} Birr` })
  amount!: number;

  /** The legacy client's host balance after the top-up; refused when it disagrees with `amount`. */
  @IsOptional()
  @IsNumber(BIRR, { message: 'wallet must be a number of Birr with at most 2 decimals' })
  @Min(0, { message: 'wallet cannot be negative' })
  @Max(MAX_BIRR, { message: `wallet can be at most ${MAX_BIRR} Birr` })
  wallet?: number;
}

/** REST: a super admin's wallet correction in Birr. */
export class AdjustWalletInput {
  @IsUUID('all', { message: 'hostId must be an account id' })
  hostId!: string;

  @IsOptional()
  @IsNumber(BIRR, { message: 'amount must be a number of Birr with at most 2 decimals' })
  @Min(-MAX_BIRR, { message: `amount can be at least -${MAX_BIRR} Birr` })
  @Max(MAX_BIRR, { message: `amount can be at most ${MAX_BIRR} Birr` })
  amount?: number;

  @IsOptional()
  @IsNumber(BIRR, { message: 'wallet must be a number of Birr with at most 2 decimals' })
  @Min(0, { message: 'wallet cannot be negative' })
  @Max(MAX_BIRR, { message: `wallet can be at most ${MAX_BIRR} Birr` })
  wallet?: number;
}

@InputType('TopUpInput', {
  description: "An owner's top-up: moves money from the group's super account to a host. Santim.",
})
export class TopUpSantimInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be an account id' })
  hostId!: string;

  @Field(() => SafeIntResolver, { description: 'Santim; at least 1,000,000 (10,000 Birr).' })
  @IsInt({ message: 'amountSantim must be a whole number of santim' })
  @Max(MAX_SANTIM, { message: `amount can be at most ${MAX_BIRR} Birr` })
  amountSantim!: number;
}

@InputType('AdjustWalletInput', {
  description: "A super admin's wallet correction: adjust by an amount, or set the balance. Santim.",
})
export class AdjustWalletSantimInput {
  @Field(() => ID, { description: "A host's id, or a group's super account id (funding the group)." })
  @IsUUID('all', { message: 'hostId must be an account id' })
  hostId!: string;

  @Field(() => SafeIntResolver, { nullable: true, description: 'Santim to add (negative to take away).' })
  @IsOptional()
  @IsInt({ message: 'amountSantim must be a whole number of santim' })
  @Min(-MAX_SANTIM, { message: `amount can be at least -${MAX_BIRR} Birr` })
  @Max(MAX_SANTIM, { message: `amount can be at most ${MAX_BIRR} Birr` })
  amountSantim?: number;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description:
      'The new balance in santim. With amountSantim too, it must be the balance that amount gives (400 otherwise).',
  })
  @IsOptional()
  @IsInt({ message: 'walletSantim must be a whole number of santim' })
  @Min(0, { message: 'wallet cannot be negative' })
  @Max(MAX_SANTIM, { message: `wallet can be at most ${MAX_BIRR} Birr` })
  walletSantim?: number;
}

/** What the wallet service takes: santim. */
export type TopUpCommand = TopUpSantimInput & {
  /** REST only: the balance the legacy client expects after the top-up; must agree with the amount. */
  walletSantim?: number;
};
export type AdjustWalletCommand = AdjustWalletSantimInput;

/** REST edge: Birr (at most 2 decimals by validation) → santim. */
export function topUpFromBirr(input: TopUpInput): TopUpCommand {
  return {
    hostId: input.hostId,
    amountSantim: birrToSantim(input.amount),
    ...(input.wallet === undefined ? {} : { walletSantim: birrToSantim(input.wallet) }),
  };
}

export function adjustFromBirr(input: AdjustWalletInput): AdjustWalletCommand {
  return {
    hostId: input.hostId,
    amountSantim:
      input.amount === undefined ? undefined : Math.sign(input.amount) * birrToSantim(Math.abs(input.amount)),
    walletSantim: input.wallet === undefined ? undefined : birrToSantim(input.wallet),
  };
}
