import { EventQueue } from '../../shared/events/event-queue';
import type { DisplayFrameView } from './display-frame';

/** What a display feed reads and hears; the display service provides it. */
export interface DisplayFeedSource {
  /** The frame as the host's room stands now (fresh reads: game, claims, settings, announcements). */
  frame(hostId: string): Promise<DisplayFrameView>;
  /** The host's game's live events (calls when due, pause, claims, end), to know when to read again. */
  follow(gameId: string): AsyncIterableIterator<FollowedEvent>;
  /** Hears the host's own events (a game started, the display settings changed, a bus resync). */
  onHostEvent(hostId: string, listener: () => void): () => void;
  /** Hears a linked pool's changes (a linked game's share, a win in any of its halls). */
  onPoolEvent?(poolId: string, listener: () => void): () => void;
}

/** What the display needs of a live event: a CALL's number and position; any other kind means "read again". */
export interface FollowedEvent {
  kind: string;
  index?: number | null;
  number?: string | null;
  nextCallAt?: Date | null;
}

/**
 * The frame after one more call, from the last frame alone: the call appended, the claim gone (it
 * shows until the next call), the next call's time. Null when the frame is not the one the call
 * follows (another game, a call missed, paused): then the frame is read again.
 */
export function frameAfterCall(
  last: DisplayFrameView | null,
  gameId: string,
  event: FollowedEvent,
): DisplayFrameView | null {
  const game = last?.game;
  if (!last || !game || game.gameId !== gameId || game.paused || event.number == null) return null;
  if (event.index !== game.calledNumbers.length + 1) return null;
  return {
    ...last,
    game: {
      ...game,
      calledNumbers: [...game.calledNumbers, event.number],
      claim: null,
      nextCallAt: event.nextCallAt ?? null,
    },
    serverTime: new Date(),
  };
}

/** Between games, the frame is read again this often (announcements are not pushed). */
export const IDLE_REFRESH_MS = 30_000;

/**
 * One room display's stream of frames. Each frame is the whole screen's state read from the
 * database (never a diff): a display that reconnects or reloads gets the game so far, claims
 * included, in its first frame. It follows the host's game in progress through the live module's
 * shared feed (whose events come when the clock reveals them) and the host's bus topic for the
 * next game; a frame is sent only when it differs from the last one.
 */
export class DisplayFeed {
  readonly queue: EventQueue<DisplayFrameView>;
  private readonly unsubscribe: () => void;
  private readonly idle: NodeJS.Timeout;
  private following: { gameId: string; stream: AsyncIterableIterator<unknown> } | null = null;
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  private last = '';
  private lastFrame: DisplayFrameView | null = null;
  private closed = false;
  private pool: { poolId: string; stop: () => void } | null = null;

  constructor(
    private readonly hostId: string,
    private readonly source: DisplayFeedSource,
  ) {
    this.queue = new EventQueue<DisplayFrameView>(() => this.close(), 100);
    this.unsubscribe = source.onHostEvent(hostId, () => this.refresh());
    this.idle = setInterval(() => this.refresh(), IDLE_REFRESH_MS);
    this.idle.unref();
    this.refresh();
  }

  /** Reads again (coalesced: a burst of events while a read waits costs one more read). */
  private refresh(): void {
    if (this.queued || this.closed) return;
    this.queued = true;
    this.chain = this.chain
      .then(async () => {
        this.queued = false;
        if (this.closed) return;
        const frame = await this.source.frame(this.hostId);
        this.follow(frame.game?.gameId ?? null);
        this.watchPool(frame.linkedJackpot?.poolId ?? null);
        this.send(frame);
      })
      .catch((error: unknown) => this.queue.fail(error));
  }

  /**
   * A CALL needs no read: the frame it makes is the last one with the call added (the host's view
   * reveals exactly that call at that moment). It waits behind a read in progress, so frames stay
   * in order; anything else (pause, claim, house win, end) reads the frame again.
   */
  private called(gameId: string, event: FollowedEvent): void {
    this.chain = this.chain
      .then(() => {
        if (this.closed) return;
        const next = frameAfterCall(this.lastFrame, gameId, event);
        if (next) this.send(next);
        else this.refresh();
      })
      .catch((error: unknown) => this.queue.fail(error));
  }

  private send(frame: DisplayFrameView): void {
    const { serverTime: _ignored, ...content } = frame;
    const key = JSON.stringify(content);
    if (key === this.last) return;
    this.last = key;
    this.lastFrame = frame;
    this.queue.push(frame);
  }

  private follow(gameId: string | null): void {
    if (this.following?.gameId === gameId) return;
    void this.following?.stream.return?.();
    this.following = null;
    if (gameId === null) return;
    const stream = this.source.follow(gameId);
    const following = { gameId, stream };
    this.following = following;
    void (async () => {
      try {
        for await (const event of stream) {
          if (this.following !== following) return;
          if (event.kind === 'CALL') this.called(gameId, event);
          else this.refresh();
        }
      } catch {
        // The game's feed failed (a database hiccup): read again, which follows anew if needed.
        if (this.following === following) this.following = null;
      }
      if (this.following === following) {
        // Ended: the next frame is between games (or the host's next game).
        this.following = null;
        this.refresh();
      }
    })();
  }

  /** Follows the hall's linked pool (if any): its changes are pushed, never polled. */
  private watchPool(poolId: string | null): void {
    if (this.pool?.poolId === poolId) return;
    this.pool?.stop();
    this.pool = null;
    if (poolId === null || !this.source.onPoolEvent) return;
    this.pool = { poolId, stop: this.source.onPoolEvent(poolId, () => this.refresh()) };
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.idle);
    this.unsubscribe();
    this.pool?.stop();
    this.pool = null;
    void this.following?.stream.return?.();
    this.following = null;
  }
}
