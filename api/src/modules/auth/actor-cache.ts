import { BoundedCache } from '../../shared/bounded-map';

/**
 * The accounts behind recent requests, remembered on this instance so that a request costs no
 * database read of its account (docs/roles-and-accounts.md#account-checks). Correct only while
 * every change that matters is heard: a database trigger announces each change of an account's
 * sign-in state on the event bus (ACTOR_CHANGED), the instance that made the change forgets it at
 * commit, a bus reconnect forgets everything, and nothing is remembered while the bus is not
 * listening. `maxAgeMs` bounds what a silently dead LISTEN connection could leave stale.
 */
export class ActorCache<Row> {
  private readonly rows: BoundedCache<string, { row: Row; at: number }>;
  /** Moves on at every forget: a read begun before it may not be remembered (it may predate the change). */
  private generation = 0;

  constructor(
    private readonly options: {
      maxAgeMs: number;
      maxEntries: number;
      /** Whether changes are being heard (the bus's LISTEN connection is up). */
      listening(): boolean;
      now?(): number;
    },
  ) {
    this.rows = new BoundedCache(options.maxEntries);
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** The remembered row, if fresh and changes are heard; undefined otherwise. */
  get(id: string): Row | undefined {
    if (!this.options.listening()) return undefined;
    const hit = this.rows.get(id);
    if (!hit) return undefined;
    if (this.now() - hit.at >= this.options.maxAgeMs) {
      this.rows.delete(id);
      return undefined;
    }
    return hit.row;
  }

  /** Taken before reading the database; `remember` keeps the row only if nothing was forgotten since. */
  mark(): number {
    return this.generation;
  }

  remember(id: string, row: Row, mark: number): void {
    if (mark !== this.generation || !this.options.listening()) return;
    this.rows.set(id, { row, at: this.now() });
  }

  /** One account changed (or, without an id, any may have: a policy, a reconnect). */
  forget(id?: string): void {
    this.generation++;
    if (id === undefined) this.rows.clear();
    else this.rows.delete(id);
  }

  get size(): number {
    return this.rows.size;
  }
}
