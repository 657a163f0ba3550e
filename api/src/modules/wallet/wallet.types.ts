import { Field, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';
import { LedgerKind } from '../../shared/graphql/enums';

@ObjectType({ description: 'A wallet credit shown in the transactions list.' })
export class WalletTransaction {
  /** The ledger row's id: the legacy `_id` (docs/legacy-rest.md); not a GraphQL field (that API is unchanged). */
  id!: string;

  @Field(() => DateTimeISOResolver)
  date!: Date;

  @Field(() => String, { description: 'The host credited.' })
  toAdmin!: string;

  @Field(() => SafeIntResolver, { name: 'amountSantim', description: 'Santim.' })
  amount!: number;

  @Field(() => LedgerKind)
  kind!: string;
}

@ObjectType()
export class WalletBalance {
  @Field(() => SafeIntResolver, {
    name: 'walletBalanceSantim',
    description: 'The host wallet after the change, in santim.',
  })
  walletBalance!: number;
}
