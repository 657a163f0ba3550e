import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { InspectAttemptInput } from './security.inputs';
import { InspectAttemptView } from './security.types';

@Resolver()
export class SecurityResolver {
  @Mutation(() => Boolean, { description: 'Reports an attempt to inspect the page (anyone may report).' })
  async recordInspectAttempt(
    @Arg('input', () => InspectAttemptInput) input: InspectAttemptInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.inspect.record(input, ctx.address, ctx.userAgent);
    return true;
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => [InspectAttemptView])
  inspectAttempts(@Ctx() ctx: GraphQLContext): Promise<InspectAttemptView[]> {
    return ctx.services.inspect.list();
  }
}
