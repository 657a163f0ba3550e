import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import type { GraphQLContext } from './bonus-limit.context';
import { BonusLimitRow, BonusLimitsOverview, EffectiveBonusLimits, SetBonusLimitsInput } from './bonus-limit.types';

@Resolver()
export class BonusLimitResolver {
  @Authorized('SUPER_ADMIN')
  @Query(() => BonusLimitsOverview, {
    description: 'Every bonus limit set per group and host, and the platform default.',
  })
  bonusLimits(@Ctx() ctx: GraphQLContext): Promise<BonusLimitsOverview> {
    return ctx.services.bonusLimits.overview(requireActor(ctx));
  }

  @Authorized('HOST', 'SUPER_ADMIN')
  @Query(() => EffectiveBonusLimits, {
    description: "The limits that apply to a host's bonuses (a host: its own; the super admin: any host's).",
  })
  effectiveBonusLimits(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EffectiveBonusLimits> {
    return ctx.services.bonusLimits.effective(requireActor(ctx), hostId);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => BonusLimitRow, { description: 'Needs X-Step-Up. Sets the bonus limits of one owner group or host.' })
  setBonusLimits(
    @Arg('input', () => SetBonusLimitsInput) input: SetBonusLimitsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BonusLimitRow> {
    return ctx.services.bonusLimits.set(requireActor(ctx), input);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => Boolean, {
    description: "Needs X-Step-Up. Removes a group's or host's limits (the next level applies).",
  })
  clearBonusLimits(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.bonusLimits.clear(requireActor(ctx), id);
  }
}
