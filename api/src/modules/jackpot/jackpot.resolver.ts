import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './jackpot.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { JackpotPoolObject, JackpotRecordObject, JackpotSettingsInput } from './jackpot.types';

@Resolver()
export class JackpotResolver {
  @Authorized()
  @Query(() => [JackpotRecordObject], {
    description: 'Jackpots paid, newest first: yours, or of the hosts in your scope (optionally one).',
  })
  jackpotHistory(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JackpotRecordObject[]> {
    return ctx.services.jackpots.history(requireActor(ctx), hostId);
  }

  @Authorized()
  @Query(() => JackpotPoolObject, { description: "Your jackpot pool, or a host's in your scope." })
  jackpotPool(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JackpotPoolObject> {
    return ctx.services.jackpots.pool(requireActor(ctx), hostId);
  }

  @Authorized('SUPER_ADMIN', 'OWNER')
  @Mutation(() => JackpotPoolObject, { description: "Set a host's jackpot on/off, accrual share and call limit." })
  updateJackpotSettings(
    @Arg('input', () => JackpotSettingsInput) input: JackpotSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JackpotPoolObject> {
    return ctx.services.jackpots.configure(requireActor(ctx), input);
  }
}
