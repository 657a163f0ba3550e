import { RESYNC_KIND, type EventBus } from '../../shared/events/event-bus';
import { EventQueue } from '../../shared/events/event-queue';
import { hostTopic } from '../game';
import type { GameEventView } from '../live';
import { cardsIn, type CardRef, type FollowEventView, type RoomGame } from './follow.views';

/** Where a room reads its hall's game and hears its calls. */
export interface RoomSource {
  runningGame(hostId: string): Promise<RoomGame | null>;
  /** The game's public feed on this instance (shared: one per game, live module). */
  followPublic(gameId: string): AsyncIterableIterator<GameEventView>;
}

interface Follower {
  queue: EventQueue<FollowEventView>;
  cards: readonly CardRef[];
}

/** A phone that falls this many events behind is dropped (it reconnects and catches up). */
const FOLLOWER_QUEUE_MAX = 200;
/**
 * Phones told per turn of the event loop. Telling one costs a socket write; a thousand at once
 * would hold up the caller's and the display's pushes of the same call (tens of ms), so the room
 * tells them after those, a slice a turn.
 */
const FANOUT_SLICE = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One hall's followers on this instance (docs/screens.md#card-page): one listener on the hall's
 * bus topic (a new game), one place in the game's public feed, and the calls fanned out here to
 * every phone, so a thousand phones cost one subscription, not a thousand. A phone joining is
 * told the game so far from what the room holds, with no read.
 */
export class HallRoom {
  private readonly followers = new Set<Follower>();
  private readonly offHost: () => void;
  private game: RoomGame | null = null;
  private calls: string[] = [];
  private paused = true;
  private ended = false;
  /** False from a new game until its feed told where it stands; joiners wait for it. */
  private loaded = false;
  private feed: AsyncIterableIterator<GameEventView> | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** Events on their way to the phones, in order (see FANOUT_SLICE). */
  private deliveries: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly hostId: string,
    bus: EventBus,
    private readonly source: RoomSource,
    private readonly onEmpty: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.offHost = bus.subscribe(hostTopic(hostId), (event) => {
      if (event.kind === 'START' || event.kind === RESYNC_KIND) this.enqueue(() => this.load());
    });
    this.enqueue(() => this.load());
  }

  get size(): number {
    return this.followers.size;
  }

  join(cards: readonly CardRef[]): EventQueue<FollowEventView> {
    const follower: Follower = {
      queue: new EventQueue<FollowEventView>(() => this.leave(follower), FOLLOWER_QUEUE_MAX),
      cards,
    };
    this.followers.add(follower);
    if (this.loaded) follower.queue.push(this.snapshot(follower));
    return follower.queue;
  }

  private async load(): Promise<void> {
    const game = await this.source.runningGame(this.hostId);
    if (this.closed || (game && game.id === this.game?.id)) return;
    void this.feed?.return?.();
    this.feed = null;
    this.game = game;
    this.calls = [];
    this.paused = true;
    this.ended = false;
    this.loaded = game === null;
    if (!game) return this.tellAll();
    const feed = (this.feed = this.source.followPublic(game.id));
    void this.pump(feed);
  }

  /** The game's public feed into the room: its catch-up first (calls, then where it stands), then live. */
  private async pump(feed: AsyncIterableIterator<GameEventView>): Promise<void> {
    try {
      for await (const event of feed) {
        if (this.feed !== feed) return;
        this.heard(event);
      }
    } catch {
      // The feed failed (a database error while it read): read the hall again shortly.
      if (this.feed !== feed || this.closed) return;
      this.game = null;
      setTimeout(() => this.enqueue(() => this.load()), 1_000).unref();
    }
  }

  private heard(event: GameEventView): void {
    const at = event.at ?? new Date(this.now());
    if (event.kind === 'CALL' && event.number && event.index === this.calls.length + 1) {
      this.calls.push(event.number);
      if (this.loaded) this.broadcast({ ...NOTHING, kind: 'CALL', at, index: event.index, number: event.number });
      return;
    }
    if (event.kind !== 'PAUSED' && event.kind !== 'RESUMED' && event.kind !== 'ENDED') return;
    this.paused = event.kind !== 'RESUMED';
    this.ended ||= event.kind === 'ENDED';
    if (!this.loaded) {
      // The catch-up is complete: everyone (those waiting, and those told the last game) gets the game.
      this.loaded = true;
      return this.tellAll();
    }
    this.broadcast({ ...NOTHING, kind: event.kind, at });
  }

  private snapshot(follower: Follower): FollowEventView {
    const game = this.game;
    return {
      ...NOTHING,
      kind: game ? 'GAME' : 'NONE',
      at: new Date(this.now()),
      cards: cardsIn(game, follower.cards),
      game: game && {
        gameId: game.id,
        publicCode: game.publicCode,
        winningPatterns: game.winningPatterns,
        calledNumbers: [...this.calls],
        paused: this.paused,
        ended: this.ended,
      },
    };
  }

  private tellAll(): void {
    this.deliver([...this.followers].map((follower) => [follower, this.snapshot(follower)] as const));
  }

  /** One event object for every phone (the transports serialize it once). */
  private broadcast(event: FollowEventView): void {
    this.deliver([...this.followers].map((follower) => [follower, event] as const));
  }

  /**
   * Tells the phones of this moment, after the current turn and a slice a turn. A phone that
   * joins meanwhile got a snapshot holding the news already; one that left is not told.
   */
  private deliver(sends: readonly (readonly [Follower, FollowEventView])[]): void {
    if (sends.length === 0) return;
    this.deliveries = this.deliveries.then(async () => {
      for (let i = 0; i < sends.length; i += FANOUT_SLICE) {
        await nextTurn();
        for (const [follower, event] of sends.slice(i, i + FANOUT_SLICE)) follower.queue.push(event);
      }
    });
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      for (const follower of this.followers) follower.queue.fail(error);
    });
  }

  private leave(follower: Follower): void {
    this.followers.delete(follower);
    if (this.followers.size > 0 || this.closed) return;
    this.closed = true;
    this.offHost();
    void this.feed?.return?.();
    this.feed = null;
    this.onEmpty();
  }
}

const NOTHING = { game: null, cards: null, index: null, number: null } as const;
