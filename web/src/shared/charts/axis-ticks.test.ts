import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks';

describe('chart value axis', () => {
  it('round Birr steps from zero past the largest bar', () => {
    expect(axisTicks(0, 1_234_500)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(axisTicks(0, 0)).toEqual([0, 100, 200, 300, 400]);
  });
  it('losses reach below zero and zero is always a tick', () => {
    const ticks = axisTicks(-25_000, 80_000);
    expect(ticks[0]).toBeLessThanOrEqual(-25_000);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(80_000);
    expect(ticks).toContain(0);
    expect(axisTicks(-5000, 0).at(-1)).toBe(0);
  });
  it('a count steps by whole numbers: two abandoned games are not drawn against a hundred', () => {
    expect(axisTicks(0, 2, 1)).toEqual([0, 1, 2]);
    expect(axisTicks(0, 7, 1)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(0, 0, 1)).toEqual([0, 1, 2, 3, 4]);
  });
});
