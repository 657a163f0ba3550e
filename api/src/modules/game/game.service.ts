import { autoPauseIdle } from './clock/auto-pause';
import { GamePresence } from './clock/game-presence';
import { GAME_NOT_FOUND } from '@bingo/core';
import { AppError } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/validation/ids';
import type { Orm } from '../../shared/db/orm';
import type { Actor } from '../../shared/auth/actor';
import type { CardService } from '../card';
import { checkWinner, type ClaimAnswer, type ClaimContext } from './claim/game-claim';
import { ClaimCaches } from './claim/claim-caches';
import { LostClaimWriter } from './claim/lost-claim-writer';
import { type CallsView, callsView, progressOf, type ProgressView, setPlaying } from './clock/game-progress';
import { endGame, type EndView } from './end/game-end';
import {
  activeGame,
  ensureGameVisible,
  lastGames,
  listGames,
  recallGame,
  type LastGamesOptions,
} from './queries/game-queries';
import { gameExport, type GameExportOptions } from './queries/game-export';
import type { GameExportLine } from './queries/game-export-pages';
import { GAME_EXPORT_READER } from './queries/game-export.reader';
import type { ExportReader } from '../../shared/export/export-job';
import { postgresUrlOf } from '../../shared/db/sql';
import { PublicGameReader, type PublicGameView } from './public/game-public';
import { startGame } from './start/game-start';
import { gameView, type GameSummary, type GameView } from './game.views';
import type { StartGameCommand } from './game.inputs';
import { NO_PROMOTIONS, type GamePromotions } from './ports/promotions-port';
import type { GameJackpot } from './ports/jackpot-port';
import { NO_TILL, type GameTill } from './ports/till-port';
import type { BusEvent, EventBus } from '../../shared/events/event-bus';
import {
  type GameBusKind,
  type GameLiveState,
  hostTopic,
  publishGameEvent,
  readGameLiveState,
  readHostLiveState,
} from './feed/game-bus';
import type { Tx } from '../../shared/db/transaction';
import type { StartAdmission } from '../../shared/load/start-admission';
import type { ToldClockEvent } from './clock/clock-state';

/** The game engine behind both transports. Rules live in the core; each step in its own file. */
export class GameService {
  private readonly publicReader: PublicGameReader;
  private readonly claims: ClaimContext;
  /** Who watches this instance's games, noted for every instance (docs/fairness.md#no-calls-into-an-empty-room). */
  readonly presence: GamePresence;

  constructor(
    private readonly orm: Orm,
    private readonly cards: CardService,
    private readonly jackpot: GameJackpot,
    private readonly promotions: GamePromotions = NO_PROMOTIONS,
    /** Where judged checks and clock changes are told, for every instance's live screens. */
    private readonly bus: EventBus | null = null,
    /** What this service remembers between claims; tests clear it (`claimCaches.clear()`). */
    readonly claimCaches: ClaimCaches = new ClaimCaches(),
    /** The shifts and meters a start and an end report to (docs/games-and-money.md#the-till). */
    private readonly till: GameTill = NO_TILL,
    /** Refuses starts while this instance is at its load limit, so running games keep their pace. */
    private readonly admission: StartAdmission | null = null,
  ) {
    this.publicReader = new PublicGameReader(orm);
    this.presence = new GamePresence(orm);
    this.claims = { orm, jackpot, caches: claimCaches, lostClaims: new LostClaimWriter(orm), bus };
  }

  /** Anyone, without signing in (docs/fairness.md#verifying): `ref` is a game id or its public code. */
  publicGame(ref: unknown, address: string): Promise<PublicGameView> {
    return this.publicReader.read(ref, address);
  }

  /** `idempotencyKey`: the client's Idempotency-Key header, if any. */
  async start(actor: Actor, input: StartGameCommand, idempotencyKey?: string): Promise<GameView> {
    if (this.admission) return this.admission.admit(() => this.startNow(actor, input, idempotencyKey));
    return this.startNow(actor, input, idempotencyKey);
  }

  private async startNow(actor: Actor, input: StartGameCommand, idempotencyKey?: string): Promise<GameView> {
    const bus = this.bus;
    // The host's room displays switch to the new game (docs/screens.md#room-display): told by the
    // start's own transaction, as it commits.
    const started = (gameId: string): BusEvent => ({ topic: hostTopic(actor.id), kind: 'START', data: { gameId } });
    const { game, startAt } = await startGame(
      this.orm,
      {
        cards: this.cards,
        promotions: this.promotions,
        jackpot: this.jackpot,
        till: this.till,
        told: bus ? (tx, gameId) => bus.publish(started(gameId), tx) : undefined,
      },
      actor,
      input,
      idempotencyKey,
    );
    // A new game is paused at its START with no claim: its view needs no read. A retried start
    // answers the game as it now stands (it may be playing), and is told again.
    if (startAt !== null) return gameView(game, [{ kind: 'START', at: startAt }]);
    const view = await recallGame(this.orm, actor, game.id);
    if (bus) await bus.publish(started(view.gameId));
    return view;
  }

  checkWinner(actor: Actor, gameId: string, cardNumber: unknown, calledNumbers: unknown): Promise<ClaimAnswer> {
    // Told on the bus by the statement that records it (game-claim.ts).
    return checkWinner(this.claims, actor, gameId, cardNumber, calledNumbers);
  }

  /** The legacy progress report: changes nothing, answers the server's clock. */
  progress(actor: Actor, gameId: string): Promise<ProgressView> {
    return progressOf(this.orm, actor, gameId);
  }

  /** Play or pause; live screens on every instance hear it the moment it commits. */
  play(actor: Actor, gameId: string): Promise<GameView> {
    return setPlaying(this.orm, actor, gameId, {
      play: true,
      instanceId: this.presence.instanceId,
      onRecorded: this.told(gameId, 'PLAY'),
    });
  }

  pause(actor: Actor, gameId: string): Promise<GameView> {
    return setPlaying(this.orm, actor, gameId, {
      play: false,
      onRecorded: this.told(gameId, 'PAUSE'),
    });
  }

  /** The clock event goes out with its ids, so live feeds extend their clock without a read. */
  private told(gameId: string, kind: GameBusKind): ((tx: Tx, event: ToldClockEvent) => Promise<void>) | undefined {
    const bus = this.bus;
    return bus ? (tx, event) => publishGameEvent(bus, gameId, kind, { ...event }, tx) : undefined;
  }

  async calls(actor: Actor, gameId: string): Promise<CallsView> {
    return callsView(await this.recall(actor, gameId));
  }

  /**
   * Pauses the running games nobody has watched for two call intervals at `now` (AUTO_PAUSE), and
   * tells every instance's screens. Answers the games paused.
   */
  autoPause(now: Date): Promise<string[]> {
    const bus = this.bus;
    return autoPauseIdle(this.orm, now, async (gameId, event) => {
      if (bus) await publishGameEvent(bus, gameId, 'AUTO_PAUSE', { ...event });
    });
  }

  /** A host's request about its running game counts as its screen connected, now. */
  private seen(gameId: string, callSpeedMs: number): void {
    void this.presence.seen(gameId, callSpeedMs);
  }

  /** A live feed on this instance has screens of the running game (a lease, renewed now and then). */
  watching(gameId: string, callSpeedMs: number): void {
    void this.presence.watching(gameId, callSpeedMs);
  }

  /** The last screen of the game on this instance left: this instance's lease ends (`ended`: forgotten, no write). */
  left(gameId: string, ended: boolean): void {
    void this.presence.left(gameId, ended);
  }

  async end(actor: Actor, gameId: string): Promise<EndView> {
    const bus = this.bus;
    let told = false;
    // The END is told by the end's own transaction, as it commits.
    const onEnded = bus
      ? (tx: Tx, event: ToldClockEvent & { seed: string }) => {
          told = true;
          return publishGameEvent(bus, gameId, 'END', { ...event }, tx);
        }
      : undefined;
    const view = await endGame(this.orm, actor, gameId, onEnded, this.till);
    // Claims of an ended game are refused from a fresh read: its entries make room for running games.
    this.claimCaches.forget(gameId);
    // A game that had ended already is told again without ids (feeds read it).
    if (bus && !told) await publishGameEvent(bus, gameId, 'END');
    return view;
  }

  /**
   * For live feeds only, after `followable` has checked the subscriber may see the game;
   * `withCompletions`: with every hall card's first completion, in the same read.
   */
  liveState(gameId: string, withCompletions = false): Promise<GameLiveState | null> {
    return readGameLiveState(this.orm, gameId, withCompletions);
  }

  /**
   * NOT_FOUND unless the actor may see the game (recall's scope); answers whether its gameEvents
   * are told missed claims (docs/fairness.md#missed-claims): only the game's own host (its caller),
   * and only where its hall's setting is on. A host (who sees only its own games) is answered by
   * one read, which gives the game's live state too (`withCompletions`: with the cards'
   * completions where the hall tells them); others get no state (the feed reads it).
   */
  async followable(
    actor: Actor,
    gameId: string,
    withCompletions: boolean,
  ): Promise<{ notices: boolean; state: GameLiveState | null }> {
    if (actor.role !== 'HOST') {
      await ensureGameVisible(this.orm, actor, gameId);
      return { notices: false, state: null };
    }
    const found = isUuid(gameId) ? await readHostLiveState(this.orm, gameId, actor.id, withCompletions) : null;
    if (!found) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
    return found;
  }

  /** The host's game in progress; the host's request counts as its screen connected (as `recall`). */
  async active(actor: Actor): Promise<GameView | null> {
    const view = await activeGame(this.orm, actor);
    if (view && view.hostId === actor.id && !view.paused) this.seen(view.gameId, view.callSpeed);
    return view;
  }

  /** The game as the actor may see it; the host's own request about its running game counts as its screen connected. */
  async recall(actor: Actor, gameId: string): Promise<GameView> {
    const view = await recallGame(this.orm, actor, gameId);
    if (view.hostId === actor.id && view.status === 'ACTIVE' && !view.paused) this.seen(gameId, view.callSpeed);
    return view;
  }

  list(
    actor: Actor,
    options: { page?: number; hostId?: string | null },
  ): Promise<{ games: GameSummary[]; totalPages: number; totalGames: number; page: number }> {
    return listGames(this.orm, actor, options);
  }

  last(actor: Actor, options: LastGamesOptions): Promise<GameSummary[]> {
    return lastGames(this.orm, actor, options);
  }

  /**
   * The list's rows for an export, in batches, and on PostgreSQL how the export thread reads the
   * same rows itself; the scope is checked before the promise resolves.
   */
  async export(
    actor: Actor,
    options: GameExportOptions,
  ): Promise<{ rows: AsyncIterable<GameExportLine[]>; reader: ExportReader | null }> {
    const { scope, batches } = await gameExport(this.orm, actor, options);
    const databaseUrl = postgresUrlOf(this.orm);
    return { rows: batches, reader: databaseUrl ? { module: GAME_EXPORT_READER, params: scope, databaseUrl } : null };
  }
}
