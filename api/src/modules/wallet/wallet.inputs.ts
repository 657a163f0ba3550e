import { Field, Float, ID, InputType } from 'type-graphql';
import { IsNumber, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { MAX_BIRR } from '../../shared/validation/common';

const BIRR = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 } as const;

@InputType({ description: "An owner's top-up: moves Birr from the group's super account to a host." })
export class TopUpInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be an account id' })
  hostId!: string;

  @Field(() => Float, { description: 'Birr; at least 10,000.' })
  @IsNumber(BIRR, { message: 'amount must be a number of Birr with at most 2 decimals' })
  @Max(MAX_BIRR, { message: `amount can be at most ${MAX_BIRR} Birr` })
  amount!: number;
}

@InputType({ description: "A super admin's wallet correction: adjust by an amount, or set the balance." })
export class AdjustWalletInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'hostId must be an account id' })
  hostId!: string;

  @Field(() => Float, { nullable: true, description: 'Birr to add (negative to take away).' })
  @IsOptional()
  @IsNumber(BIRR, { message: 'amount must be a number of Birr with at most 2 decimals' })
  @Min(-MAX_BIRR, { message: `amount can be at least -${MAX_BIRR} Birr` })
  @Max(MAX_BIRR, { message: `amount can be at most ${MAX_BIRR} Birr` })
  amount?: number;

  @Field(() => Float, { nullable: true, description: 'The new balance in Birr (used when amount is absent).' })
  @IsOptional()
  @IsNumber(BIRR, { message: 'wallet must be a number of Birr with at most 2 decimals' })
  @Min(0, { message: 'wallet cannot be negative' })
  @Max(MAX_BIRR, { message: `wallet can be at most ${MAX_BIRR} Birr` })
  wallet?: number;
}
