import type { Tx } from '../../shared/db/transaction';
import type { Piece, Sql } from './stats-rollup';
import { gameFigures, hostInSql, rollupPart } from './stats-rollup.sql';
import type { ScopedHost } from './stats-scope';

/** The host aggregates' SQL (host-aggregates.ts): period series and all-time totals from roll-up rows. */

const n = (v: unknown) => Number(v ?? 0);

/** One period of a series: [grain, days before today, games, stakes, payout, profit]. */
type Period = [string, number, number, number, number, number];

/** The hosts' roll-up rows of these pieces (half-open, one index-only range scan each), dated in days before `today`. */
function periodRows(hosts: readonly ScopedHost[], today: string, pieceList: readonly Piece[]): Sql {
  const scope = hostInSql(hosts, 'r.host_id');
  const part = rollupPart(
    { sql: `${scope.sql} and r.game_type = '*' and r.games <> 0`, params: scope.params },
    pieceList,
    'r.host_id, r.grain, ?::date - r.period as o, r.games, r.stakes, r.payout, r.profit',
  );
  return { sql: part.sql, params: [today, ...part.params] };
}

/**
 * Per host, its periods as the text of a JSON array: cheaper to build than with json_agg
 * (json_build_array looks up each argument's type on every row), and JSON.parse is quick.
 */
export async function periodsByHost(
  em: Tx,
  hosts: readonly ScopedHost[],
  today: string,
  pieceList: readonly Piece[],
): Promise<{ grp: string; periods: Period[] }[]> {
  const rows = periodRows(hosts, today, pieceList);
  return (
    await em.execute<{ grp: string; periods: string }[]>(
      `select f.host_id as grp,
                  '[' || string_agg(concat('["', f.grain, '",', f.o, ',', f.games, ',', f.stakes, ',', f.payout, ',', f.profit, ']'), ',') || ']' as periods
             from (${rows.sql}) f group by f.host_id`,
      rows.params,
    )
  ).map((r) => ({ grp: r.grp, periods: JSON.parse(r.periods) as Period[] }));
}

/** The periods summed over all the hosts. */
export async function periodsOverall(
  em: Tx,
  hosts: readonly ScopedHost[],
  today: string,
  pieceList: readonly Piece[],
): Promise<Period[]> {
  const rows = periodRows(hosts, today, pieceList);
  return (
    await em.execute<{ grain: string; o: number; g: string; s: string; p: string; pr: string }[]>(
      `select f.grain, f.o, sum(f.games) as g, sum(f.stakes) as s, sum(f.payout) as p, sum(f.profit) as pr
                 from (${rows.sql}) f group by 1, 2`,
      rows.params,
    )
  ).map((r): Period => [r.grain, r.o, n(r.g), n(r.s), n(r.p), n(r.pr)]);
}

/** All-time rows per host; first_day: the first month with games (a month row is dated the 1st): months are all it counts. */
export function allTimeTotals(
  em: Tx,
  hosts: readonly ScopedHost[],
  now: Date,
): Promise<{ host_id: string; games: string; profit: string; first_day: string | null }[]> {
  const all = gameFigures({ hosts, range: null }, now, true);
  return em.execute<{ host_id: string; games: string; profit: string; first_day: string | null }[]>(
    `select f.host_id, f.games, f.profit,
              (select to_char(min(m.period), 'YYYY-MM-DD') from stats_rollup m
                where m.grain = 'm' and m.game_type = '*' and m.host_id = f.host_id and m.games <> 0) as first_day
         from (${all.sql}) f`,
    all.params,
  );
}
