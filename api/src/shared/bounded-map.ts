/**
 * A Map with a bound, used as a cache: when it is full and a new key is set, the entry set or used
 * longest ago makes room. The one eviction rule of the instance's caches (tokens, accounts, games'
 * static parts, clocks and winning calls, presence leases, checked subscription documents).
 * Map keeps insertion order, so "longest ago" is the first key; a set or a `get` moves its key to
 * the end: an entry still in use is evicted after those no longer asked for (a running game's
 * after the ended games').
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  /** The entry of `key`, moved to the end of the order (used just now). */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The entry of `key`, its place unchanged (a look that is not a use). */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Sets `key` at the end of the order; a new key in a full cache evicts the first. */
  set(key: K, value: V): void {
    if (!this.entries.delete(key) && this.entries.size >= this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, value);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  keys(): MapIterator<K> {
    return this.entries.keys();
  }

  get size(): number {
    return this.entries.size;
  }
}
