import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';
import { RoleEnum } from '../../shared/graphql/role-enum';
import type { Role } from '../../shared/auth/actor';

@ObjectType('Account', { description: 'A signed-in account as it sees itself.' })
export class AccountView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => Int, { nullable: true, description: 'Card set number (1 = "Cartella 1"); hosts only.' })
  cardSet!: number | null;

  @Field(() => String, { nullable: true, description: 'The legacy backend name of the card set: "v1" or "v2".' })
  api!: string | null;

  @Field(() => SafeIntResolver, {
    name: 'walletBalanceSantim',
    description: 'Wallet balance in santim (1 Birr = 100 santim).',
  })
  walletBalance!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Hosts: the commission as a fraction (0.2 = 20 %), for the multiplier preview; null for others.',
  })
  commissionRate!: number | null;
}
