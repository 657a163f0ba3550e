import type { Actor } from '../../shared/auth/actor';
import { RESYNC_KIND, type BusEvent, type EventBus } from '../../shared/events/event-bus';
import { EventQueue } from '../../shared/events/event-queue';
import { type GameFeedState, type GameService, gameTopic } from '../game';
import { GameEventKind, type GameEventView } from './live.types';

/**
 * Live screens of games, on this instance. Each game with subscribers here has one feed: one bus
 * subscription and one re-read per event, shared by all its subscribers (never one per socket).
 */
export class LiveService {
  private readonly feeds = new Map<string, GameFeed>();

  constructor(
    private readonly bus: EventBus,
    private readonly games: GameService,
  ) {}

  /** Checks the actor may see the game (NOT_FOUND otherwise, before any event), then streams it. */
  async gameEvents(actor: Actor, gameId: string): Promise<AsyncIterableIterator<GameEventView>> {
    await this.games.recall(actor, gameId);
    let feed = this.feeds.get(gameId);
    if (!feed) {
      const created: GameFeed = new GameFeed(gameId, this.bus, this.games, () => {
        if (this.feeds.get(gameId) === created) this.feeds.delete(gameId);
      });
      this.feeds.set(gameId, (feed = created));
    }
    return feed.join();
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

class GameFeed {
  private readonly subscribers = new Set<EventQueue<GameEventView>>();
  private readonly unsubscribe: () => void;
  /** Re-reads run one after another, so subscribers get events in order. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly gameId: string,
    bus: EventBus,
    private readonly games: GameService,
    private readonly dispose: () => void,
  ) {
    this.unsubscribe = bus.subscribe(gameTopic(gameId), (event) => this.heard(event));
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * The subscriber is listed before its catch-up read, so an event arriving meanwhile is not lost
   * (at worst told twice; a queue ends after ENDED, so that one never repeats).
   */
  join(): EventQueue<GameEventView> {
    const queue = new EventQueue<GameEventView>(() => this.leave(queue));
    this.subscribers.add(queue);
    this.enqueue(async () => {
      const state = await this.games.feedState(this.gameId);
      if (state) this.tell([queue], state);
    });
    return queue;
  }

  private heard(event: BusEvent): void {
    if (event.kind !== 'END' && event.kind !== RESYNC_KIND) return;
    this.enqueue(async () => {
      const state = await this.games.feedState(this.gameId);
      if (state) this.tell([...this.subscribers], state);
    });
  }

  private tell(queues: EventQueue<GameEventView>[], state: GameFeedState): void {
    if (!state.ended) return;
    for (const queue of queues) {
      queue.push({ kind: GameEventKind.ENDED, gameId: this.gameId, at: state.endedAt ?? new Date(), seed: state.seed });
      queue.end();
    }
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      for (const queue of this.subscribers) queue.fail(error);
    });
  }

  private leave(queue: EventQueue<GameEventView>): void {
    this.subscribers.delete(queue);
    if (this.subscribers.size > 0) return;
    this.unsubscribe();
    this.dispose();
  }
}
