/**
 * One subscriber's outbox as an async iterator (what a GraphQL subscription resolver returns):
 * `push` adds, `end` finishes after what is queued, `fail` ends with an error. `return()` (the
 * client unsubscribed or went away) runs `onClose` once. A subscriber that falls `maxQueued`
 * events behind is ended with an error rather than buffered without bound.
 */
export class EventQueue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private rejectWaiting: ((error: unknown) => void) | null = null;
  private done = false;
  private error: unknown = null;
  private closed = false;

  constructor(
    private readonly onClose: () => void = () => undefined,
    private readonly maxQueued = 1_000,
  ) {}

  get isOpen(): boolean {
    return !this.done && this.error === null;
  }

  push(item: T): void {
    if (!this.isOpen) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.rejectWaiting = null;
      resolve({ value: item, done: false });
      return;
    }
    if (this.items.length >= this.maxQueued) {
      this.fail(new Error('The subscriber fell too far behind'));
      return;
    }
    this.items.push(item);
  }

  end(): void {
    if (!this.isOpen) return;
    this.done = true;
    this.settleWaiting();
    this.close();
  }

  fail(error: unknown): void {
    if (!this.isOpen) return;
    this.error = error;
    this.items.length = 0;
    this.settleWaiting();
    this.close();
  }

  next(): Promise<IteratorResult<T>> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve({ value: item, done: false });
    if (this.error !== null) return Promise.reject(this.error);
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.rejectWaiting = reject;
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.items.length = 0;
    this.done = true;
    this.settleWaiting();
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.fail(error);
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private settleWaiting(): void {
    if (!this.waiting) return;
    const resolve = this.waiting;
    const reject = this.rejectWaiting!;
    this.waiting = this.rejectWaiting = null;
    if (this.error !== null) reject(this.error);
    else resolve({ value: undefined, done: true });
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
  }
}
