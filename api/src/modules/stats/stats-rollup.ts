import { addisDayKey, addisDayStart, shiftDayKey } from '@bingo/core';
import { hostInSql, type ScopedHost } from './stats-scope';

/**
 * Where the report figures come from (docs/reporting.md#roll-ups): the `stats_rollup` rows the
 * database keeps per host, game type and Addis day ('d'), ISO week ('w'), month ('m') and all
 * time ('a'), for every day up to today, plus the raw game rows dated after today. The roll-ups
 * change in the same transaction as the game rows (triggers of migrations daily_rollups and
 * rollup_grains), so both parts together count every game exactly once.
 */

/** Inclusive Addis days; an open side reaches to the first game or past today. */
export interface OpenRange {
  start?: string | null;
  end?: string | null;
}

export interface SourceFilter {
  hosts: readonly ScopedHost[];
  gameType?: string;
  range: OpenRange | null;
}

export interface Sql {
  sql: string;
  params: unknown[];
}

/** The first day of the month after `day`'s month. */
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The Monday of the ISO week of a day. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDayKey(day, -weekday);
}

/** Roll-up rows of one grain for the periods starting in [from, to) (from null: no lower bound). */
export interface Piece {
  grain: 'd' | 'w' | 'm';
  from: string | null;
  to: string;
}

/** Days [from, to) as whole ISO weeks and the days at either edge. */
function weeksAndDays(from: string, to: string): Piece[] {
  const first = mondayOf(from) === from ? from : shiftDayKey(mondayOf(from), 7);
  const end = mondayOf(to);
  if (first >= end) return from < to ? [{ grain: 'd', from, to }] : [];
  return [
    { grain: 'w', from: first, to: end },
    ...(from < first ? [{ grain: 'd' as const, from, to: first }] : []),
    ...(end < to ? [{ grain: 'd' as const, from: end, to }] : []),
  ];
}

/**
 * The fewest roll-up rows that cover the days [lo, hi]: day rows only (`coarse` false: per-day
 * figures), or whole months from month rows, whole ISO weeks of what is left from week rows, and
 * the edge days from day rows (a 30-day total reads about 6 rows per host instead of 30).
 */
export function pieces(lo: string | null, hi: string, coarse: boolean): Piece[] {
  const to = shiftDayKey(hi, 1);
  if (!coarse) return [{ grain: 'd', from: lo, to }];
  const firstFull = lo === null ? null : lo.endsWith('-01') ? lo : nextMonth(lo);
  const endFull = monthOf(to);
  if (firstFull !== null && firstFull >= endFull) return weeksAndDays(lo!, to);
  return [
    { grain: 'm', from: firstFull, to: endFull },
    ...(lo !== null && firstFull !== null ? weeksAndDays(lo, firstFull) : []),
    ...weeksAndDays(endFull, to),
  ];
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
 * The roll-up (up to today) and raw (after today) bounds of a range. Today is read from roll-ups
 * too: the triggers change them in the transaction that writes the game, so today's rows are as
 * exact as last year's, and reading them costs the same however many games today has had (raw
 * rows of today cost a heap visit per game). Raw rows remain for games dated after today (none
 * in practice: a clock correction by hand), and for a `now` in the past (the property test reads
 * every report from raw rows that way, to compare it with the same report from roll-ups).
 */
function split(range: OpenRange | null, now: Date) {
  const today = addisDayKey(now);
  const tomorrow = shiftDayKey(today, 1);
  const start = range?.start ?? null;
  const end = range?.end ?? null;
  const hi = end !== null && end < today ? end : today;
  return {
    past: start === null || start <= hi ? { lo: start, hi } : null,
    rawFrom: addisDayStart(start !== null && start > tomorrow ? start : tomorrow),
    rawTo: end === null ? null : addisDayStart(shiftDayKey(end, 1)),
    empty: end !== null && end < tomorrow ? 'raw' : null,
    rawFromDay: start !== null && start > tomorrow ? start : tomorrow,
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
