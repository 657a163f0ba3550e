/**
 * Gathers keyed writes for a short window and sends them in one statement: a write that may wait
 * a fraction of a second costs a share of one round trip and commit instead of its own. A later
 * value of a key replaces the earlier one in the same window. Each `add` settles when the
 * statement carrying it does (and rejects with it); `flush` sends what is waiting now.
 */
export class WindowBatch<V> {
  private waiting = new Map<string, V>();
  private settle: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly windowMs: number,
    private readonly maxItems: number,
    private readonly send: (items: ReadonlyMap<string, V>) => Promise<void>,
  ) {}

  add(key: string, value: V): Promise<void> {
    this.waiting.delete(key);
    this.waiting.set(key, value);
    const done = new Promise<void>((resolve, reject) => this.settle.push({ resolve, reject }));
    if (this.waiting.size >= this.maxItems) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.windowMs);
    return done;
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const items = this.waiting;
    const settle = this.settle;
    if (items.size === 0) return;
    this.waiting = new Map();
    this.settle = [];
    try {
      await this.send(items);
      for (const s of settle) s.resolve();
    } catch (error) {
      for (const s of settle) s.reject(error);
    }
  }
}
