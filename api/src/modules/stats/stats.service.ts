import { addisDayKey, DEFAULT_PLATFORM_SHARE_BP, DEFAULT_REPORT_DAYS, basisPointsToFraction } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { refuse } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { sqlEm } from '../../shared/db/sql';
import { hostAggregates, platformPeriods } from './host-aggregates';
import { dayKeysOf, parseRange, type RangeParams } from './stats-range';
import { multiplierSummaries } from './multiplier-summary';
import { hostsInScope } from './stats-scope';
import { bonusesPerDay, dailyFigures, figuresPerHost, gamesOf, platformTotals, totals } from './stats.sql';
import type {
  AdminMultiplierSummary,
  AllMultiplierStats,
  BonusDayTotal,
  DayFigures,
  GamesOfDay,
  GamesReport,
  GameTypeStats,
  HostAggregates,
  HostRankingRow,
  HostStats,
  PeriodSeries,
  PlatformSummary,
} from './stats.types';

export const STATS_DAYS = DEFAULT_REPORT_DAYS;
export const HOUSE_DETAIL_DAYS = 30;
export const ALL_MULTIPLIER_DAYS = 365;

const n = (v: unknown) => Number(v ?? 0);

/**
 * Every report figure, computed in the database and scoped by the actor: a host sees itself,
 * an owner its group's visible hosts, the super admin all visible hosts. A hostId outside the
 * scope is 404. Amounts in santim; days are Africa/Addis_Ababa calendar days.
 */
export class StatsService {
  constructor(private readonly orm: Orm) {}

  /** GET /admin/stats: the daily series of the range (default the last 30 days) and totals. */
  async hostStats(
    actor: Actor,
    params: RangeParams & { hostId?: string | null },
    now = new Date(),
  ): Promise<HostStats> {
    const em = sqlEm(this.orm);
    const given = parseRange(params, null, now);
    const range = given ?? parseRange({}, STATS_DAYS, now)!;
    const hosts = await hostsInScope(em, actor, params.hostId);
    const [daily, sums] = await Promise.all([
      dailyFigures(em.fork(), { hosts, range }, now),
      totals(em.fork(), { hosts, range: given }, now),
    ]);
    const byDay = new Map(daily.map((d) => [d.date, d]));
    return {
      statsByPeriod: dayKeysOf(range).map(
        (date) => byDay.get(date) ?? { date, gamesCount: 0, totalBetAmount: 0, totalPayout: 0, profit: 0 },
      ),
      totalProfit: sums.totalProfit,
      totalBetAmount: sums.totalBettingAmount,
      totalGames: sums.totalGames,
      wallet: hosts.reduce((s, h) => s + h.walletBalance, 0),
    };
  }

  /** Days with games of one type, newest first (multiplier profit summary, house P/L, free-game stats). */
  async dailyOfType(
    actor: Actor,
    hostId: string | null,
    gameType: 'house' | 'multiplierBingo' | 'free' | undefined,
    params: RangeParams,
    now = new Date(),
  ): Promise<DayFigures[]> {
    const em = sqlEm(this.orm);
    const range = parseRange(params, null, now);
    return dailyFigures(em, { hosts: await hostsInScope(em, actor, hostId), gameType, range }, now);
  }

  async typeStats(
    actor: Actor,
    hostId: string | null,
    gameType: 'house' | 'multiplierBingo' | undefined,
    params: RangeParams,
    now = new Date(),
  ): Promise<GameTypeStats> {
    const em = sqlEm(this.orm);
    const range = parseRange(params, null, now);
    return totals(em, { hosts: await hostsInScope(em, actor, hostId), gameType, range }, now);
  }

  /** Games of a type newest first (at most 500) with totals over the range (default all time). */
  async games(
    actor: Actor,
    hostId: string | null,
    gameType: 'house' | 'multiplierBingo' | undefined,
    params: RangeParams,
    now = new Date(),
  ): Promise<GamesReport> {
    const em = sqlEm(this.orm);
    const range = parseRange(params, null, now);
    const hosts = await hostsInScope(em, actor, hostId);
    const [games, sums] = await Promise.all([
      gamesOf(em.fork(), { hosts, gameType, range }),
      totals(em.fork(), { hosts, gameType, range }, now),
    ]);
    return {
      games,
      totalGames: sums.totalGames,
      totalProfit: sums.totalProfit,
      adminUsername: hostId ? hosts[0]!.username : null,
    };
  }

  /** House games grouped by Addis day, newest first; default the last 30 days. */
  async houseGamesByDay(actor: Actor, hostId: string, params: RangeParams, now = new Date()): Promise<GamesOfDay[]> {
    const em = sqlEm(this.orm);
    const range = parseRange(params, HOUSE_DETAIL_DAYS, now);
    const games = await gamesOf(em, { hosts: await hostsInScope(em, actor, hostId), gameType: 'house', range }, 2000);
    const days: GamesOfDay[] = [];
    for (const game of games) {
      if (days.at(-1)?.date !== game.date) days.push({ date: game.date, games: [] });
      days.at(-1)!.games.push(game);
    }
    return days;
  }

  /** Per host: multiplier profit and games (GET /admin/multiplier-profits). */
  async multiplierProfits(actor: Actor, params: RangeParams, now = new Date()): Promise<AdminMultiplierSummary[]> {
    const summary = await this.allMultiplier(actor, params, now, false);
    return summary.adminsSummary;
  }

  /** /multiplierStats: every host in scope, months → ISO weeks → days (default the last 365 days). */
  async allMultiplier(
    actor: Actor,
    params: RangeParams,
    now = new Date(),
    withGames = true,
  ): Promise<AllMultiplierStats> {
    const em = sqlEm(this.orm);
    const range = parseRange(params, ALL_MULTIPLIER_DAYS, now)!;
    const hosts = await hostsInScope(em, actor, null);
    if (hosts.length === 0) return { games: [], totalGames: 0, totalProfit: 0, adminsSummary: [] };
    const [adminsSummary, games] = await Promise.all([
      multiplierSummaries(em.fork(), hosts, range, now),
      withGames ? gamesOf(em.fork(), { hosts, gameType: 'multiplierBingo', range }) : Promise.resolve([]),
    ]);
    return {
      games,
      totalGames: adminsSummary.reduce((s, a) => s + a.gamesCount, 0),
      totalProfit: adminsSummary.reduce((s, a) => s + a.totalProfit, 0),
      adminsSummary,
    };
  }

  /** Host records' aggregates for the hosts list (owners and the super admin). */
  async hostAggregates(actor: Actor, now = new Date()): Promise<Map<string, HostAggregates>> {
    const em = sqlEm(this.orm);
    return hostAggregates(em, await hostsInScope(em, actor, null), now);
  }

  /**
   * The last 30 days, 12 weeks and 12 months of profit over every visible host (the super admin's
   * platform view), or over one host in scope (its statistics' weekly and monthly exports).
   */
  async platformPeriods(actor: Actor, now = new Date(), hostId: string | null = null): Promise<PeriodSeries> {
    const em = sqlEm(this.orm);
    return platformPeriods(em, await hostsInScope(em, actor, hostId), now);
  }

  /** Super admin: revenue (sum of profits) and the platform's share of it. */
  async platformSummary(
    actor: Actor,
    params: RangeParams & { platformShare?: number | null },
    now = new Date(),
  ): Promise<PlatformSummary> {
    const shareBp =
      params.platformShare == null ? DEFAULT_PLATFORM_SHARE_BP : Math.round(params.platformShare * 10_000);
    if (!Number.isFinite(shareBp) || shareBp < 0 || shareBp > 10_000) throw refuse('PLATFORM_SHARE_RANGE');
    const em = sqlEm(this.orm);
    const range = parseRange(params, null, now);
    const hosts = await hostsInScope(em, actor, null);
    const today = addisDayKey(now);
    if (hosts.length === 0) {
      return {
        hostCount: 0,
        totalGames: 0,
        totalBetAmount: 0,
        revenue: 0,
        platformShare: basisPointsToFraction(shareBp),
        platformShareAmount: 0,
        platformFeesCharged: 0,
        todayRevenue: 0,
        gamesToday: 0,
      };
    }
    const inRange = range === null || (range.start <= today && today <= range.end);
    const r = await platformTotals(em, { hosts, range }, inRange ? today : null, now);
    const revenue = n(r.profit);
    return {
      hostCount: hosts.length,
      totalGames: n(r.games),
      totalBetAmount: n(r.stakes),
      revenue,
      platformShare: basisPointsToFraction(shareBp),
      platformShareAmount: revenue > 0 ? Math.floor((revenue * shareBp) / 10_000) : 0,
      platformFeesCharged: n(r.fees),
      todayRevenue: n(r.today_profit),
      gamesToday: n(r.today_games),
    };
  }

  /** Hosts in scope ranked by profit over the range (default the last 30 days). */
  async hostRanking(actor: Actor, params: RangeParams, now = new Date()): Promise<HostRankingRow[]> {
    const em = sqlEm(this.orm);
    const range = parseRange(params, STATS_DAYS, now);
    const hosts = await hostsInScope(em, actor, null);
    if (hosts.length === 0) return [];
    const rows = await figuresPerHost(em, { hosts, range }, now);
    const byHost = new Map(rows.map((r) => [r.host_id, r]));
    return hosts
      .map((h) => ({
        hostId: h.id,
        username: h.username,
        totalGames: n(byHost.get(h.id)?.games),
        totalBetAmount: n(byHost.get(h.id)?.stakes),
        totalProfit: n(byHost.get(h.id)?.profit),
      }))
      .sort((a, b) => b.totalProfit - a.totalProfit || a.username.localeCompare(b.username))
      .map((row, i) => ({ rank: i + 1, ...row }));
  }

  /** Bonuses paid per Addis day over the hosts in scope (or one host), newest first; default the last 30 days. */
  async bonusTotals(
    actor: Actor,
    hostId: string | null,
    params: RangeParams,
    now = new Date(),
  ): Promise<BonusDayTotal[]> {
    const em = sqlEm(this.orm);
    const range = parseRange(params, STATS_DAYS, now)!;
    const hosts = await hostsInScope(em, actor, hostId);
    if (hosts.length === 0) return [];
    const rows = await bonusesPerDay(em, hosts, range, now);
    return rows.map((r) => ({ date: r.day_key, gamesCount: n(r.games), totalBonusAmount: n(r.total) }));
  }
}
