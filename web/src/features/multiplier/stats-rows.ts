/** Rows of the multiplier statistics screens, from the API's reports (amounts in santim). */

export interface StakeGroup {
  /** Santim. */
  stake: number;
  cards: number[];
}

/** "Bets grouped by stake with their card numbers": one group per stake, lowest stake first. */
export function stakeGroups(stakes: readonly number[], cards: readonly number[]): StakeGroup[] {
  const groups = new Map<number, number[]>();
  stakes.forEach((s, i) => {
    const card = cards[i];
    if (card === undefined) return;
    groups.set(s, [...(groups.get(s) ?? []), card]);
  });
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([stake, list]) => ({ stake, cards: [...list].sort((a, b) => a - b) }));
}

interface Day {
  date: string;
  profit: number;
  gamesCount: number;
}
interface Week {
  week: string;
  profit: number;
  gamesCount: number;
  days: readonly Day[];
}
interface Month {
  month: string;
  profit: number;
  gamesCount: number;
  weeks: readonly Week[];
}

export interface PeriodRow {
  period: string;
  profit: number;
  gamesCount: number;
}

const newestFirst = (a: PeriodRow, b: PeriodRow) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0);

/** Every day of a host's summary, newest first. */
export function dailyRows(months: readonly Month[]): PeriodRow[] {
  const days = new Map<string, PeriodRow>();
  for (const m of months)
    for (const w of m.weeks)
      for (const d of w.days) days.set(d.date, { period: d.date, profit: d.profit, gamesCount: d.gamesCount });
  return [...days.values()].sort(newestFirst);
}

/** Weeks, newest first: a week crossing a month end comes in two parts (one per month), added up here. */
export function weeklyRows(months: readonly Month[]): PeriodRow[] {
  const weeks = new Map<string, PeriodRow>();
  for (const m of months)
    for (const w of m.weeks) {
      const seen = weeks.get(w.week);
      weeks.set(w.week, {
        period: w.week,
        profit: (seen?.profit ?? 0) + w.profit,
        gamesCount: (seen?.gamesCount ?? 0) + w.gamesCount,
      });
    }
  return [...weeks.values()].sort(newestFirst);
}

export function monthlyRows(months: readonly Month[]): PeriodRow[] {
  return months.map((m) => ({ period: m.month, profit: m.profit, gamesCount: m.gamesCount })).sort(newestFirst);
}

/** Profits are green when zero or more, red when negative. */
export const profitColor = (santim: number): 'green' | 'red' => (santim < 0 ? 'red' : 'green');

export interface DayTotals {
  games: number;
  stakes: number;
  payout: number;
  profit: number;
}

/**
 * The home's figures over finished games only (the server answers a game's payout and profit only
 * once they happened; null counts as nothing).
 */
export function finishedTotals(
  games: readonly { status: string; totalStakes: number; payoutToWinner: number | null; profit: number | null }[],
): DayTotals {
  return games
    .filter((g) => g.status !== 'ACTIVE')
    .reduce(
      (t, g) => ({
        games: t.games + 1,
        stakes: t.stakes + g.totalStakes,
        payout: t.payout + (g.payoutToWinner ?? 0),
        profit: t.profit + (g.profit ?? 0),
      }),
      { games: 0, stakes: 0, payout: 0, profit: 0 },
    );
}
