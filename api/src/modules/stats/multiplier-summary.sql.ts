import type { Tx } from '../../shared/db/transaction';
import type { DayRange } from './stats-range';
import { gameFigures } from './stats-rollup.sql';
import type { ScopedHost } from './stats-scope';

/**
 * Each host's multiplier-bingo days over the range, summed by the database (day roll-ups plus
 * today's games): one row per host, its days as [days after the range's start, games, profit],
 * sent as the text of a JSON array (cheaper to build than with json_agg, see host-aggregates.sql.ts).
 */
export async function multiplierDaysByHost(
  em: Tx,
  hosts: readonly ScopedHost[],
  range: DayRange,
  now: Date,
): Promise<{ host_id: string; days: [number, number, number][] }[]> {
  const source = gameFigures({ hosts, gameType: 'multiplierBingo', range }, now, false);
  // One row per host, day and type already (stats-rollup.sql.ts).
  return (
    await em.execute<{ host_id: string; days: string }[]>(
      `select f.host_id, '[' || string_agg(concat('[', f.day - ?::date, ',', f.games, ',', f.profit, ']'), ',') || ']' as days
         from (${source.sql}) f group by f.host_id`,
      [range.start, ...source.params],
    )
  ).map((r) => ({ host_id: r.host_id, days: JSON.parse(r.days) as [number, number, number][] }));
}
