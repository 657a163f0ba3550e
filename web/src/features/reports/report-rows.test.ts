import { describe, expect, it } from 'vitest';
import { dailyProfits, formatProfit } from './report-rows';

describe('reports', () => {
  it('sums profit per Addis Ababa day, newest first, zero days included', () => {
    const today = new Date('2026-11-20T10:00:00Z');
    const rows = dailyProfits(
      [
        { createdAt: '2026-11-20T08:00:00Z', profit: 600 },
        { createdAt: '2026-11-19T22:30:00Z', profit: 450 }, // 01:30 on the 20th in Addis
        { createdAt: '2026-11-18T12:00:00Z', profit: -1000 },
      ],
      today,
      3,
    );
    expect(rows).toEqual([
      { day: '2026-11-20', profit: 1050 },
      { day: '2026-11-19', profit: 0 },
      { day: '2026-11-18', profit: -1000 },
    ]);
  });
  it('shows a dash for zero and whole Birr with ብር otherwise', () => {
    expect(formatProfit(0)).toBe('-');
    expect(formatProfit(40)).toBe('-');
    expect(formatProfit(123456)).toBe('1,235 ብር');
    expect(formatProfit(-5000)).toBe('-50 ብር');
  });
});
