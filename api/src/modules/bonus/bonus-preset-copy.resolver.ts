import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from './bonus.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { BonusPresetView } from './bonus.types';

@Resolver()
export class BonusPresetCopyResolver {
  @Authorized('HOST')
  @Mutation(() => BonusPresetView, {
    description: "Needs X-Step-Up. Copies a global preset into the host's own presets (the copy is editable).",
  })
  copyBonusPreset(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<BonusPresetView> {
    return ctx.services.bonuses.presetCopies.copy(requireActor(ctx), id);
  }

  @Authorized('HOST', 'SUPER_ADMIN')
  @Mutation(() => Boolean, { description: 'Needs X-Step-Up. Global presets: super admin only; a host its own.' })
  async deleteBonusPreset(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.bonuses.presetCopies.remove(requireActor(ctx), id);
    return true;
  }
}
