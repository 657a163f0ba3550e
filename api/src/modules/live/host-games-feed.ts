import { RESYNC_KIND, type BusEvent, type EventBus } from '../../shared/events/event-bus';
import { EventQueue } from '../../shared/events/event-queue';
import { gameTopic, hostTopic } from '../game';

/** What a host's caller screens are told about its games (subscription hostGames). */
export type HostGameChangeKind = 'NONE' | 'STARTED' | 'PLAYING' | 'PAUSED' | 'ENDED';

export interface HostGameChangeView {
  kind: HostGameChangeKind;
  /** The game it is about; null with NONE (no game in progress). */
  gameId: string | null;
  at: Date;
  /** PAUSED: AUTO_PAUSE when the server paused the game; null otherwise. */
  pauseReason: string | null;
}

/** The host's game in progress as it stands (null: none). */
export type HostGameRead = () => Promise<{ gameId: string; paused: boolean; pauseReason: string | null } | null>;

const CLOCK_KINDS: Record<string, HostGameChangeKind> = {
  PLAY: 'PLAYING',
  PAUSE: 'PAUSED',
  AUTO_PAUSE: 'PAUSED',
  END: 'ENDED',
};

/**
 * One caller screen's feed of its host's games: first the game in progress as it stands (or NONE),
 * then each change as the bus tells it on any instance: a new game (the host's topic), play,
 * pause and end of the game followed (its game topic). A bus resync reads the game again. Changes
 * are rare (a few per game), so each screen holds its own two bus listeners.
 */
export class HostGamesFeed {
  readonly queue: EventQueue<HostGameChangeView>;
  private readonly offHost: () => void;
  private offGame: (() => void) | undefined;
  private followed: string | null = null;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    hostId: string,
    private readonly bus: EventBus,
    private readonly read: HostGameRead,
    private readonly now: () => number = Date.now,
  ) {
    this.queue = new EventQueue<HostGameChangeView>(() => this.close(), 100);
    this.offHost = bus.subscribe(hostTopic(hostId), (event) => this.heardHost(event));
    this.enqueue(() => this.snapshot());
  }

  private heardHost(event: BusEvent): void {
    if (event.kind === RESYNC_KIND) return this.enqueue(() => this.snapshot());
    const gameId = event.data?.gameId;
    if (event.kind !== 'START' || typeof gameId !== 'string') return;
    this.enqueue(async () => {
      this.follow(gameId);
      this.push('STARTED', gameId);
    });
  }

  /** The followed game's clock moves (a resync is handled once, by the host listener). */
  private heardGame(gameId: string, event: BusEvent): void {
    const kind = CLOCK_KINDS[event.kind];
    if (kind) this.enqueue(async () => this.push(kind, gameId, event.kind === 'AUTO_PAUSE' ? 'AUTO_PAUSE' : null));
  }

  private async snapshot(): Promise<void> {
    const game = await this.read();
    if (game) this.follow(game.gameId);
    this.push(game ? (game.paused ? 'PAUSED' : 'PLAYING') : 'NONE', game?.gameId ?? null, game?.pauseReason ?? null);
  }

  private follow(gameId: string): void {
    if (this.followed === gameId || this.closed) return;
    this.offGame?.();
    this.followed = gameId;
    this.offGame = this.bus.subscribe(gameTopic(gameId), (event) => this.heardGame(gameId, event));
  }

  private push(kind: HostGameChangeKind, gameId: string | null, pauseReason: string | null = null): void {
    this.queue.push({ kind, gameId, at: new Date(this.now()), pauseReason });
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => this.queue.fail(error));
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.offHost();
    this.offGame?.();
  }
}
