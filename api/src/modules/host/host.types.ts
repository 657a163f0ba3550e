import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';

@ObjectType({ description: 'A host as owners and the super admin see it.' })
export class HostRecord {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  username!: string;

  @Field(() => SafeIntResolver, { name: 'walletBalanceSantim', description: 'Wallet in santim.' })
  walletBalance!: number;

  @Field(() => Boolean)
  isBlocked!: boolean;

  @Field(() => Float, { description: 'Commission as a fraction (0.2 = 20%).' })
  commissionRate!: number;

  @Field(() => Int, { nullable: true })
  cardSet!: number | null;

  @Field(() => String, { nullable: true, description: '"v1" or "v2": the legacy backend of the card set.' })
  api!: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  lastLoginAt!: Date | null;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}

@ObjectType({ description: 'A host the hiding rules keep out of tables and totals (super admin only).' })
export class HiddenHostRecord extends HostRecord {
  @Field(() => String, { description: 'The rule that hides it: "test", "-old" or "/".' })
  hiddenBy!: string;
}
