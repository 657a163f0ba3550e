import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './security.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { InspectAttemptInput } from './security.inputs';
import { InspectAttemptView } from './security.types';

@Resolver()
export class SecurityResolver {
  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Reports an attempt to inspect the page, for the signed-in caller; rate-limited per account and address.',
  })
  async recordInspectAttempt(
    @Arg('input', () => InspectAttemptInput) input: InspectAttemptInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.inspect.record(requireActor(ctx), input, ctx.address, ctx.userAgent);
    return true;
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => [InspectAttemptView])
  inspectAttempts(@Ctx() ctx: GraphQLContext): Promise<InspectAttemptView[]> {
    return ctx.services.inspect.list();
  }
}
