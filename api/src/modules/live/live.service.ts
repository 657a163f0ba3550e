import type { Actor } from '../../shared/auth/actor';
import type { EventBus } from '../../shared/events/event-bus';
import type { GameService } from '../game';
import { CallTicker } from './call-ticker';
import { GameFeed, type FeedSource } from './game-feed';
import { claimEventOf, type GameEventView } from './live.types';
import { HostGamesFeed, type HostGameChangeView } from './host-games-feed';

/**
 * Live screens of games, on this instance. Each game with subscribers here has one feed (one bus
 * subscription, one re-read per event, one timer for the next call), shared by all its
 * subscribers: never one per socket.
 */
export class LiveService {
  private readonly feeds = new Map<string, GameFeed>();
  /** The public feeds (players' phones): calls only, and they do not count as the room watching. */
  private readonly publicFeeds = new Map<string, GameFeed>();
  /** One timer for every feed's next call. */
  private readonly ticker: CallTicker;

  constructor(
    private readonly bus: EventBus,
    private readonly games: GameService,
    /** The send grid of calls (config CALL_TICK_MS). */
    tickMs: number,
  ) {
    this.ticker = new CallTicker(tickMs);
  }

  /**
   * Checks the actor may see the game (NOT_FOUND otherwise, before any event), then streams it. A
   * host's check reads the game's state with it (one statement), after the feed listens.
   */
  gameEvents(actor: Actor, gameId: string): Promise<AsyncIterableIterator<GameEventView>> {
    return this.roomFeed(gameId).joinAfter((withCompletions) => this.games.followable(actor, gameId, withCompletions));
  }

  /** A host's games as they change (the resolver lets only hosts in: a host follows its own). */
  hostGames(actor: Actor): AsyncIterableIterator<HostGameChangeView> {
    return new HostGamesFeed(actor.id, this.bus, async () => {
      const game = await this.games.active(actor);
      return game ? { gameId: game.gameId, paused: game.paused, pauseReason: game.pauseReason } : null;
    }).queue;
  }

  /**
   * The game's shared feed without an actor check: for the room display, whose module has already
   * found the game as its host's own game in progress.
   */
  follow(gameId: string): AsyncIterableIterator<GameEventView> {
    return this.roomFeed(gameId).join();
  }

  /** The game's feed for the room's screens (the caller's and the displays). */
  private roomFeed(gameId: string): GameFeed {
    return this.feedOf(this.feeds, gameId, {
      liveState: (id, withCompletions) => this.games.liveState(id, withCompletions),
      claimEvent: claimEventOf,
      watching: (id, callSpeedMs) => this.games.watching(id, callSpeedMs),
      left: (id, ended) => this.games.left(id, ended),
    });
  }

  /**
   * The game's public feed (the card page's followers, docs/screens.md#card-page): the calls as
   * the clock reveals them, pause, resume and end; no claims, and a phone following a card is not
   * "a screen of the room" (docs/fairness.md#no-calls-into-an-empty-room): the game still pauses
   * when neither the caller nor a display is connected.
   */
  followPublic(gameId: string): AsyncIterableIterator<GameEventView> {
    return this.feedOf(this.publicFeeds, gameId, { liveState: (id) => this.games.liveState(id) }).join();
  }

  private feedOf(feeds: Map<string, GameFeed>, gameId: string, source: FeedSource): GameFeed {
    let feed = feeds.get(gameId);
    if (!feed) {
      const created: GameFeed = new GameFeed(
        gameId,
        this.bus,
        source,
        () => {
          if (feeds.get(gameId) === created) feeds.delete(gameId);
        },
        this.ticker,
      );
      feeds.set(gameId, (feed = created));
    }
    return feed;
  }

  /** Games with subscribers on this instance (for tests and the bench). */
  feedCount(): number {
    return this.feeds.size;
  }

  /** Subscriptions on this instance, all games. */
  subscriberCount(): number {
    return [...this.feeds.values()].reduce((n, feed) => n + feed.size, 0);
  }
}
