import { describe, expect, it } from 'vitest';
import { dailyRows, finishedTotals, monthlyRows, profitColor, stakeGroups, weeklyRows } from './stats-rows';

describe('multiplier stats rows', () => {
  it('groups the bets by stake with their card numbers, lowest stake first', () => {
    expect(stakeGroups([2000, 1000, 2000, 10000], [7, 3, 1, 50])).toEqual([
      { stake: 1000, cards: [3] },
      { stake: 2000, cards: [1, 7] },
      { stake: 10000, cards: [50] },
    ]);
    expect(stakeGroups([], [])).toEqual([]);
  });

  // 2025-W05 runs from Monday 27 January to Sunday 2 February: it appears under both months.
  const months = [
    {
      month: '2025-02',
      profit: 500,
      gamesCount: 2,
      weeks: [
        { week: '2025-W05', profit: 500, gamesCount: 2, days: [{ date: '2025-02-01', profit: 500, gamesCount: 2 }] },
      ],
    },
    {
      month: '2025-01',
      profit: -300,
      gamesCount: 3,
      weeks: [
        { week: '2025-W05', profit: -400, gamesCount: 1, days: [{ date: '2025-01-31', profit: -400, gamesCount: 1 }] },
        { week: '2025-W04', profit: 100, gamesCount: 2, days: [{ date: '2025-01-20', profit: 100, gamesCount: 2 }] },
      ],
    },
  ];

  it('daily, weekly (a week split by a month end added up) and monthly views, newest first', () => {
    expect(dailyRows(months).map((r) => [r.period, r.profit, r.gamesCount])).toEqual([
      ['2025-02-01', 500, 2],
      ['2025-01-31', -400, 1],
      ['2025-01-20', 100, 2],
    ]);
    expect(weeklyRows(months)).toEqual([
      { period: '2025-W05', profit: 100, gamesCount: 3 },
      { period: '2025-W04', profit: 100, gamesCount: 2 },
    ]);
    expect(monthlyRows([...months].reverse()).map((r) => r.period)).toEqual(['2025-02', '2025-01']);
    expect(dailyRows([])).toEqual([]);
  });

  it('green when zero or more, red when negative', () => {
    expect(profitColor(0)).toBe('green');
    expect(profitColor(-1)).toBe('red');
  });

  it('the home adds up finished games only: a game in progress would give its winner away', () => {
    const games = [
      { status: 'ENDED', totalStakes: 11_000, payoutToWinner: 6400, profit: 4600 },
      { status: 'ACTIVE', totalStakes: 13_500, payoutToWinner: 2400, profit: 11_100 },
      { status: 'ENDED', totalStakes: 1000, payoutToWinner: 2400, profit: -1400 },
    ];
    expect(finishedTotals(games)).toEqual({ games: 2, stakes: 12_000, payout: 8800, profit: 3200 });
  });
});
