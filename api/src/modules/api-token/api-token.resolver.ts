import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './api-token.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { ApiTokenView, CreateApiTokenInput, CreatedApiToken } from './api-token.types';

@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenView], {
    description:
      "The caller's personal API tokens (never their secrets). The super admin may name an account, or ask for every account's.",
  })
  apiTokens(
    @Ctx() ctx: GraphQLContext,
    @Arg('accountId', () => ID, { nullable: true }) accountId?: string | null,
    @Arg('allAccounts', () => Boolean, { nullable: true }) allAccounts?: boolean | null,
  ): Promise<ApiTokenView[]> {
    return ctx.services.apiTokens.list(requireActor(ctx), { accountId, allAccounts: allAccounts ?? false });
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
  @Mutation(() => ApiTokenView, {
    description: "Revokes one of the caller's tokens at once (the super admin: any account's).",
  })
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ApiTokenView> {
    return ctx.services.apiTokens.revoke(requireActor(ctx), id);
  }
}
