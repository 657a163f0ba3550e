import { addisDayKey, isoWeekKey, monthKey, shiftDayKey } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';
import { gameFigures } from './stats-rollup';
import type { ScopedHost } from './stats-scope';
import type { HostAggregates, PeriodSeries } from './stats.types';

const n = (v: unknown) => Number(v ?? 0);

/** The Monday of the ISO week of a day. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDayKey(day, -weekday);
}

/** The first day of the month `back` months before the month of `day`. */
function monthStart(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function monthsBetween(first: string, last: string): number {
  const [y1, m1] = first.split('-').map(Number) as [number, number];
  const [y2, m2] = last.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

type SeriesRow = {
  grp: string;
  kind: 'd' | 'w' | 'm';
  k: string;
  games: string;
  stakes: string;
  payout: string;
  profit: string;
};

/** The Addis day, ISO weeks and months the series cover, newest first. */
function periodKeys(now: Date) {
  const today = addisDayKey(now);
  const weekStart = mondayOf(today);
  return {
    today,
    weekStart,
    days: Array.from({ length: 30 }, (_, i) => shiftDayKey(today, -i)),
    weeks: Array.from({ length: 12 }, (_, i) => isoWeekKey(shiftDayKey(weekStart, -7 * i))),
    months: Array.from({ length: 12 }, (_, i) => monthKey(monthStart(today, i))),
  };
}

/**
 * The 30-day / 12-week / 12-month series of the hosts' games in one query, per host (`byHost`) or
 * over all of them (group "all"): days and ISO weeks from day roll-ups (plus today's games), months
 * from month roll-ups of past months plus the days of this month. Rows keyed "group|kind" then period.
 */
async function seriesQuery(
  em: Tx,
  hosts: readonly ScopedHost[],
  now: Date,
  byHost: boolean,
): Promise<Map<string, Map<string, SeriesRow>>> {
  const today = addisDayKey(now);
  const day30 = shiftDayKey(today, -29);
  const week12 = shiftDayKey(mondayOf(today), -77);
  const month12 = monthStart(today, 11);
  const days = gameFigures({ hosts, range: { start: [day30, week12].sort()[0]! } }, now, false);
  const months = gameFigures({ hosts, range: { start: month12 } }, now, true);
  const grp = byHost ? 'host_id' : `'all'`;
  const rows = await em.execute<SeriesRow[]>(
    `with days as (select ${grp} as grp, day as d, sum(games) as games, sum(stakes) as stakes, sum(payout) as payout, sum(profit) as profit
                     from (${days.sql}) f group by 1, 2)
     select grp, 'd' as kind, to_char(d, 'YYYY-MM-DD') as k, games, stakes, payout, profit from days where d >= ?::date
     union all
     select grp, 'w', to_char(d, 'IYYY-"W"IW'), sum(games), 0, 0, sum(profit) from days where d >= ?::date group by grp, 3
     union all
     select ${grp}, 'm', to_char(day, 'YYYY-MM'), sum(games), 0, 0, sum(profit) from (${months.sql}) f group by 1, 3`,
    [...days.params, day30, week12, ...months.params],
  );
  const series = new Map<string, Map<string, SeriesRow>>();
  for (const row of rows) {
    const key = `${row.grp}|${row.kind}`;
    if (!series.has(key)) series.set(key, new Map());
    series.get(key)!.set(row.k, row);
  }
  return series;
}

/** One group's series, zero-filled, newest first. */
function shapeSeries(
  keys: ReturnType<typeof periodKeys>,
  series: Map<string, Map<string, SeriesRow>>,
  grp: string,
): PeriodSeries {
  const d = series.get(`${grp}|d`) ?? new Map<string, SeriesRow>();
  const w = series.get(`${grp}|w`) ?? new Map<string, SeriesRow>();
  const m = series.get(`${grp}|m`) ?? new Map<string, SeriesRow>();
  return {
    last30Days: keys.days.map((date) => {
      const r = d.get(date);
      return {
        date,
        gamesCount: n(r?.games),
        totalBetAmount: n(r?.stakes),
        totalPayout: n(r?.payout),
        profit: n(r?.profit),
      };
    }),
    last12WeeksProfits: keys.weeks.map((week) => ({ week, profit: n(w.get(week)?.profit) })),
    last12MonthsProfits: keys.months.map((month) => ({ month, profit: n(m.get(month)?.profit) })),
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
  const all = gameFigures({ hosts, range: null }, now, true);

  const [totalRows, series] = await Promise.all([
    // first_day: the first of the first month with games (a month row is dated the 1st): months are all it counts.
    em.fork().execute<{ host_id: string; games: string; profit: string; first_day: string | null }[]>(
      `select host_id, sum(games) as games, sum(profit) as profit, to_char(min(day), 'YYYY-MM-DD') as first_day
         from (${all.sql}) f group by host_id`,
      all.params,
    ),
    seriesQuery(em.fork(), hosts, now, true),
  ]);
  const totalsByHost = new Map(totalRows.map((r) => [r.host_id, r]));

  for (const host of hosts) {
    const t = totalsByHost.get(host.id);
    const periods = shapeSeries(keys, series, host.id);
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
  const series =
    hosts.length === 0 ? new Map<string, Map<string, SeriesRow>>() : await seriesQuery(em, hosts, now, false);
  return shapeSeries(keys, series, 'all');
}
