import { randomUUID } from 'node:crypto';
import type { Orm } from '../../../shared/db/orm';
import { BoundedCache } from '../../../shared/bounded-map';
import { INSTANCE_GAMES } from '../instance-games';
import { WindowBatch } from '../../../shared/db/window-batch';
import { endPresence, leasePresences, notePresence } from './auto-pause.sql';

/**
 * A live feed's lease on its game runs this many call intervals and is renewed once less than half
 * is left: about two writes per ten intervals while screens watch, instead of one per interval.
 * A lease not ended (an instance that died) keeps its game running until it runs out.
 */
export const LEASE_INTERVALS = 10;

/**
 * Leases taken or renewed within this window go in one statement: a renewal is due with half its
 * lease (five call intervals) still to run, so a quarter of a second is nothing to it, and a
 * thousand watched games cost a few statements a second instead of one per renewal.
 */
const LEASE_WINDOW_MS = 250;
const LEASES_PER_STATEMENT = 1000;

/** A lease this instance wrote: when (this process's clock, so clock skew with the database cancels out) and how long. */
interface Lease {
  at: number;
  ms: number;
}

/**
 * One API instance's notes of who watches its games (docs/fairness.md#no-calls-into-an-empty-room),
 * in `game_presence` under the instance's id. Every method settles when its write is done or given
 * up and never rejects: a lost note costs at worst a pause (or, for an end, a lease running out).
 */
export class GamePresence {
  /** Games this instance's live feeds watch (from the first `watching` until `left`). */
  private readonly leases = new BoundedCache<string, Lease>(INSTANCE_GAMES);
  /** When this instance last noted a host's request about each game: at most one write per call interval. */
  private readonly noted = new BoundedCache<string, number>(INSTANCE_GAMES);
  /** Each game's writes, one after another: a screen leaving is never overtaken by the renewal before it. */
  private readonly writes = new Map<string, Promise<void>>();
  /** Released: the instance is stopping, and notes no more. */
  private released = false;
  /** Leases waiting for their window's statement. */
  private readonly leaseWrites: WindowBatch<number>;

  constructor(
    private readonly orm: Orm,
    private readonly now: () => number = Date.now,
    /** This instance's rows; each process (each GameService) is its own instance. */
    readonly instanceId: string = randomUUID(),
  ) {
    this.leaseWrites = new WindowBatch(LEASE_WINDOW_MS, LEASES_PER_STATEMENT, (leases) =>
      leasePresences(this.orm, this.instanceId, leases),
    );
  }

  /** A live feed here has screens of the running game: takes or renews this instance's lease. */
  watching(gameId: string, callSpeedMs: number): Promise<void> {
    const now = this.now();
    const held = this.leases.peek(gameId);
    if (this.released || (held && now - held.at < held.ms / 2)) return this.pending(gameId);
    const lease = { at: now, ms: LEASE_INTERVALS * callSpeedMs };
    this.leases.set(gameId, lease);
    return this.write(
      gameId,
      () => this.leaseWrites.add(gameId, lease.ms),
      // Renewed at the next call; kept listed so that `left` still ends whatever lease is there.
      () => {
        if (this.leases.peek(gameId) === lease) this.leases.set(gameId, { at: -Infinity, ms: lease.ms });
      },
    );
  }

  /**
   * The last screen of the game on this instance left: this instance's lease ends now. A game that
   * has `ended` is only forgotten (only running games are paused: the lease no longer matters).
   */
  left(gameId: string, ended = false): Promise<void> {
    if (!this.leases.delete(gameId) || ended) return this.pending(gameId);
    return this.write(gameId, () => endPresence(this.orm, gameId, this.instanceId));
  }

  /** The instance is stopping: ends every lease it holds and takes no new one. */
  async release(): Promise<void> {
    this.released = true;
    await this.leaseWrites.flush();
    await Promise.all([...this.leases.keys()].map((gameId) => this.left(gameId)));
  }

  /** A host's request about its running game: watched now, unless this instance's lease covers it. */
  seen(gameId: string, callSpeedMs: number): Promise<void> {
    const now = this.now();
    const held = this.leases.peek(gameId);
    if (this.released || (held && now - held.at < held.ms)) return this.pending(gameId);
    const last = this.noted.peek(gameId);
    if (last !== undefined && now - last < callSpeedMs) return this.pending(gameId);
    this.noted.set(gameId, now);
    return this.write(
      gameId,
      () => notePresence(this.orm, gameId, this.instanceId),
      () => {
        if (this.noted.peek(gameId) === now) this.noted.delete(gameId);
      },
    );
  }

  private pending(gameId: string): Promise<void> {
    return this.writes.get(gameId) ?? Promise.resolve();
  }

  private write(gameId: string, statement: () => Promise<void>, failed: () => void = () => undefined): Promise<void> {
    const done = this.pending(gameId)
      .then(statement)
      .catch(failed)
      .finally(() => {
        if (this.writes.get(gameId) === done) this.writes.delete(gameId);
      });
    this.writes.set(gameId, done);
    return done;
  }
}
