import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { DISPLAY_TOKEN_INVALID } from '@bingo/core';
import { requireActor } from '../../shared/graphql/graphql-context';
import { AppError } from '../../shared/errors/app-error';
import type { GraphQLContext } from './display.context';
import type { DisplayFrameView } from './display-frame';
import { CallerLanguageInput, DisplayVoiceInput, PairDisplayInput } from './display.inputs';
import { DisplayFrame, DisplayPaired, DisplayPairingCode, DisplaySettings, PairedDisplay } from './display.types';

@Resolver()
export class DisplayResolver {
  @Authorized('HOST')
  @Mutation(() => DisplayPairingCode, { description: 'A code (and the caller’s QR) to pair a room display.' })
  createDisplayPairing(@Ctx() ctx: GraphQLContext): Promise<DisplayPairingCode> {
    return ctx.services.display.createPairingCode(requireActor(ctx));
  }

  @Mutation(() => DisplayPaired, {
    description:
      'No sign-in: a room display spends a pairing code for a display token. Wrong codes are rate-limited per address.',
  })
  pairDisplay(
    @Arg('input', () => PairDisplayInput) input: PairDisplayInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DisplayPaired> {
    return ctx.services.display.pair(input.code, input.name, { address: ctx.address, userAgent: ctx.userAgent });
  }

  @Authorized('HOST')
  @Query(() => [PairedDisplay], { description: 'The host’s room displays paired today.' })
  displays(@Ctx() ctx: GraphQLContext): Promise<PairedDisplay[]> {
    return ctx.services.display.list(requireActor(ctx));
  }

  @Authorized('HOST')
  @Mutation(() => PairedDisplay, {
    description: 'Unpairs a display; its live feed closes within the re-check interval.',
  })
  revokeDisplay(@Arg('displayId', () => ID) displayId: string, @Ctx() ctx: GraphQLContext): Promise<PairedDisplay> {
    return ctx.services.display.revoke(requireActor(ctx), String(displayId));
  }

  @Authorized('HOST')
  @Query(() => DisplaySettings)
  displaySettings(@Ctx() ctx: GraphQLContext): Promise<DisplaySettings> {
    return ctx.services.display.settings(requireActor(ctx));
  }

  @Authorized('HOST')
  @Mutation(() => DisplaySettings, { description: 'The caller’s switch “voice on the display”.' })
  setDisplayVoice(
    @Arg('input', () => DisplayVoiceInput) input: DisplayVoiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DisplaySettings> {
    return ctx.services.display.setVoice(requireActor(ctx), input.voiceOnDisplay, input.voice);
  }

  @Authorized('HOST')
  @Mutation(() => DisplaySettings, {
    description:
      'The language the caller runs in: the host’s room displays show their texts in it (pushed in their feed).',
  })
  setCallerLanguage(
    @Arg('input', () => CallerLanguageInput) input: CallerLanguageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DisplaySettings> {
    return ctx.services.display.setCallerLanguage(requireActor(ctx), input.language);
  }

  /**
   * Only a paired display's socket (connection_init { displayToken }) reads this; a signed-in
   * account gets UNAUTHENTICATED, as a display token gets on everything else.
   */
  @Subscription(() => DisplayFrame, {
    description: 'A room display’s frames: the room as it stands, then again at each change. Display token only.',
    subscribe: ({ context }: SubscribeResolverData<unknown, Record<string, never>, GraphQLContext>) => {
      if (!context.display) throw new AppError('UNAUTHENTICATED', DISPLAY_TOKEN_INVALID);
      return context.services.display.feed(context.display);
    },
  })
  displayFeed(@Root() frame: DisplayFrameView): DisplayFrame {
    return frame;
  }
}
