import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { requireActor } from '../../shared/graphql/context';
import { ApiTokenView, CreateApiTokenInput, CreatedApiToken } from './api-token.types';

@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenView], { description: "The caller's personal API tokens (never their secrets)." })
  apiTokens(@Ctx() ctx: GraphQLContext): Promise<ApiTokenView[]> {
    return ctx.services.apiTokens.list(requireActor(ctx));
  }

  @Authorized()
  @Mutation(() => CreatedApiToken, {
    description: "A read-only token for report scripts, within the caller's scope; the token is shown only here.",
  })
  createApiToken(
    @Arg('input', () => CreateApiTokenInput) input: CreateApiTokenInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiToken> {
    return ctx.services.apiTokens.create(requireActor(ctx), input);
  }

  @Authorized()
  @Mutation(() => ApiTokenView, { description: "Revokes one of the caller's tokens at once." })
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ApiTokenView> {
    return ctx.services.apiTokens.revoke(requireActor(ctx), id);
  }
}
