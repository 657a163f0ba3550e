/**
 * Sets `key` in a Map used as a bounded cache: when the map is full and `key` is new, the entry
 * written or used longest ago (first in the Map's insertion order) makes room. The one eviction
 * rule of the instance's caches (tokens, accounts, games' static parts, clocks and winning calls,
 * checked subscription documents).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/**
 * The entry of `key` in a bounded cache, moved to the end of the Map's order: an entry still in
 * use is evicted after those no longer asked for (a running game's after the ended games').
 */
export function getRecent<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value === undefined) return undefined;
  map.delete(key);
  map.set(key, value);
  return value;
}
