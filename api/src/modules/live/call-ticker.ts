/**
 * When a feed wakes to send a call due at `dueAt`: the first tick of the `tickMs` grid at or after
 * it (the call itself when `tickMs` is 0). Never before the call is due (the feed asks the clock
 * again when it wakes, so an early wake-up would send nothing anyway); at most `tickMs` after.
 * Feeds of many games due within one tick then wake together (docs/fairness.md#live-ticks).
 */
export function wakeAt(dueAt: number, tickMs: number): number {
  return tickMs > 0 ? Math.ceil(dueAt / tickMs) * tickMs : dueAt;
}

/**
 * One timer for every live feed on this instance (docs/fairness.md#live-ticks). Each feed asks to
 * be woken for its next call (`wake`); the ticker wakes all feeds of one tick in one timer
 * callback, so their sends run back to back while the code is hot, and their promise chains
 * settle in one microtask drain. One timer per feed cost each push a trip through the event loop
 * of its own: about 40% of the API's CPU in a whole-game run of bench:platform went to pushes.
 * A feed is never woken before its time.
 */
export class CallTicker {
  /** Wake-up time → the feeds to wake then. */
  private readonly due = new Map<number, Set<() => void>>();
  private timer: NodeJS.Timeout | undefined;
  private armedFor = Infinity;

  constructor(
    readonly tickMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `wake` at the first tick at or after `dueAt`, once; answers a function that cancels it. */
  wake(dueAt: number, wake: () => void): () => void {
    const at = wakeAt(dueAt, this.tickMs);
    let feeds = this.due.get(at);
    if (!feeds) this.due.set(at, (feeds = new Set()));
    feeds.add(wake);
    if (at < this.armedFor) this.arm(at);
    return () => {
      const set = this.due.get(at);
      if (!set?.delete(wake) || set.size > 0) return;
      this.due.delete(at);
      if (this.due.size === 0) this.disarm();
    };
  }

  /** Feeds waiting to be woken (for tests). */
  get waiting(): number {
    let n = 0;
    for (const set of this.due.values()) n += set.size;
    return n;
  }

  private arm(at: number): void {
    clearTimeout(this.timer);
    this.armedFor = at;
    this.timer = setTimeout(() => this.fire(), Math.max(0, at - this.now()));
  }

  private disarm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = Infinity;
  }

  private fire(): void {
    this.timer = undefined;
    this.armedFor = Infinity;
    const now = this.now();
    const ready: (() => void)[] = [];
    let next = Infinity;
    for (const [at, feeds] of this.due) {
      if (at <= now) {
        this.due.delete(at);
        ready.push(...feeds);
      } else if (at < next) next = at;
    }
    // Re-armed first: a feed woken now may ask for its next call at once.
    if (next < Infinity) this.arm(next);
    for (const wake of ready) wake();
  }
}
