import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './bonus.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import {
  BonusConfigSantimInput,
  BonusPresetSantimInput,
  BonusStatsRangeInput,
  configFromSantim,
  presetFromSantim,
} from './bonus.inputs';
import { BonusConfigView, BonusGameRecord, BonusPresetView, DailyBonusStat } from './bonus.types';

@Resolver()
export class BonusResolver {
  @Authorized('HOST')
  @Query(() => [BonusConfigView], { description: "The signed-in host's bonus configurations." })
  bonusConfigs(@Ctx() ctx: GraphQLContext): Promise<BonusConfigView[]> {
    return ctx.services.bonuses.configs.list(requireActor(ctx));
  }

  @Authorized('HOST', 'SUPER_ADMIN')
  @Query(() => [BonusPresetView], { description: 'Global presets, and a host its own.' })
  bonusPresets(@Ctx() ctx: GraphQLContext): Promise<BonusPresetView[]> {
    return ctx.services.bonuses.presets.list(requireActor(ctx));
  }

  @Authorized('HOST')
  @Query(() => [BonusGameRecord], { description: 'Games that paid bonuses, newest first (last 200).' })
  bonusGames(@Ctx() ctx: GraphQLContext): Promise<BonusGameRecord[]> {
    return ctx.services.bonuses.stats.bonusGames(requireActor(ctx));
  }

  @Authorized('HOST')
  @Query(() => [DailyBonusStat], { description: 'Bonuses per Addis Ababa day; default and at most the last 100 days.' })
  dailyBonusStats(
    @Arg('range', () => BonusStatsRangeInput, { nullable: true }) range: BonusStatsRangeInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DailyBonusStat[]> {
    return ctx.services.bonuses.stats.dailyStats(requireActor(ctx), range ?? {});
  }

  @Authorized('HOST')
  @Mutation(() => BonusConfigView, { description: 'Needs X-Step-Up.' })
  createBonusConfig(
    @Arg('input', () => BonusConfigSantimInput) input: BonusConfigSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BonusConfigView> {
    return ctx.services.bonuses.configs.create(requireActor(ctx), configFromSantim(input), 'santim');
  }

  @Authorized('HOST')
  @Mutation(() => BonusConfigView, { description: 'Needs X-Step-Up. Fields left out keep their value.' })
  updateBonusConfig(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BonusConfigSantimInput) input: BonusConfigSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BonusConfigView> {
    return ctx.services.bonuses.configs.update(requireActor(ctx), id, configFromSantim(input), 'santim');
  }

  @Authorized('HOST')
  @Mutation(() => Boolean, { description: 'Needs X-Step-Up.' })
  async deleteBonusConfig(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.bonuses.configs.remove(requireActor(ctx), id);
    return true;
  }

  @Authorized('HOST', 'SUPER_ADMIN')
  @Mutation(() => BonusPresetView, { description: "Needs X-Step-Up. A super admin's presets are global." })
  createBonusPreset(
    @Arg('input', () => BonusPresetSantimInput) input: BonusPresetSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BonusPresetView> {
    return ctx.services.bonuses.presets.create(requireActor(ctx), presetFromSantim(input), 'santim');
  }

  @Authorized('HOST', 'SUPER_ADMIN')
  @Mutation(() => BonusPresetView, { description: 'Needs X-Step-Up. Global presets: super admin only.' })
  updateBonusPreset(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BonusPresetSantimInput) input: BonusPresetSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BonusPresetView> {
    return ctx.services.bonuses.presets.update(requireActor(ctx), id, presetFromSantim(input), 'santim');
  }

  @Authorized('HOST', 'SUPER_ADMIN')
  @Mutation(() => BonusPresetView, { description: 'Needs X-Step-Up. Flips isActive.' })
  toggleBonusPreset(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<BonusPresetView> {
    return ctx.services.bonuses.presets.toggle(requireActor(ctx), id);
  }
}
