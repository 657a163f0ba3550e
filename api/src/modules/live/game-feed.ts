import { RESYNC_KIND, type BusEvent, type EventBus } from '../../shared/events/event-bus';
import { EventQueue } from '../../shared/events/event-queue';
import { type GameLiveState, gameTopic } from '../game';
import { eventsSince, liveView, NOTHING_TOLD, type Told } from './live-view';
import { GameEventKind, type GameEventView, type MissedClaimView } from './live.types';
import type { CallTicker } from './call-ticker';

/** Where a feed reads its game and the claims it is told about. */
export interface FeedSource {
  /** `withCompletions`: with every hall card's first completion over the draw (read once, for a feed with a caller told them). */
  liveState(gameId: string, withCompletions: boolean): Promise<GameLiveState | null>;
  /** A judged claim as screens see it (from the bus message), or null. */
  claimEvent?(gameId: string, data: BusEvent['data']): GameEventView | null;
  /** Screens of the running game are connected here, told at every call (docs/fairness.md#no-calls-into-an-empty-room). */
  watching?(gameId: string, callSpeedMs: number): void;
  /** The last screen of the game here left (`ended`: the game had ended). */
  left?(gameId: string, ended: boolean): void;
}

type ClockMove = 'PLAY' | 'PAUSE' | 'AUTO_PAUSE' | 'END';

const ID = /^\d{1,19}$/;

/** The clock event a bus message tells (ToldClockEvent; the seed with an END), or null. */
function toldClockEvent(data: BusEvent['data']): { prev: string; id: string; at: number; seed: string | null } | null {
  const { prev, id, at, seed } = data ?? {};
  if (typeof prev !== 'string' || typeof id !== 'string' || !ID.test(prev) || !ID.test(id)) return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  return { prev, id, at, seed: typeof seed === 'string' ? seed : null };
}

interface Screen {
  queue: EventQueue<GameEventView>;
  told: Told;
  /** The game's own caller, told missed claims (docs/fairness.md#missed-claims). */
  notices: boolean;
}

/**
 * One game's live feed on this instance, shared by all its subscribers here. It reads the game
 * when the first screen joins and when the bus reconnected; when the bus says the clock moved
 * (PLAY, PAUSE, END) it extends its clock from the message, or reads again if the message does not
 * follow the clock it has; between those, calls are time-driven: the instance's ticker wakes it at the first
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
  /** Completions by call, read once the first screen told missed claims joins. */
  private completions: Map<number, MissedClaimView[]> | null = null;
  /** Screens on their way in (`joinAfter`): the feed stays while they are. */
  private arriving = 0;
  private everJoined = false;

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
   * A new screen told no missed claims (a room display, a phone): listed at once (so nothing
   * published meanwhile is lost), then told the game so far from a fresh read: the revealed calls,
   * paused or not, the house win, the end.
   */
  join(): EventQueue<GameEventView> {
    return this.add(false, () => this.refresh());
  }

  /**
   * A new screen whose subscriber's check reads the game's state too (a host's own screen: one
   * statement), made while this feed already listens to the bus, so nothing told after the read
   * is missed. If the check refuses, the feed is closed again unless someone else uses it.
   */
  async joinAfter(
    check: (withCompletions: boolean) => Promise<{ notices: boolean; state: GameLiveState | null }>,
  ): Promise<EventQueue<GameEventView>> {
    this.arriving++;
    try {
      const { notices, state } = await check(!this.completions);
      return this.add(notices, state ? async () => this.adopt(state) : () => this.refresh());
    } finally {
      this.arriving--;
      this.closeIfUnused();
    }
  }

  private add(notices: boolean, tellSoFar: () => Promise<void>): EventQueue<GameEventView> {
    const screen: Screen = {
      queue: new EventQueue<GameEventView>(() => this.leave(screen)),
      told: NOTHING_TOLD,
      notices,
    };
    this.screens.add(screen);
    this.everJoined = true;
    this.enqueue(tellSoFar);
    return screen.queue;
  }

  private heard(event: BusEvent): void {
    if (event.kind === 'CLAIM') {
      // A judged check changes nothing the feed's clock shows (a hall card never wins a game the
      // house wins, and a win does not end the game): told to the screens, no read.
      this.enqueue(async () => {
        const claim = this.source.claimEvent?.(this.gameId, event.data);
        if (claim) for (const screen of this.screens) screen.queue.push(claim);
      });
      return;
    }
    if (event.kind === 'PLAY' || event.kind === 'PAUSE' || event.kind === 'AUTO_PAUSE' || event.kind === 'END') {
      this.enqueue(() => this.clockMoved(event.kind as ClockMove, event.data));
      return;
    }
    if (event.kind === RESYNC_KIND) this.enqueue(() => this.refresh());
  }

  /**
   * The clock moved. A message telling the event's ids (ToldClockEvent) that follows the clock
   * this feed has extends it without a read; one this feed's clock already holds changes nothing;
   * anything else (a message without ids, or one after an event this feed never heard of) reads
   * the game again.
   */
  private async clockMoved(kind: ClockMove, data: BusEvent['data']): Promise<void> {
    const told = toldClockEvent(data);
    const state = this.state;
    if (!told || !state) return this.refresh();
    if (BigInt(told.id) <= BigInt(state.lastEventId)) return; // read with it already
    if (told.prev !== state.lastEventId || (kind === 'END' && told.seed === null)) return this.refresh();
    this.state = {
      ...state,
      events: [...state.events, { kind, at: told.at }],
      lastEventId: told.id,
      ...(kind === 'END' ? { ended: true, seed: told.seed } : {}),
    };
    this.send();
  }

  private async refresh(): Promise<void> {
    // The cards' completions are read once, with the state, when the first screen told them joins.
    const withCompletions = !this.completions && [...this.screens].some((s) => s.notices);
    const state = await this.source.liveState(this.gameId, withCompletions);
    if (!state) {
      for (const screen of this.screens) screen.queue.end();
      return;
    }
    this.adopt(state);
  }

  /** A state read just now; a clock message heard since the read may have moved the feed past it. */
  private adopt(read: GameLiveState): void {
    const { completions, ...state } = read;
    if (!this.state || BigInt(state.lastEventId) >= BigInt(this.state.lastEventId)) this.state = state;
    if (completions && !this.completions) {
      const byCall = new Map<number, MissedClaimView[]>();
      for (const c of completions) byCall.set(c.call, [...(byCall.get(c.call) ?? []), c]);
      this.completions = byCall;
    }
    this.send();
  }

  /** Tells every screen what the clock has revealed by now, and sets the timer for the next call. */
  private send(): void {
    if (!this.state || this.disposed) return;
    const view = liveView(this.state, this.now());
    if (this.screens.size > 0 && view.running) this.source.watching?.(this.gameId, this.state.callSpeedMs);
    for (const screen of this.screens) {
      const { events, told } = eventsSince(screen.told, view);
      screen.told = told;
      for (const event of events) {
        screen.queue.push(event);
        // A completion follows the CALL that made it, never before (docs/fairness.md#nothing-early).
        if (screen.notices && event.kind === GameEventKind.CALL && event.index != null) {
          for (const missed of this.completions?.get(event.index) ?? [])
            screen.queue.push({
              kind: GameEventKind.MISSED_CLAIM,
              gameId: this.gameId,
              at: event.at,
              missedClaim: missed,
            });
        }
      }
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
    this.closeIfUnused();
  }

  /** No screen and none arriving: the feed stops listening and is forgotten. */
  private closeIfUnused(): void {
    if (this.screens.size > 0 || this.arriving > 0 || this.disposed) return;
    this.disposed = true;
    this.cancelWake?.();
    this.unsubscribe();
    if (this.everJoined) this.source.left?.(this.gameId, this.state?.ended ?? false);
    this.onDispose();
  }
}
