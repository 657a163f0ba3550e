import type { Orm } from '../../shared/db/orm';
import type { Actor } from '../../shared/auth/actor';
import type { CardService } from '../card';
import { checkWinner, type ClaimAnswer } from './game-claim';
import { endGame, type EndView, type ProgressView, updateProgress } from './game-progress';
import { activeGame, lastGames, listGames, recallGame } from './game-queries';
import { startGame } from './game-start';
import { type GameSummary, type GameView, gameView } from './game.views';
import type { StartGameCommand } from './game.inputs';
import { NO_PROMOTIONS, type GamePromotions } from './promotions';
import type { GameJackpot } from './jackpot-port';
import type { EventBus } from '../../shared/events/event-bus';
import { type GameLiveState, publishClaim, publishGameEvent, readGameLiveState } from './game-feed';

/** The game engine behind both transports. Rules live in the core; each step in its own file. */
export class GameService {
  constructor(
    private readonly orm: Orm,
    private readonly cards: CardService,
    private readonly jackpot: GameJackpot,
    private readonly promotions: GamePromotions = NO_PROMOTIONS,
    private readonly bus: EventBus | null = null,
  ) {}

  /** `idempotencyKey`: the client's Idempotency-Key header, if any. */
  async start(actor: Actor, input: StartGameCommand, idempotencyKey?: string): Promise<GameView> {
    return gameView(
      await startGame(
        this.orm,
        { cards: this.cards, promotions: this.promotions, jackpot: this.jackpot },
        actor,
        input,
        idempotencyKey,
      ),
    );
  }

  async checkWinner(actor: Actor, gameId: string, cardNumber: unknown, calledNumbers: unknown): Promise<ClaimAnswer> {
    const answer = await checkWinner(this.orm, actor, gameId, cardNumber, calledNumbers);
    if (this.bus) await publishClaim(this.bus, answer);
    return answer;
  }

  progress(actor: Actor, gameId: string, callsRevealed: number, paused: boolean): Promise<ProgressView> {
    return updateProgress(this.orm, actor, gameId, callsRevealed, paused);
  }

  async end(actor: Actor, gameId: string): Promise<EndView> {
    const view = await endGame(this.orm, actor, gameId);
    if (this.bus) await publishGameEvent(this.bus, gameId, 'END');
    return view;
  }

  /** For live feeds only, after `recall` has checked the subscriber may see the game. */
  liveState(gameId: string): Promise<GameLiveState | null> {
    return readGameLiveState(this.orm, gameId);
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
