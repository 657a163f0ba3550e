import { Field, Int, ObjectType } from 'type-graphql';
import { SafeIntResolver } from 'graphql-scalars';

@ObjectType({ description: "The signed-in owner's group, as its dashboard shows it." })
export class OwnerGroupView {
  @Field(() => String)
  name!: string;

  @Field(() => [String], { description: 'Host usernames start with one of these.' })
  prefixes!: string[];

  @Field(() => Boolean)
  canEditCommission!: boolean;

  @Field(() => [Int])
  cardSetIds!: number[];

  @Field(() => SafeIntResolver, {
    name: 'superAccountWalletSantim',
    description: "The group's super account wallet in santim: what top-ups come from.",
  })
  superAccountWallet!: number;
}
