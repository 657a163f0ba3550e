import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './auth.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { AccountView } from '../account';
import { LoginInput, StepUpInput } from './auth.inputs';
import { AuthPayload, StepUpPayload } from './auth.types';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    description:
      'Sign in; answers "Invalid username or password" on any mismatch, TWO_FACTOR_REQUIRED when the account needs its code.',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const result = await ctx.services.auth.login(input, { address: ctx.address, deviceCookie: ctx.device?.value });
    ctx.device?.remember(result.deviceCookie);
    return result;
  }

  @Authorized()
  @Mutation(() => StepUpPayload, { description: 'Re-enter your password: a 5-minute token for the X-Step-Up header.' })
  stepUp(@Arg('input', () => StepUpInput) input: StepUpInput, @Ctx() ctx: GraphQLContext): Promise<StepUpPayload> {
    return ctx.services.auth.stepUp(requireActor(ctx), input.password, ctx.address, input.code);
  }

  @Query(() => Boolean, { description: 'Whether the bearer token is valid and not revoked. Never fails.' })
  validateToken(@Ctx() ctx: GraphQLContext): boolean {
    return ctx.actor !== null;
  }

  @Authorized()
  @Query(() => AccountView, { description: 'The signed-in account.' })
  me(@Ctx() ctx: GraphQLContext): Promise<AccountView> {
    return ctx.services.accounts.me(requireActor(ctx));
  }
}
