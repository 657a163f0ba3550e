import { basisPointsToFraction } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';
import type { GameType } from '../game';
import { rangeSql, type DayRange } from './stats-range';
import { gameFigures } from './stats-rollup';
import { ADDIS_DAY, hostInSql, type ScopedHost } from './stats-scope';
import type { DayFigures, GameTypeStats, StatsGame } from './stats.types';

export const MAX_REPORT_GAMES = 500;

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
