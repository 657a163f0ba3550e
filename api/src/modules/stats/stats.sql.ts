import { addisDayStart, basisPointsToFraction, shiftDayKey } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';
import type { GameType } from '../game';
import type { OpenRange, SourceFilter } from './stats-rollup';
import type { DayRange } from './stats-range';
import { bonusFigures, gameFigures, hostInSql } from './stats-rollup.sql';
import type { ScopedHost } from './stats-scope';
import type { DayFigures, GameTypeStats, StatsGame } from './stats.types';

/** The reports' SQL (stats.service.ts): figures summed from stats-rollup.sql.ts's row sources, and game rows. */

export const MAX_REPORT_GAMES = 500;

/** The Addis Ababa calendar day of a game, as a SQL date. */
const ADDIS_DAY = `(g.created_at at time zone 'Africa/Addis_Ababa')::date`;

/** SQL condition and parameters for created_at inside the range (index-friendly instants). */
function rangeSql(range: DayRange | null, column = 'g.created_at'): { sql: string; params: Date[] } {
  if (!range) return { sql: '', params: [] };
  return {
    sql: ` and ${column} >= ? and ${column} < ?`,
    params: [addisDayStart(range.start), addisDayStart(shiftDayKey(range.end, 1))],
  };
}

export interface GameFilter {
  hosts: readonly ScopedHost[];
  gameType?: GameType;
  range: DayRange | null;
}

/** WHERE clause (without "where") and its parameters for a filter. */
export function whereOf(filter: GameFilter): { sql: string; params: unknown[] } {
  const hosts = hostInSql(filter.hosts);
  const range = rangeSql(filter.range);
  const type = filter.gameType ? ' and g.game_type = ?' : '';
  return {
    sql: `${hosts.sql}${type}${range.sql}`,
    params: [...hosts.params, ...(filter.gameType ? [filter.gameType] : []), ...range.params],
  };
}

const n = (v: unknown) => Number(v ?? 0);

/** Per Addis day figures, newest first, only days with games (roll-ups plus today's games). */
export async function dailyFigures(em: Tx, filter: GameFilter, now = new Date()): Promise<DayFigures[]> {
  if (filter.hosts.length === 0) return [];
  const source = gameFigures(filter, now, false);
  const rows = await em.execute<{ day: string; games: string; stakes: string; payout: string; profit: string }[]>(
    `select to_char(f.day, 'YYYY-MM-DD') as day, sum(f.games) as games, sum(f.stakes) as stakes,
            sum(f.payout) as payout, sum(f.profit) as profit
       from (${source.sql}) f group by f.day order by f.day desc`,
    source.params,
  );
  return rows.map((r) => ({
    date: r.day,
    gamesCount: n(r.games),
    totalBetAmount: n(r.stakes),
    totalPayout: n(r.payout),
    profit: n(r.profit),
  }));
}

/** Totals over the filter (roll-ups by month and day plus today's games). */
export async function totals(em: Tx, filter: GameFilter, now = new Date()): Promise<GameTypeStats> {
  const empty = {
    totalGames: 0,
    totalBettingAmount: 0,
    totalPayoutToWinners: 0,
    totalProfit: 0,
    averageProfit: 0,
    houseWins: 0,
    losingGames: 0,
  };
  if (filter.hosts.length === 0) return empty;
  const source = gameFigures(filter, now, true);
  const [r] = await em.execute<
    {
      games: string;
      stakes: string | null;
      payout: string | null;
      profit: string | null;
      avg: string | null;
      house_wins: string;
      losing: string;
    }[]
  >(
    `select sum(f.games) as games, sum(f.stakes) as stakes, sum(f.payout) as payout, sum(f.profit) as profit,
            round(sum(f.profit)::numeric / nullif(sum(f.games), 0)) as avg, sum(f.house_wins) as house_wins, sum(f.losing) as losing
       from (${source.sql}) f`,
    source.params,
  );
  return {
    totalGames: n(r!.games),
    totalBettingAmount: n(r!.stakes),
    totalPayoutToWinners: n(r!.payout),
    totalProfit: n(r!.profit),
    averageProfit: n(r!.avg),
    houseWins: n(r!.house_wins),
    losingGames: n(r!.losing),
  };
}

interface GameRow {
  id: string;
  host_id: string;
  username: string;
  created_at: string | Date;
  day: string;
  game_type: string;
  status: string;
  bet_santim: string | null;
  stakes: number[] | string;
  card_palette_numbers: number[] | string;
  house_cards: number[] | string;
  multiplier_bp: number | null;
  winning_card: number | null;
  house_win: boolean;
  total_stakes: string;
  payout_to_winner: string;
  profit: string;
  settled: boolean;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Games newest first, at most `limit`. */
export async function gamesOf(em: Tx, filter: GameFilter, limit = MAX_REPORT_GAMES): Promise<StatsGame[]> {
  if (filter.hosts.length === 0) return [];
  const where = whereOf(filter);
  const rows = await em.execute<GameRow[]>(
    `select g.id, g.host_id, a.username, g.created_at, to_char(${ADDIS_DAY}, 'YYYY-MM-DD') as day, g.game_type, g.status, g.bet_santim,
            g.stakes, g.card_palette_numbers, g.house_cards, g.multiplier_bp, g.winning_card, g.house_win, g.total_stakes,
            g.payout_to_winner, g.profit, (g.status = 'ENDED' or g.winning_calls is not null or g.planned_outcome is null) as settled
       from game g join account a on a.id = g.host_id
      where ${where.sql} order by g.created_at desc, g.id desc limit ${Math.trunc(limit)}`,
    where.params,
  );
  return rows.map((r) => {
    const cards = json<number[]>(r.card_palette_numbers);
    return {
      gameId: r.id,
      hostId: r.host_id,
      adminUsername: r.username,
      createdAt: new Date(r.created_at),
      date: r.day,
      gameType: r.game_type,
      status: r.status,
      bettingAmount: r.bet_santim === null ? null : n(r.bet_santim),
      stakes: json<number[]>(r.stakes),
      playingCards: cards,
      numberOfPlayers: cards.length,
      houseCardCount: json<number[]>(r.house_cards).length,
      multiplier: r.multiplier_bp == null ? null : basisPointsToFraction(r.multiplier_bp),
      // Outcome fields only once settled (docs/fairness.md#nothing-early).
      winnerCard: r.settled ? (r.winning_card ?? null) : null,
      houseWin: r.settled ? r.house_win : null,
      totalStakes: n(r.total_stakes),
      payoutToWinner: r.settled ? n(r.payout_to_winner) : null,
      profit: r.settled ? n(r.profit) : null,
    };
  });
}

/** The platform's totals over the hosts and range, with today's profit and games apart (the super admin's overview). */
export async function platformTotals(
  em: Tx,
  filter: SourceFilter,
  today: string | null,
  now: Date,
): Promise<{ games: string; stakes: string; profit: string; fees: string; today_profit: string; today_games: string }> {
  const source = gameFigures(filter, now, true);
  // Today's figures apart: an all-time source is one row per host, with no days in it.
  const todays =
    today !== null
      ? gameFigures({ hosts: filter.hosts, range: { start: today, end: today } }, now, false)
      : { sql: 'select 0 as profit, 0 as games where false', params: [] };
  const [r] = await em.execute<
    { games: string; stakes: string; profit: string; fees: string; today_profit: string; today_games: string }[]
  >(
    `with t as (select sum(t.profit) as profit, sum(t.games) as games from (${todays.sql}) t)
       select sum(f.games) as games, sum(f.stakes) as stakes, sum(f.profit) as profit, sum(f.fees) as fees,
              (select profit from t) as today_profit, (select games from t) as today_games
         from (${source.sql}) f`,
    [...todays.params, ...source.params],
  );
  return r!;
}

/** Each host's games, stakes and profit over the filter (hosts without games absent). */
export function figuresPerHost(
  em: Tx,
  filter: SourceFilter,
  now: Date,
): Promise<{ host_id: string; games: string; stakes: string; profit: string }[]> {
  const source = gameFigures(filter, now, true);
  return em.execute<{ host_id: string; games: string; stakes: string; profit: string }[]>(
    `select f.host_id, sum(f.games) as games, sum(f.stakes) as stakes, sum(f.profit) as profit from (${source.sql}) f group by f.host_id`,
    source.params,
  );
}

/** Bonus games and amounts per Addis day over the hosts, newest first, days without any absent. */
export function bonusesPerDay(
  em: Tx,
  hosts: readonly ScopedHost[],
  range: OpenRange,
  now: Date,
): Promise<{ day_key: string; games: string; total: string }[]> {
  const source = bonusFigures(hosts, range, now);
  return em.execute<{ day_key: string; games: string; total: string }[]>(
    `select to_char(f.day, 'YYYY-MM-DD') as day_key, sum(f.bonus_games) as games, sum(f.bonus_amount) as total
         from (${source.sql}) f group by f.day having sum(f.bonus_games) <> 0 or sum(f.bonus_amount) <> 0 order by f.day desc`,
    source.params,
  );
}
