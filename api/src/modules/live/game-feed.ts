import { RESYNC_KIND, type BusEvent, type EventBus } from '../../shared/events/event-bus';
import { EventQueue } from '../../shared/events/event-queue';
import { type GameLiveState, gameTopic } from '../game';
import { eventsSince, liveView, NOTHING_TOLD, type Told } from './live-view';
import type { GameEventView } from './live.types';
import type { CallTicker } from './call-ticker';

/** Where a feed reads its game and the claims it is told about. */
export interface FeedSource {
  liveState(gameId: string): Promise<GameLiveState | null>;
  /** A judged claim as screens see it (from the bus message), or null. */
  claimEvent?(gameId: string, data: BusEvent['data']): GameEventView | null;
}

interface Screen {
  queue: EventQueue<GameEventView>;
  told: Told;
}

/**
 * One game's live feed on this instance, shared by all its subscribers here. It re-reads the
 * game when the bus says the clock moved (PLAY, PAUSE, END), a claim was judged, or the bus
 * reconnected; between those, calls are time-driven: the instance's ticker wakes it at the first
 * tick at or after the clock's next call (`wakeAt`) and it sends each call once due, never before
 * (the view is the clock's reading at that moment).
 */
export class GameFeed {
  private readonly screens = new Set<Screen>();
  private readonly unsubscribe: () => void;
  private state: GameLiveState | null = null;
  private cancelWake: (() => void) | undefined;
  /** Reads and sends run one after another, so every screen gets events in order. */
  private chain: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(
    private readonly gameId: string,
    bus: EventBus,
    private readonly source: FeedSource,
    private readonly onDispose: () => void,
    private readonly ticker: CallTicker,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = bus.subscribe(gameTopic(gameId), (event) => this.heard(event));
  }

  get size(): number {
    return this.screens.size;
  }

  /**
   * A new screen: listed at once (so nothing published meanwhile is lost), then told the game so
   * far from a fresh read: the revealed calls, paused or not, the house win, the end.
   */
  join(): EventQueue<GameEventView> {
    const screen: Screen = { queue: new EventQueue<GameEventView>(() => this.leave(screen)), told: NOTHING_TOLD };
    this.screens.add(screen);
    this.enqueue(() => this.refresh());
    return screen.queue;
  }

  private heard(event: BusEvent): void {
    if (event.kind === 'CLAIM') {
      this.enqueue(async () => {
        const claim = this.source.claimEvent?.(this.gameId, event.data);
        if (claim) for (const screen of this.screens) screen.queue.push(claim);
        // A confirmed win may settle the game: read it again. A losing check changes nothing a
        // screen is shown (the clock, the house's win, the end), so it costs no read.
        if (event.data?.isWinner !== false) await this.refresh();
      });
      return;
    }
    if (['PLAY', 'PAUSE', 'END', RESYNC_KIND].includes(event.kind)) this.enqueue(() => this.refresh());
  }

  private async refresh(): Promise<void> {
    const state = await this.source.liveState(this.gameId);
    if (!state) {
      for (const screen of this.screens) screen.queue.end();
      return;
    }
    this.state = state;
    this.send();
  }

  /** Tells every screen what the clock has revealed by now, and sets the timer for the next call. */
  private send(): void {
    if (!this.state || this.disposed) return;
    const view = liveView(this.state, this.now());
    for (const screen of this.screens) {
      const { events, told } = eventsSince(screen.told, view);
      screen.told = told;
      for (const event of events) screen.queue.push(event);
      if (told.ended) screen.queue.end();
    }
    this.cancelWake?.();
    this.cancelWake = undefined;
    if (view.nextCallAt !== null && this.screens.size > 0) {
      // Woken a little early (ms rounding), the clock is asked again and a call not yet due is
      // simply not sent; the feed asks to be woken again for it.
      this.cancelWake = this.ticker.wake(view.nextCallAt, () => {
        this.cancelWake = undefined;
        this.enqueue(async () => this.send());
      });
    }
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      for (const screen of this.screens) screen.queue.fail(error);
    });
  }

  private leave(screen: Screen): void {
    this.screens.delete(screen);
    if (this.screens.size > 0 || this.disposed) return;
    this.disposed = true;
    this.cancelWake?.();
    this.unsubscribe();
    this.onDispose();
  }
}
