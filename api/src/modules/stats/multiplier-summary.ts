import { isoWeekKey, shiftDayKey } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';
import type { DayRange } from './stats-range';
import { multiplierDaysByHost } from './multiplier-summary.sql';
import type { ScopedHost } from './stats-scope';
import type { AdminMultiplierSummary, MonthNode, WeekNode } from './stats.types';

/**
 * Multiplier bingo per host over the range: totals, then months → ISO weeks → days, each level
 * newest first; hosts by profit (most first), then username. The database sums each host's days
 * (day roll-ups plus today's games) and sends every host's days as one JSON row of day offsets: a
 * year of 200 hosts is tens of thousands of days, which as rows (or with formatted dates) cost
 * more than the sums. Weeks and months are summed here from the days (a week that spans two
 * months is split between them).
 */
export async function multiplierSummaries(
  em: Tx,
  hosts: readonly ScopedHost[],
  range: DayRange,
  now: Date,
): Promise<AdminMultiplierSummary[]> {
  const rows = await multiplierDaysByHost(em, hosts, range, now);
  const names = new Map(hosts.map((h) => [h.id, h.username]));
  const dayOf = new Map<number, { date: string; week: string; month: string }>();
  const keysOf = (offset: number) => {
    if (!dayOf.has(offset)) {
      const date = shiftDayKey(range.start, offset);
      dayOf.set(offset, { date, week: isoWeekKey(date), month: date.slice(0, 7) });
    }
    return dayOf.get(offset)!;
  };
  const admins = rows.map(({ host_id, days }) => {
    const admin: AdminMultiplierSummary = {
      id: host_id,
      adminUsername: names.get(host_id) ?? '',
      totalProfit: 0,
      gamesCount: 0,
      months: [],
    };
    let month: MonthNode | undefined;
    let week: WeekNode | undefined;
    // Newest day first, so months and their weeks come newest first too.
    days.sort((a, b) => b[0] - a[0]);
    for (const [offset, games, profit] of days) {
      const { date, week: weekKey, month: monthKey } = keysOf(offset);
      if (month?.month !== monthKey) {
        month = { month: monthKey, profit: 0, gamesCount: 0, weeks: [] };
        admin.months.push(month);
        week = undefined;
      }
      if (week?.week !== weekKey) {
        week = { week: weekKey, profit: 0, gamesCount: 0, days: [] };
        month.weeks.push(week);
      }
      week.days.push({ date, profit, gamesCount: games });
      admin.totalProfit += profit;
      admin.gamesCount += games;
      for (const node of [month, week]) {
        node.profit += profit;
        node.gamesCount += games;
      }
    }
    return admin;
  });
  return admins.sort((a, b) => b.totalProfit - a.totalProfit || a.adminUsername.localeCompare(b.adminUsername));
}
