import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../game.context';
import { PublicGame, publicGameOut } from './game-public.types';

@Resolver()
export class PublicGameResolver {
  @Query(() => PublicGame, {
    description:
      'Any game, without signing in, by its id or its short public code (docs/fairness.md#verifying). ' +
      'BAD_INPUT for a malformed reference, NOT_FOUND for an unknown one, RATE_LIMITED when one address asks too often.',
  })
  async publicGame(@Arg('ref', () => String) ref: string, @Ctx() ctx: GraphQLContext): Promise<PublicGame> {
    return publicGameOut(await ctx.services.games.publicGame(ref, ctx.address));
  }
}
