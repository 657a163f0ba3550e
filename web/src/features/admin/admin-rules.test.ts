import { describe, expect, it } from 'vitest';
import { sumPeriods } from './admin-rules';

describe('super-admin sums', () => {
  it("adds the hosts' periods and orders them newest first", () => {
    const hosts = [
      {
        p: [
          { key: '2026-10', profit: 100 },
          { key: '2026-11', profit: -50 },
        ],
      },
      { p: [{ key: '2026-11', profit: 20 }] },
    ];
    expect(sumPeriods(hosts as never, (h) => (h as unknown as { p: { key: string; profit: number }[] }).p)).toEqual([
      { key: '2026-11', profit: -30 },
      { key: '2026-10', profit: 100 },
    ]);
  });
});
