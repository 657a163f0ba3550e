import { addisDayKey, dayKeysBack } from '@bingo/core';

export interface GameProfit {
  createdAt: string;
  /** Santim; negative is a loss. */
  profit: number;
}

export interface DayProfit {
  /** YYYY-MM-DD, an Africa/Addis_Ababa calendar day. */
  day: string;
  /** Santim. */
  profit: number;
}

/** Profit per Addis Ababa day for the `days` days ending today, newest first (zero days included). */
export function dailyProfits(games: readonly GameProfit[], today: Date, days = 30): DayProfit[] {
  const sums = new Map<string, number>();
  for (const g of games) {
    const key = addisDayKey(new Date(g.createdAt));
    sums.set(key, (sums.get(key) ?? 0) + g.profit);
  }
  return dayKeysBack(addisDayKey(today), days).map((day) => ({ day, profit: sums.get(day) ?? 0 }));
}

/** docs/screens.md#everywhere: a dash for zero, else whole Birr followed by ብር. */
export function formatProfit(santim: number): string {
  const birr = Math.round(santim / 100);
  if (birr === 0) return '-';
  return `${birr.toLocaleString('en-US')} ብር`;
}
