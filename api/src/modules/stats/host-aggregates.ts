import { addisDayKey, isoWeekKey, monthKey, shiftDayKey } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';
import { hostInSql, type ScopedHost } from './stats-scope';
import type { DayFigures, HostAggregates } from './stats.types';

const ADDIS = `(created_at at time zone 'Africa/Addis_Ababa')::date`;
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
  const today = addisDayKey(now);
  const weekStart = mondayOf(today);
  const month0 = monthStart(today, 0);
  const day30 = shiftDayKey(today, -29);
  const week12 = shiftDayKey(weekStart, -77);
  const month12 = monthStart(today, 11);
  const seriesStart = [day30, week12, month12].sort()[0]!;
  const scope = hostInSql(hosts, 'host_id');

  const [totalRows, seriesRows] = await Promise.all([
    em.fork().execute<{ host_id: string; games: string; profit: string; first_day: string | null }[]>(
      `select host_id, count(*) as games, sum(profit) as profit, to_char(min(created_at) at time zone 'Africa/Addis_Ababa', 'YYYY-MM-DD') as first_day
         from game where ${scope.sql} group by host_id`,
      scope.params,
    ),
    em.fork().execute<
      {
        host_id: string;
        kind: 'd' | 'w' | 'm';
        k: string;
        games: string;
        stakes: string;
        payout: string;
        profit: string;
      }[]
    >(
      // One time-zone conversion per game, one pass: days first, then weeks and months from the days.
      `with days as (select host_id, ${ADDIS} as d, count(*) as games, sum(total_stakes) as stakes, sum(payout_to_winner) as payout, sum(profit) as profit
                       from game where ${scope.sql} and created_at >= (?::date::timestamp at time zone 'Africa/Addis_Ababa') group by 1, 2)
       select host_id, 'd' as kind, to_char(d, 'YYYY-MM-DD') as k, games, stakes, payout, profit from days where d >= ?::date
       union all
       select host_id, 'w', to_char(d, 'IYYY-"W"IW'), sum(games), 0, 0, sum(profit) from days where d >= ?::date group by host_id, 3
       union all
       select host_id, 'm', to_char(d, 'YYYY-MM'), sum(games), 0, 0, sum(profit) from days where d >= ?::date group by host_id, 3`,
      [...scope.params, seriesStart, day30, week12, month12],
    ),
  ]);

  const days = Array.from({ length: 30 }, (_, i) => shiftDayKey(today, -i));
  const weeks = Array.from({ length: 12 }, (_, i) => isoWeekKey(shiftDayKey(weekStart, -7 * i)));
  const months = Array.from({ length: 12 }, (_, i) => monthKey(monthStart(today, i)));
  const series = new Map<string, Map<string, (typeof seriesRows)[number]>>();
  for (const row of seriesRows) {
    const key = `${row.host_id}|${row.kind}`;
    if (!series.has(key)) series.set(key, new Map());
    series.get(key)!.set(row.k, row);
  }
  const totalsByHost = new Map(totalRows.map((r) => [r.host_id, r]));

  for (const host of hosts) {
    const t = totalsByHost.get(host.id);
    const d = series.get(`${host.id}|d`) ?? new Map();
    const w = series.get(`${host.id}|w`) ?? new Map();
    const m = series.get(`${host.id}|m`) ?? new Map();
    const last30Days: DayFigures[] = days.map((date) => {
      const r = d.get(date);
      return {
        date,
        gamesCount: n(r?.games),
        totalBetAmount: n(r?.stakes),
        totalPayout: n(r?.payout),
        profit: n(r?.profit),
      };
    });
    const last12MonthsProfits = months.map((month) => ({ month, profit: n(m.get(month)?.profit) }));
    const totalProfit = n(t?.profit);
    const sum12 = last12MonthsProfits.reduce((s, x) => s + x.profit, 0);
    const activeMonths = t?.first_day ? Math.max(1, monthsBetween(t.first_day, today)) : 1;
    result.set(host.id, {
      totalProfit,
      totalGames: n(t?.games),
      weekProfit: n(w.get(weeks[0]!)?.profit),
      monthProfit: n(m.get(monthKey(month0))?.profit),
      avgMonthProfit: Math.round(sum12 / 12),
      avgAllTimeProfit: Math.round(totalProfit / activeMonths),
      gamesToday: last30Days[0]!.gamesCount,
      todayProfit: last30Days[0]!.profit,
      last30Days,
      last12WeeksProfits: weeks.map((week) => ({ week, profit: n(w.get(week)?.profit) })),
      last12MonthsProfits,
    });
  }
  return result;
}
