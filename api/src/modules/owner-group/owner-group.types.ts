import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';

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

@ObjectType({ description: "A group's super account: the wallet owner top-ups are paid from. Nobody signs in as it." })
export class SuperAccountView {
  @Field(() => ID, { description: 'Fund or correct it with adjustHostWallet (this id as hostId).' })
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => SafeIntResolver)
  walletBalanceSantim!: number;
}

@ObjectType({ description: 'An owner account of a group.' })
export class OwnerAccountView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => Int)
  groupId!: number;

  @Field(() => Boolean)
  blocked!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  lastLoginAt!: Date | null;
}

@ObjectType({ description: 'An owner group as the super admin manages it.' })
export class OwnerGroupAdminView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'The web route without the leading "/".' })
  routeSlug!: string | null;

  @Field(() => [String])
  prefixes!: string[];

  @Field(() => [Int])
  cardSetIds!: number[];

  @Field(() => Boolean)
  canEditCommission!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  archivedAt!: Date | null;

  @Field(() => SuperAccountView, { nullable: true })
  superAccount!: SuperAccountView | null;

  @Field(() => [OwnerAccountView])
  owners!: OwnerAccountView[];
}
