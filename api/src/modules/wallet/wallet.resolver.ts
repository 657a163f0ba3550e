import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './wallet.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { AdjustWalletSantimInput, TopUpSantimInput } from './wallet.inputs';
import { WalletBalance, WalletTransaction } from './wallet.types';

@Resolver()
export class WalletResolver {
  @Authorized('OWNER')
  @Mutation(() => WalletBalance, {
    description:
      "Needs X-Step-Up. From the group's super account; at least 10,000 Birr. Send an Idempotency-Key header to make retries safe.",
  })
  topUpHost(
    @Arg('input', () => TopUpSantimInput) input: TopUpSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WalletBalance> {
    return ctx.services.walletAdmin.topUp(requireActor(ctx), input, ctx.idempotencyKey);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => WalletBalance, {
    description: 'Needs X-Step-Up. Recorded as an adjustment. Send an Idempotency-Key header to make retries safe.',
  })
  adjustHostWallet(
    @Arg('input', () => AdjustWalletSantimInput) input: AdjustWalletSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WalletBalance> {
    return ctx.services.walletAdmin.adjust(requireActor(ctx), input, ctx.idempotencyKey);
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Query(() => [WalletTransaction], { description: 'Wallet credits to hosts in scope, newest first.' })
  walletTransactions(@Ctx() ctx: GraphQLContext): Promise<WalletTransaction[]> {
    return ctx.services.walletAdmin.transactions(requireActor(ctx));
  }
}
