import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import type { GraphQLContext } from './jackpot.context';
import { LinkedJackpotInput, LinkedJackpotObject, UpdateLinkedJackpotInput } from './linked-jackpot.types';

/** Linked jackpots over GraphQL: owners (their group) and the super admin (docs/games-and-money.md#linked-jackpot). */
@Resolver()
export class LinkedJackpotResolver {
  @Authorized('SUPER_ADMIN', 'OWNER')
  @Query(() => [LinkedJackpotObject], {
    description: 'Linked jackpots of your group (every group for the super admin).',
  })
  linkedJackpots(@Ctx() ctx: GraphQLContext): Promise<LinkedJackpotObject[]> {
    return ctx.services.linkedJackpots.list(requireActor(ctx));
  }

  @Authorized('SUPER_ADMIN', 'OWNER')
  @Mutation(() => LinkedJackpotObject, { description: 'Link halls of one owner group into one jackpot pool.' })
  createLinkedJackpot(
    @Arg('input', () => LinkedJackpotInput) input: LinkedJackpotInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LinkedJackpotObject> {
    return ctx.services.linkedJackpots.create(requireActor(ctx), input);
  }

  @Authorized('SUPER_ADMIN', 'OWNER')
  @Mutation(() => LinkedJackpotObject, {
    description: "Change a linked jackpot's settings and halls; halls left out are unlinked, the history stays.",
  })
  updateLinkedJackpot(
    @Arg('input', () => UpdateLinkedJackpotInput) input: UpdateLinkedJackpotInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LinkedJackpotObject> {
    return ctx.services.linkedJackpots.update(requireActor(ctx), input.id, input);
  }
}
