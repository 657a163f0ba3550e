import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps at most max entries, the oldest written making room; a known key is replaced, nothing evicted', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c'].entries()) setBounded(map, key, i, 3);
    setBounded(map, 'b', 10, 3);
    expect([...map]).toEqual([
      ['a', 0],
      ['b', 10],
      ['c', 2],
    ]);
    setBounded(map, 'd', 3, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });
});
