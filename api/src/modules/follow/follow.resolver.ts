import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './follow.context';
import { PublicCard, PublicCardRef, PublicHall, publicCardOut, publicHallOut } from './follow.types';

const REFUSALS =
  'Refusals carry details.reason: NOT_A_CARD (NOT_FOUND, a wrong check code, nothing more said), UNKNOWN_HALL, ' +
  'PALETTE_OUTSIDE_SET, MALFORMED, TOO_MANY_CARDS (BAD_INPUT or NOT_FOUND), TOO_MANY_REQUESTS (RATE_LIMITED, details.retryAfterSeconds).';

/** The public card page's reads (docs/screens.md#card-page): no account; the live feed is REST's event stream. */
@Resolver()
export class FollowResolver {
  @Query(() => PublicCard, {
    description: `A printed card by its QR (/c/<set>/<palette>/<check>), without signing in. ${REFUSALS}`,
  })
  async paperCard(
    @Arg('cardSetId', () => Int) cardSetId: number,
    @Arg('paletteNumber', () => Int) paletteNumber: number,
    @Arg('check', () => String) check: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PublicCard> {
    return publicCardOut(await ctx.services.follow.card(ctx.address, cardSetId, paletteNumber, check));
  }

  @Query(() => PublicCard, {
    description: `A card of a hall’s card set by its number, as a player types it on the follow page. ${REFUSALS}`,
  })
  async hallPaperCard(
    @Arg('hallCode', () => String) hallCode: string,
    @Arg('paletteNumber', () => Int) paletteNumber: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PublicCard> {
    return publicCardOut(await ctx.services.follow.hallCard(ctx.address, hallCode, paletteNumber));
  }

  @Query(() => PublicHall, {
    description: `A hall by its code: its name, its game so far (calls made only) and which of the given cards (at most 4) it has in play. ${REFUSALS}`,
  })
  async publicHall(
    @Arg('hallCode', () => String) hallCode: string,
    @Arg('cards', () => [PublicCardRef], { nullable: true }) cards: PublicCardRef[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PublicHall> {
    return publicHallOut(await ctx.services.follow.hall(ctx.address, hallCode, cards));
  }
}
