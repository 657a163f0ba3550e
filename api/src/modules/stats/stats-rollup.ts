import { addisDayKey, addisDayStart, shiftDayKey } from '@bingo/core';
import { hostInSql, type ScopedHost } from './stats-scope';

/**
 * Where the report figures come from (docs/reporting.md#roll-ups): the `stats_rollup` rows the
 * database keeps per host, Addis day (grain 'd') and month (grain 'm') and game type, for every
 * day before today, plus the raw game rows from the start of today on. The roll-ups change in
 * the same transaction as the game rows (triggers of migration daily_rollups), so both parts
 * together count every game exactly once.
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

/** The roll-up part: day rows for [lo, hi], or month rows for the whole months inside and day rows for the edges. */
function rollupPart(hostsAndType: Sql, lo: string | null, hi: string, months: boolean, columns: string): Sql {
  const select = `select ${columns} from stats_rollup r where ${hostsAndType.sql}`;
  const firstFull = lo === null ? null : lo.endsWith('-01') ? lo : nextMonth(lo);
  const endFull = monthOf(shiftDayKey(hi, 1)); // exclusive
  if (!months || (firstFull !== null && firstFull >= endFull)) {
    return {
      sql: `${select} and r.grain = 'd'${lo === null ? '' : ' and r.period >= ?::date'} and r.period <= ?::date`,
      params: [...hostsAndType.params, ...(lo === null ? [] : [lo]), hi],
    };
  }
  const edges = firstFull === null ? '' : ' or (r.period >= ?::date and r.period < ?::date)';
  return {
    sql: `${select} and r.grain = 'm'${firstFull === null ? '' : ' and r.period >= ?::date'} and r.period < ?::date
          union all ${select} and r.grain = 'd' and ((r.period >= ?::date and r.period <= ?::date)${edges})`,
    params: [
      ...hostsAndType.params,
      ...(firstFull === null ? [] : [firstFull]),
      endFull,
      ...hostsAndType.params,
      endFull,
      hi,
      ...(firstFull === null ? [] : [lo, firstFull]),
    ],
  };
}

/** The past (roll-ups, up to yesterday) and today-on (raw) bounds of a range. */
function split(range: OpenRange | null, now: Date) {
  const today = addisDayKey(now);
  const start = range?.start ?? null;
  const end = range?.end ?? null;
  const yesterday = shiftDayKey(today, -1);
  const hi = end !== null && end < yesterday ? end : yesterday;
  return {
    past: start === null || start <= hi ? { lo: start, hi } : null,
    rawFrom: addisDayStart(start !== null && start > today ? start : today),
    rawTo: end === null ? null : addisDayStart(shiftDayKey(end, 1)),
    empty: end !== null && end < today ? 'raw' : null,
  };
}

/**
 * Game figures of the filter as rows (host_id, day, game_type, games, stakes, payout, profit,
 * house_wins, losing, fees), to be summed. `months`: whole months may come as one row dated the
 * first of the month (for totals; not for per-day figures).
 */
export function gameFigures(filter: SourceFilter, now: Date, months: boolean): Sql {
  const hosts = hostInSql(filter.hosts, 'r.host_id');
  const type: Sql = filter.gameType
    ? { sql: ' and r.game_type = ?', params: [filter.gameType] }
    : { sql: ` and r.game_type = '*'`, params: [] };
  const parts: Sql[] = [];
  const { past, rawFrom, rawTo, empty } = split(filter.range, now);
  const scope = { sql: `${hosts.sql}${type.sql} and r.games <> 0`, params: [...hosts.params, ...type.params] };
  if (past)
    parts.push(
      rollupPart(
        scope,
        past.lo,
        past.hi,
        months,
        'r.host_id, r.period as day, r.game_type, r.games, r.stakes, r.payout, r.profit, r.house_wins, r.losing, r.fees',
      ),
    );
  if (empty !== 'raw') {
    const raw = hostInSql(filter.hosts, 'g.host_id');
    parts.push({
      sql: `select g.host_id, (g.created_at at time zone 'Africa/Addis_Ababa')::date as day, g.game_type, 1::bigint as games,
                   g.total_stakes as stakes, g.payout_to_winner as payout, g.profit, g.house_win::int::bigint as house_wins,
                   (g.profit < 0)::int::bigint as losing, g.platform_fee as fees
              from game g where ${raw.sql}${filter.gameType ? ' and g.game_type = ?' : ''} and g.created_at >= ?${rawTo ? ' and g.created_at < ?' : ''}`,
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
  const { past, empty } = split(range, now);
  const today = addisDayKey(now);
  const scope = hostInSql(hosts, 'r.host_id');
  if (past)
    parts.push(
      rollupPart(
        { sql: `${scope.sql} and r.game_type = ''`, params: scope.params },
        past.lo,
        past.hi,
        false,
        'r.host_id, r.period as day, r.bonus_games, r.bonus_amount',
      ),
    );
  if (empty !== 'raw') {
    const raw = hostInSql(hosts, 'b.host_id');
    const from = range.start && range.start > today ? range.start : today;
    parts.push({
      sql: `select b.host_id, b.day_key::date as day, count(distinct b.game_id) as bonus_games, sum(b.amount) as bonus_amount
              from bonus_award b where ${raw.sql} and b.day_key >= ?${range.end ? ' and b.day_key <= ?' : ''} group by 1, 2`,
      params: [...raw.params, from, ...(range.end ? [range.end] : [])],
    });
  }
  return union(parts, 'null::uuid as host_id, null::date as day, 0::bigint as bonus_games, 0::bigint as bonus_amount');
}

/** The parts as one row source; an empty range gives no rows of the same shape. */
function union(parts: Sql[], emptyColumns: string): Sql {
  if (parts.length === 0) return { sql: `select ${emptyColumns} where false`, params: [] };
  return { sql: parts.map((p) => `(${p.sql})`).join(' union all '), params: parts.flatMap((p) => p.params) };
}
