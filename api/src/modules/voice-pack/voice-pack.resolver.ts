import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import type { GraphQLContext } from './voice-pack.context';
import { ChosenVoicePackObject, VoicePackObject } from './voice-pack.types';
import type { VoicePackView } from './voice-pack.views';

const object = (view: VoicePackView): VoicePackObject => ({ ...view, previewUrl: `${view.clipBaseUrl}/1.wav` });

/** Voice packs: uploaded over REST (POST /api/voice-packs), managed here. */
@Resolver()
export class VoicePackResolver {
  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => [VoicePackObject], {
    description: "Voice packs in your scope; with hostId (or as a host), that host's and the platform's.",
  })
  async voicePacks(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VoicePackObject[]> {
    return (await ctx.services.voicePacks.list(requireActor(ctx), hostId)).map(object);
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => ChosenVoicePackObject, {
    nullable: true,
    description: 'The pack your caller plays (hosts), or a host’s in your scope; null: the built-in voices.',
  })
  chosenVoicePack(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChosenVoicePackObject | null> {
    return ctx.services.voicePacks.chosen(requireActor(ctx), hostId);
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Mutation(() => VoicePackObject, { description: 'Rename a voice pack in your scope.' })
  async renameVoicePack(
    @Arg('packId', () => ID) packId: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VoicePackObject> {
    return object(await ctx.services.voicePacks.rename(requireActor(ctx), packId, name));
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Mutation(() => Boolean, {
    description: 'Delete a voice pack in your scope (hosts using it go back to the built-in voices).',
  })
  deleteVoicePack(@Arg('packId', () => ID) packId: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.voicePacks.remove(requireActor(ctx), packId);
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Mutation(() => ChosenVoicePackObject, {
    nullable: true,
    description:
      "Choose the pack a host's caller and display play (its own or a platform pack); packId null: the built-in voices.",
  })
  setDefaultVoicePack(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Arg('packId', () => ID, { nullable: true }) packId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChosenVoicePackObject | null> {
    return ctx.services.voicePacks.setDefault(requireActor(ctx), hostId, packId);
  }
}
