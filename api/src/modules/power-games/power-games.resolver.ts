import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './power-games.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { PowerCampaignInput, PowerClickInput, PowerRedeemInput } from './power-games.inputs';
import { PowerCampaignView, PowerClickResult, PowerRedeemResult, PowerStatus } from './power-games.types';

@Resolver()
export class PowerGamesResolver {
  @Authorized('SUPER_ADMIN')
  @Query(() => [PowerCampaignView])
  powerCampaigns(@Ctx() ctx: GraphQLContext): Promise<PowerCampaignView[]> {
    return ctx.services.powerGames.list(requireActor(ctx));
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => PowerCampaignView, { description: 'Needs X-Step-Up.' })
  createPowerCampaign(
    @Arg('input', () => PowerCampaignInput) input: PowerCampaignInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PowerCampaignView> {
    return ctx.services.powerGames.create(requireActor(ctx), input);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => PowerCampaignView, { description: 'Needs X-Step-Up. Fields left out keep their value.' })
  updatePowerCampaign(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PowerCampaignInput) input: PowerCampaignInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PowerCampaignView> {
    return ctx.services.powerGames.update(requireActor(ctx), id, input);
  }

  @Authorized('HOST')
  @Mutation(() => PowerStatus, { description: 'Whether to show the Power Games button now (records the appearance).' })
  powerGameStatus(@Ctx() ctx: GraphQLContext): Promise<PowerStatus> {
    return ctx.services.powerGames.status(requireActor(ctx), undefined);
  }

  @Authorized('HOST')
  @Mutation(() => PowerClickResult, {
    description: 'Records the click; answers the link with a one-time code (2 minutes).',
  })
  powerGameClick(
    @Arg('input', () => PowerClickInput) input: PowerClickInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PowerClickResult> {
    return ctx.services.powerGames.click(requireActor(ctx), input);
  }

  @Mutation(() => PowerRedeemResult, { description: 'For the external site: redeems a one-time code once.' })
  redeemPowerGameCode(
    @Arg('input', () => PowerRedeemInput) input: PowerRedeemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PowerRedeemResult> {
    return ctx.services.powerGames.redeem(input.code);
  }
}
