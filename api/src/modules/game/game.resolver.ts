import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './game.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { CheckWinnerInput, StartGameSantimInput } from './game.inputs';
import {
  claimOut,
  GameEnd,
  GameObject,
  gameOut,
  GamesPage,
  GameSummaryObject,
  ServerTime,
  WinnerCheck,
} from './game.types';

@Resolver()
export class GameResolver {
  @Authorized('HOST')
  @Mutation(() => GameObject, {
    description:
      'Start a game (POST /game/start), paused. Debits the platform fee; "Insufficient balance in wallet" when it cannot. Refused (CONFLICT) while another game of yours is active. Send an Idempotency-Key header to make retries safe.',
  })
  async startGame(
    @Arg('input', () => StartGameSantimInput) input: StartGameSantimInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GameObject> {
    return gameOut(await ctx.services.games.start(requireActor(ctx), input, ctx.idempotencyKey));
  }

  @Authorized('HOST')
  @Mutation(() => WinnerCheck, {
    description:
      'Check a claimed card on the calls revealed when the server receives it (isWinner); calledNumbers, if sent, may be shorter, never longer. A losing check locks the card.',
  })
  async checkWinner(
    @Arg('input', () => CheckWinnerInput) input: CheckWinnerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WinnerCheck> {
    return claimOut(
      await ctx.services.games.checkWinner(requireActor(ctx), input.gameId, input.cardNumber, input.calledNumbers),
    );
  }

  @Authorized('HOST')
  @Mutation(() => GameObject, {
    description:
      "Start (or resume) the server's clock of your active game (POST /game/{id}/play). Harmless while running.",
  })
  async playGame(@Arg('gameId', () => ID) gameId: string, @Ctx() ctx: GraphQLContext): Promise<GameObject> {
    return gameOut(await ctx.services.games.play(requireActor(ctx), gameId));
  }

  @Authorized('HOST')
  @Mutation(() => GameObject, {
    description: "Pause the server's clock of your active game (POST /game/{id}/pause). Harmless while paused.",
  })
  async pauseGame(@Arg('gameId', () => ID) gameId: string, @Ctx() ctx: GraphQLContext): Promise<GameObject> {
    return gameOut(await ctx.services.games.pause(requireActor(ctx), gameId));
  }

  @Authorized('HOST')
  @Mutation(() => GameEnd, { description: 'End a game and reveal its seed. Ending twice is harmless.' })
  endGame(@Arg('gameId', () => ID) gameId: string, @Ctx() ctx: GraphQLContext): Promise<GameEnd> {
    return ctx.services.games.end(requireActor(ctx), gameId);
  }

  @Authorized('HOST')
  @Query(() => GameObject, { nullable: true, description: 'Your game in progress, or null.' })
  async activeGame(@Ctx() ctx: GraphQLContext): Promise<GameObject | null> {
    const view = await ctx.services.games.active(requireActor(ctx));
    return view ? gameOut(view) : null;
  }

  @Authorized()
  @Query(() => GameObject, { description: 'Any game you may see, with its full record (the seed after the end).' })
  async game(@Arg('gameId', () => ID) gameId: string, @Ctx() ctx: GraphQLContext): Promise<GameObject> {
    return gameOut(await ctx.services.games.recall(requireActor(ctx), gameId));
  }

  @Authorized()
  @Query(() => GamesPage, {
    description:
      "Games newest first, 20 per page: hosts their own, owners their group's, super admin all (or one host).",
  })
  myGames(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GamesPage> {
    return ctx.services.games.list(requireActor(ctx), { page, hostId });
  }

  @Authorized('SUPER_ADMIN', 'OWNER')
  @Query(() => [GameSummaryObject], { description: 'The newest games in scope (at most 200), or of one host.' })
  lastGames(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GameSummaryObject[]> {
    return ctx.services.games.last(requireActor(ctx), { hostId, limit });
  }

  @Query(() => ServerTime, { description: 'The server clock (GET /current).' })
  serverTime(): ServerTime {
    return { currentTime: new Date() };
  }
}
