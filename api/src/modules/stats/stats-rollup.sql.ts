import { pieces, split, type OpenRange, type Piece, type SourceFilter, type Sql } from './stats-rollup';
import type { ScopedHost } from './stats-scope';

/**
 * The report figures' SQL (docs/reporting.md#roll-ups): roll-up rows for the pieces stats-rollup.ts
 * plans, plus raw game rows dated after today, as one row source the reports sum.
 */

/** `g.host_id in (?, …)` for these hosts; callers skip the query when there are none. */
export function hostInSql(hosts: readonly ScopedHost[], column = 'g.host_id'): { sql: string; params: string[] } {
  return { sql: `${column} in (${hosts.map(() => '?').join(', ')})`, params: hosts.map((h) => h.id) };
}

/**
 * The roll-up part: the pieces as a VALUES list joined to the roll-ups, one index-only range scan
 * per piece (a UNION ALL of the pieces plans as a parallel append, whose workers cost more to
 * start than these few thousand rows cost to read; OR'ed ranges as a bitmap scan, which visits
 * every row's heap page).
 */
export function rollupPart(hostsAndType: Sql, pieceList: readonly Piece[], columns: string): Sql {
  if (pieceList.length === 0) return { sql: `select ${columns} from stats_rollup r where false`, params: [] };
  const values = pieceList.map(() => '(?::char(1), ?::date, ?::date)').join(', ');
  return {
    sql: `select ${columns} from (values ${values}) p (grain, lo, hi)
            join stats_rollup r on r.grain = p.grain and r.period >= p.lo and r.period < p.hi
           where ${hostsAndType.sql}`,
    params: [...pieceList.flatMap((p) => [p.grain, p.from ?? '0001-01-01', p.to]), ...hostsAndType.params],
  };
}

/**
 * Game figures of the filter as rows (host_id, day, game_type, games, stakes, payout, profit,
 * house_wins, losing, fees), to be summed. `coarse` (totals, not per-day figures): whole months
 * and ISO weeks come as one row dated their first day, and with no range at all each host's
 * all-time row is the whole answer (day null): it counts games of every day, future ones too.
 */
export function gameFigures(filter: SourceFilter, now: Date, coarse: boolean): Sql {
  const hosts = hostInSql(filter.hosts, 'r.host_id');
  const type: Sql = filter.gameType
    ? { sql: ' and r.game_type = ?', params: [filter.gameType] }
    : { sql: ` and r.game_type = '*'`, params: [] };
  const scope = { sql: `${hosts.sql}${type.sql} and r.games <> 0`, params: [...hosts.params, ...type.params] };
  const figures = 'r.game_type, r.games, r.stakes, r.payout, r.profit, r.house_wins, r.losing, r.fees';
  if (coarse && filter.range === null)
    return {
      sql: `select r.host_id, null::date as day, ${figures} from stats_rollup r where ${scope.sql} and r.grain = 'a'`,
      params: scope.params,
    };
  const parts: Sql[] = [];
  const { past, rawFrom, rawTo, empty } = split(filter.range, now);
  if (past) parts.push(rollupPart(scope, pieces(past.lo, past.hi, coarse), `r.host_id, r.period as day, ${figures}`));
  if (empty !== 'raw') {
    const raw = hostInSql(filter.hosts, 'g.host_id');
    // Summed per host, day and type like a roll-up row: every (host, day, type) is then one row.
    parts.push({
      sql: `select g.host_id, (g.created_at at time zone 'Africa/Addis_Ababa')::date as day, g.game_type, count(*) as games,
                   sum(g.total_stakes) as stakes, sum(g.payout_to_winner) as payout, sum(g.profit) as profit,
                   count(*) filter (where g.house_win) as house_wins, count(*) filter (where g.profit < 0) as losing, sum(g.platform_fee) as fees
              from game g where ${raw.sql}${filter.gameType ? ' and g.game_type = ?' : ''} and g.created_at >= ?${rawTo ? ' and g.created_at < ?' : ''}
             group by 1, 2, 3`,
      params: [...raw.params, ...(filter.gameType ? [filter.gameType] : []), rawFrom, ...(rawTo ? [rawTo] : [])],
    });
  }
  return union(
    parts,
    `null::uuid as host_id, null::date as day, null::text as game_type, ${['games', 'stakes', 'payout', 'profit', 'house_wins', 'losing', 'fees'].map((c) => `0::bigint as ${c}`).join(', ')}`,
  );
}

/** Bonus figures per host and day_key as rows (host_id, day, bonus_games, bonus_amount), to be summed. */
export function bonusFigures(hosts: readonly ScopedHost[], range: OpenRange, now: Date): Sql {
  const parts: Sql[] = [];
  const { past, empty, rawFromDay } = split(range, now);
  const scope = hostInSql(hosts, 'r.host_id');
  if (past)
    parts.push(
      rollupPart(
        { sql: `${scope.sql} and r.game_type = ''`, params: scope.params },
        pieces(past.lo, past.hi, false),
        'r.host_id, r.period as day, r.bonus_games, r.bonus_amount',
      ),
    );
  if (empty !== 'raw') {
    const raw = hostInSql(hosts, 'b.host_id');
    parts.push({
      sql: `select b.host_id, b.day_key::date as day, count(distinct b.game_id) as bonus_games, sum(b.amount) as bonus_amount
              from bonus_award b where ${raw.sql} and b.day_key >= ?${range.end ? ' and b.day_key <= ?' : ''} group by 1, 2`,
      params: [...raw.params, rawFromDay, ...(range.end ? [range.end] : [])],
    });
  }
  return union(parts, 'null::uuid as host_id, null::date as day, 0::bigint as bonus_games, 0::bigint as bonus_amount');
}

/** The parts as one row source; an empty range gives no rows of the same shape. */
function union(parts: Sql[], emptyColumns: string): Sql {
  if (parts.length === 0) return { sql: `select ${emptyColumns} where false`, params: [] };
  return { sql: parts.map((p) => `(${p.sql})`).join(' union all '), params: parts.flatMap((p) => p.params) };
}
