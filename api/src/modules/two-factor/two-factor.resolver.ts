import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './two-factor.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { ConfirmTwoFactorInput, ResetTwoFactorInput, TwoFactorPolicyInput } from './two-factor.inputs';
import {
  TwoFactorAccountView,
  TwoFactorEnrolmentView,
  TwoFactorRecoveryCodesView,
  TwoFactorStatusView,
} from './two-factor.types';

/** docs/roles-and-accounts.md#two-factor-sign-in: owners and the super admin. */
@Resolver()
export class TwoFactorResolver {
  @Authorized('OWNER', 'SUPER_ADMIN')
  @Query(() => TwoFactorStatusView, { description: "The signed-in account's two-factor sign-in." })
  twoFactorStatus(@Ctx() ctx: GraphQLContext): Promise<TwoFactorStatusView> {
    return ctx.services.twoFactor.status(requireActor(ctx));
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => TwoFactorEnrolmentView, { description: 'Starts set-up: a new secret and its QR code.' })
  beginTwoFactorEnrolment(@Ctx() ctx: GraphQLContext): Promise<TwoFactorEnrolmentView> {
    return ctx.services.twoFactor.beginEnrolment(requireActor(ctx));
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => TwoFactorRecoveryCodesView, {
    description: 'Finishes set-up with the first code. Ends every other session and API token of the account.',
  })
  async confirmTwoFactorEnrolment(
    @Arg('input', () => ConfirmTwoFactorInput) input: ConfirmTwoFactorInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TwoFactorRecoveryCodesView> {
    const actor = requireActor(ctx);
    const recoveryCodes = await ctx.services.twoFactor.confirmEnrolment(actor, input.code);
    return { recoveryCodes, ...(await ctx.services.auth.issueSession(actor.id)) };
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => [TwoFactorAccountView], { description: 'Owners and super admins with their two-factor state.' })
  twoFactorAccounts(@Ctx() ctx: GraphQLContext): Promise<TwoFactorAccountView[]> {
    return ctx.services.twoFactor.accounts();
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => Boolean, { description: 'Require two-factor sign-in of every owner (step-up).' })
  setTwoFactorPolicy(
    @Arg('input', () => TwoFactorPolicyInput) input: TwoFactorPolicyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return ctx.services.twoFactor.setRequiredForOwners(requireActor(ctx), input.requiredForOwners);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => TwoFactorAccountView, {
    description:
      "Lost device: removes an account's authenticator and ends its sessions and API tokens (step-up, audited).",
  })
  resetTwoFactor(
    @Arg('input', () => ResetTwoFactorInput) input: ResetTwoFactorInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TwoFactorAccountView> {
    return ctx.services.twoFactor.reset(requireActor(ctx), input.accountId);
  }
}
