import { addisDayKey, isoWeekKey, monthKey, shiftDayKey } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';
import { mondayOf, type Piece } from './stats-rollup';
import type { ScopedHost } from './stats-scope';
import { allTimeTotals, periodsByHost, periodsOverall } from './host-aggregates.sql';
import type { HostAggregates, PeriodSeries } from './stats.types';

const n = (v: unknown) => Number(v ?? 0);

/** The first day of the month `back` months before the month of `day`. */
function firstOfMonth(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function monthsBetween(first: string, last: string): number {
  const [y1, m1] = first.split('-').map(Number) as [number, number];
  const [y2, m2] = last.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

/** One group's series; index i is i days, weeks or months back: [games, stakes, payout, profit] a day, a profit a week or month. */
interface Series {
  days: [number, number, number, number][];
  weeks: number[];
  months: number[];
}

const emptySeries = (): Series => ({
  days: Array.from({ length: 30 }, () => [0, 0, 0, 0]),
  weeks: Array.from({ length: 12 }, () => 0),
  months: Array.from({ length: 12 }, () => 0),
});

/** The Addis day, ISO weeks and months the series cover, newest first. */
function periodKeys(now: Date) {
  const today = addisDayKey(now);
  const weekStart = mondayOf(today);
  return {
    today,
    weekStart,
    days: Array.from({ length: 30 }, (_, i) => shiftDayKey(today, -i)),
    weeks: Array.from({ length: 12 }, (_, i) => isoWeekKey(shiftDayKey(weekStart, -7 * i))),
    months: Array.from({ length: 12 }, (_, i) => monthKey(firstOfMonth(today, i))),
  };
}

/**
 * The 30-day / 12-week / 12-month series of the hosts' games in one query, per host (`byHost`) or
 * over all of them (group "all"), straight from roll-up rows: 30 day rows, 12 ISO-week rows and
 * 12 month rows per host, the current ones included. A roll-up row is exact for any period, the
 * current one too (the triggers change it in the writing transaction; it counts every game dated
 * in it), so no game row is read. Per host, each host's periods come back as one row (200
 * hosts' 10,800 periods as rows cost the driver more than the database), dated by their distance
 * in days from today.
 */
async function seriesQuery(em: Tx, hosts: readonly ScopedHost[], now: Date, byHost: boolean) {
  const keys = periodKeys(now);
  const today = keys.today;
  // Half-open [from, to) pieces, one index-only range scan each (stats-rollup's rollupPart).
  const pieceList: Piece[] = [
    { grain: 'd', from: keys.days.at(-1)!, to: shiftDayKey(today, 1) },
    { grain: 'w', from: shiftDayKey(keys.weekStart, -77), to: shiftDayKey(keys.weekStart, 1) },
    { grain: 'm', from: firstOfMonth(today, 11), to: shiftDayKey(firstOfMonth(today, 0), 1) },
  ];
  const groups = byHost
    ? await periodsByHost(em, hosts, today, pieceList)
    : [{ grp: 'all', periods: await periodsOverall(em, hosts, today, pieceList) }];
  // Where each week's and month's first day lies, in days before today.
  const back = (day: string) =>
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  const weekAt = new Map(keys.weeks.map((_, i) => [back(shiftDayKey(keys.weekStart, -7 * i)), i]));
  const monthAt = new Map(keys.months.map((_, i) => [back(firstOfMonth(today, i)), i]));
  const series = new Map<string, Series>();
  for (const { grp, periods } of groups) {
    const s = emptySeries();
    for (const [g, o, games, stakes, payout, profit] of periods) {
      if (g === 'd') s.days[o] = [games, stakes, payout, profit];
      else if (g === 'w') s.weeks[weekAt.get(o)!] = profit;
      else s.months[monthAt.get(o)!] = profit;
    }
    series.set(grp, s);
  }
  return series;
}

/** One group's series, zero-filled, newest first. */
function shapeSeries(keys: ReturnType<typeof periodKeys>, s: Series = emptySeries()): PeriodSeries {
  return {
    last30Days: keys.days.map((date, i) => {
      const [games, stakes, payout, profit] = s.days[i]!;
      return { date, gamesCount: games, totalBetAmount: stakes, totalPayout: payout, profit };
    }),
    last12WeeksProfits: keys.weeks.map((week, i) => ({ week, profit: s.weeks[i]! })),
    last12MonthsProfits: keys.months.map((month, i) => ({ month, profit: s.months[i]! })),
  };
}

/**
 * Every aggregate of the owner and super-admin host records, for many hosts in two queries:
 * all-time totals per host, and the 30-day / 12-week / 12-month series per host. Periods are
 * Addis Ababa days, ISO weeks and calendar months; every series is zero-filled, newest first.
 */
export async function hostAggregates(
  em: Tx,
  hosts: readonly ScopedHost[],
  now = new Date(),
): Promise<Map<string, HostAggregates>> {
  const result = new Map<string, HostAggregates>();
  if (hosts.length === 0) return result;
  const keys = periodKeys(now);
  const [totalRows, series] = await Promise.all([
    allTimeTotals(em.fork(), hosts, now),
    seriesQuery(em.fork(), hosts, now, true),
  ]);
  const totalsByHost = new Map(totalRows.map((r) => [r.host_id, r]));

  for (const host of hosts) {
    const t = totalsByHost.get(host.id);
    const periods = shapeSeries(keys, series.get(host.id));
    const totalProfit = n(t?.profit);
    const sum12 = periods.last12MonthsProfits.reduce((s, x) => s + x.profit, 0);
    const activeMonths = t?.first_day ? Math.max(1, monthsBetween(t.first_day, keys.today)) : 1;
    result.set(host.id, {
      totalProfit,
      totalGames: n(t?.games),
      weekProfit: periods.last12WeeksProfits[0]!.profit,
      monthProfit: periods.last12MonthsProfits[0]!.profit,
      avgMonthProfit: Math.round(sum12 / 12),
      avgAllTimeProfit: Math.round(totalProfit / activeMonths),
      gamesToday: periods.last30Days[0]!.gamesCount,
      todayProfit: periods.last30Days[0]!.profit,
      ...periods,
    });
  }
  return result;
}

/** The same series over all the given hosts together (the super admin's platform periods), summed in SQL. */
export async function platformPeriods(em: Tx, hosts: readonly ScopedHost[], now = new Date()): Promise<PeriodSeries> {
  const keys = periodKeys(now);
  return shapeSeries(keys, hosts.length === 0 ? undefined : (await seriesQuery(em, hosts, now, false)).get('all'));
}
