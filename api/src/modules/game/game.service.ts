import type { Orm } from '../../shared/db/orm';
import type { Actor } from '../../shared/auth/actor';
import type { CardService } from '../card';
import { checkWinner, type ClaimAnswer } from './game-claim';
import {
  type CallsView,
  callsView,
  endGame,
  type EndView,
  progressOf,
  type ProgressView,
  setPlaying,
} from './game-progress';
import { activeGame, lastGames, listGames, recallGame } from './game-queries';
import { startGame } from './game-start';
import type { GameSummary, GameView } from './game.views';
import type { StartGameCommand } from './game.inputs';
import { NO_PROMOTIONS, type GamePromotions } from './promotions';
import type { GameJackpot } from './jackpot-port';

/** The game engine behind both transports. Rules live in the core; each step in its own file. */
export class GameService {
  constructor(
    private readonly orm: Orm,
    private readonly cards: CardService,
    private readonly jackpot: GameJackpot,
    private readonly promotions: GamePromotions = NO_PROMOTIONS,
  ) {}

  /** `idempotencyKey`: the client's Idempotency-Key header, if any. */
  async start(actor: Actor, input: StartGameCommand, idempotencyKey?: string): Promise<GameView> {
    const game = await startGame(
      this.orm,
      { cards: this.cards, promotions: this.promotions, jackpot: this.jackpot },
      actor,
      input,
      idempotencyKey,
    );
    // As the game now stands (a retried start may answer a game already playing).
    return recallGame(this.orm, actor, game.id);
  }

  checkWinner(actor: Actor, gameId: string, cardNumber: unknown, calledNumbers: unknown): Promise<ClaimAnswer> {
    return checkWinner(this.orm, this.jackpot, actor, gameId, cardNumber, calledNumbers);
  }

  /** The legacy progress report: changes nothing, answers the server's clock. */
  progress(actor: Actor, gameId: string): Promise<ProgressView> {
    return progressOf(this.orm, actor, gameId);
  }

  play(actor: Actor, gameId: string): Promise<GameView> {
    return setPlaying(this.orm, actor, gameId, true);
  }

  pause(actor: Actor, gameId: string): Promise<GameView> {
    return setPlaying(this.orm, actor, gameId, false);
  }

  async calls(actor: Actor, gameId: string): Promise<CallsView> {
    return callsView(await recallGame(this.orm, actor, gameId));
  }

  end(actor: Actor, gameId: string): Promise<EndView> {
    return endGame(this.orm, actor, gameId);
  }

  active(actor: Actor): Promise<GameView | null> {
    return activeGame(this.orm, actor);
  }

  recall(actor: Actor, gameId: string): Promise<GameView> {
    return recallGame(this.orm, actor, gameId);
  }

  list(
    actor: Actor,
    options: { page?: number; hostId?: string | null },
  ): Promise<{ games: GameSummary[]; totalPages: number; totalGames: number; page: number }> {
    return listGames(this.orm, actor, options);
  }

  last(actor: Actor, options: { hostId?: string | null; limit?: number }): Promise<GameSummary[]> {
    return lastGames(this.orm, actor, options);
  }
}
