import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './free-game.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { BulkScheduleInput, RandomScheduleInput, ScheduleFreeGameInput } from './free-game.inputs';
import { FreeGameSlotView, ScheduleResult } from './free-game.types';

/** Free-game scheduling for the signed-in host. Writes need the X-Step-Up token. */
@Authorized('HOST')
@Resolver()
export class FreeGameResolver {
  @Query(() => [FreeGameSlotView], { description: 'Scheduled (upcoming) free games, soonest first.' })
  freeGameSchedules(@Ctx() ctx: GraphQLContext): Promise<FreeGameSlotView[]> {
    return ctx.services.freeGames.list(requireActor(ctx));
  }

  @Query(() => [FreeGameSlotView], { description: 'Used and void free games, newest first.' })
  freeGameHistory(@Ctx() ctx: GraphQLContext): Promise<FreeGameSlotView[]> {
    return ctx.services.freeGames.history(requireActor(ctx));
  }

  @Mutation(() => FreeGameSlotView)
  scheduleFreeGame(
    @Arg('input', () => ScheduleFreeGameInput) input: ScheduleFreeGameInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FreeGameSlotView> {
    return ctx.services.freeGames.scheduleOne(requireActor(ctx), input);
  }

  @Mutation(() => ScheduleResult)
  scheduleFreeGamesBulk(
    @Arg('input', () => BulkScheduleInput) input: BulkScheduleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ScheduleResult> {
    return ctx.services.freeGames.scheduleBulk(requireActor(ctx), input);
  }

  @Mutation(() => ScheduleResult)
  scheduleFreeGamesRandom(
    @Arg('input', () => RandomScheduleInput) input: RandomScheduleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ScheduleResult> {
    return ctx.services.freeGames.scheduleRandom(requireActor(ctx), input);
  }

  @Mutation(() => FreeGameSlotView)
  rescheduleFreeGame(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ScheduleFreeGameInput) input: ScheduleFreeGameInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FreeGameSlotView> {
    return ctx.services.freeGames.reschedule(requireActor(ctx), id, input);
  }

  @Mutation(() => Boolean)
  async cancelFreeGame(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.freeGames.cancel(requireActor(ctx), id);
    return true;
  }

  @Mutation(() => Int, { description: 'Cancels every scheduled free game; answers how many.' })
  cancelAllFreeGames(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.freeGames.cancelAll(requireActor(ctx));
  }
}
