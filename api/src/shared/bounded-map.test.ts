import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-map';

describe('BoundedCache', () => {
  it('keeps at most its capacity, the entry set or used longest ago making room', () => {
    const cache = new BoundedCache<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    expect(cache.get('a')).toBe(0);
    cache.set('d', 3);
    expect([...cache.keys()]).toEqual(['c', 'a', 'd']);
    expect(cache.has('b')).toBe(false);
  });

  it('replaces a known key without evicting, and moves it to the end', () => {
    const cache = new BoundedCache<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    cache.set('a', 10);
    expect(cache.size).toBe(3);
    expect([...cache.keys()]).toEqual(['b', 'c', 'a']);
    expect(cache.peek('a')).toBe(10);
  });

  it('peek and has leave the order alone', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.peek('a')).toBe(1);
    expect(cache.has('a')).toBe(true);
    cache.set('c', 3);
    expect([...cache.keys()]).toEqual(['b', 'c']);
  });
});
