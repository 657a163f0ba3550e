import { EXPORT_PERIODS, santimToBirr, type ExportPeriod } from '@bingo/core';
import { Router, type Request } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { refuse } from '../../shared/errors/app-error';
import { exportRequestOf } from '../../shared/export/export-request';
import { exportBonusTotals, exportDays, exportMonths, exportRanking, exportWeeks } from './stats-export.rest';
import type { StatsServices as Services } from './stats.context';
import type { RangeParams } from './stats-range';
import type { DayFigures } from './stats.types';
import {
  legacyAdminSummary,
  legacyAllMultiplier,
  legacyFreeGames,
  legacyGamesReport,
  legacyHostStats,
  legacyHouseDaily,
  legacyHouseGame,
  legacyHouseSummary,
  legacyMultiplierSummary,
  legacyTypeStats,
} from './stats.legacy';

/**
 * The GET report paths (relative to `/` or `/v2`). Personal API tokens reach these and
 * nothing else on REST (see readOnlyGuard).
 */
export const REPORT_GET_PATHS: readonly RegExp[] = [
  /^\/admin\/stats$/,
  /^\/admin\/[^/]+\/(multiplier-profit-summary|free-games-stats|daily-house-profit-loss|detailed-house-games-info|house-profit-summary|detailed-multiplier-games-info)$/,
  /^\/admin\/(house-game-stats|multiplier-game-stats)\/[^/]+$/,
  /^\/admin\/(detailed-multiplier-games-info|multiplier-profits|all-multiplier-game-stats|platform-summary|host-ranking|bonus-totals)$/,
  /^\/admin\/naan\/all\/protected$/,
];

function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw refuse('FIELD_GIVEN_ONCE', { field: name });
  return value;
}

/** An export's grain (?period, default day): anything else is refused before a row is read. */
function exportPeriodOf(req: Request): ExportPeriod {
  const period = queryString(req, 'period') ?? 'day';
  const known = EXPORT_PERIODS.find((p) => p === period);
  if (!known) throw refuse('EXPORT_PERIOD_UNKNOWN', { periods: EXPORT_PERIODS.join(', ') });
  return known;
}

function range(req: Request): RangeParams {
  return { startDate: queryString(req, 'startDate'), endDate: queryString(req, 'endDate') };
}

/** docs/reporting.md#rest-paths-on--and-v2 and docs/reporting.md#rest-paths-on--and-v2. */
export function statsRoutes(services: Services): Router {
  const router = Router();
  const signedIn = requireRole();
  const stats = services.stats;
  const id = (req: Request) => String(req.params.adminId);

  // Each report answers a file too (?format=csv|xlsx or Accept: text/csv; docs/reporting.md#exports):
  // the export is checked first, then the same service call as the JSON answer.
  // ?period=week|month exports the host statistics' last 12 weeks or months instead of its days.
  router.get('/admin/stats', signedIn, async (req, res) => {
    const wanted = exportRequestOf(req);
    const period = exportPeriodOf(req);
    const hostId = queryString(req, 'adminId') ?? null;
    if (wanted && period !== 'day') {
      const series = await stats.platformPeriods(actorOf(res), new Date(), hostId);
      return period === 'week'
        ? exportWeeks(res, wanted, series.last12WeeksProfits)
        : exportMonths(res, wanted, series.last12MonthsProfits);
    }
    const s = await stats.hostStats(actorOf(res), { ...range(req), hostId });
    if (wanted) return exportDays(res, wanted, 'daily-figures', s.statsByPeriod);
    res.json(legacyHostStats(s));
  });
  const dailyOfType = (
    path: string,
    gameType: 'house' | 'multiplierBingo' | 'free',
    legacy: (d: DayFigures[]) => unknown,
  ) =>
    router.get(`/admin/:adminId/${path}`, signedIn, async (req, res) => {
      const wanted = exportRequestOf(req);
      const days = await stats.dailyOfType(actorOf(res), id(req), gameType, range(req));
      if (wanted) return exportDays(res, wanted, path, days);
      res.json(legacy(days));
    });
  dailyOfType('multiplier-profit-summary', 'multiplierBingo', legacyMultiplierSummary);
  dailyOfType('free-games-stats', 'free', legacyFreeGames);
  dailyOfType('daily-house-profit-loss', 'house', legacyHouseDaily);
  router.get('/admin/:adminId/detailed-house-games-info', signedIn, async (req, res) => {
    const days = await stats.houseGamesByDay(actorOf(res), id(req), range(req));
    res.json({ days: days.map((d) => ({ date: d.date, games: d.games.map(legacyHouseGame) })) });
  });
  router.get('/admin/:adminId/house-profit-summary', signedIn, async (req, res) => {
    res.json(legacyHouseSummary(await stats.typeStats(actorOf(res), id(req), 'house', range(req))));
  });
  router.get('/admin/house-game-stats/:adminId', signedIn, async (req, res) => {
    const s = await stats.typeStats(actorOf(res), id(req), 'house', range(req));
    res.json({ houseGamesStats: { ...legacyTypeStats(s), houseWins: s.houseWins, losingGames: s.losingGames } });
  });
  router.get('/admin/:adminId/detailed-multiplier-games-info', signedIn, async (req, res) => {
    res.json(legacyGamesReport(await stats.games(actorOf(res), id(req), 'multiplierBingo', range(req))));
  });
  router.get('/admin/multiplier-game-stats/:adminId', signedIn, async (req, res) => {
    res.json({
      multiplierGamesStats: legacyTypeStats(
        await stats.typeStats(actorOf(res), id(req), 'multiplierBingo', range(req)),
      ),
    });
  });
  router.get('/admin/detailed-multiplier-games-info', signedIn, async (req, res) => {
    res.json(legacyGamesReport(await stats.games(actorOf(res), null, 'multiplierBingo', range(req))));
  });
  router.get('/admin/multiplier-profits', signedIn, async (req, res) => {
    const admins = await stats.multiplierProfits(actorOf(res), range(req));
    res.json({
      adminsSummary: admins.map(legacyAdminSummary),
      totalProfit: santimToBirr(admins.reduce((s, a) => s + a.totalProfit, 0)),
    });
  });
  router.get('/admin/all-multiplier-game-stats', signedIn, async (req, res) => {
    res.json(legacyAllMultiplier(await stats.allMultiplier(actorOf(res), range(req))));
  });
  router.get('/admin/platform-summary', requireRole('SUPER_ADMIN'), async (req, res) => {
    const share = queryString(req, 'platformShare');
    if (share !== undefined && !/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(share)) throw refuse('PLATFORM_SHARE_RANGE');
    const s = await stats.platformSummary(actorOf(res), {
      ...range(req),
      platformShare: share === undefined ? null : Number(share),
    });
    const b = santimToBirr;
    res.json({
      ...s,
      totalBetAmount: b(s.totalBetAmount),
      revenue: b(s.revenue),
      platformShareAmount: b(s.platformShareAmount),
      platformFeesCharged: b(s.platformFeesCharged),
      todayRevenue: b(s.todayRevenue),
    });
  });
  router.get('/admin/host-ranking', signedIn, async (req, res) => {
    const wanted = exportRequestOf(req);
    const rows = await stats.hostRanking(actorOf(res), range(req));
    if (wanted) return exportRanking(res, wanted, rows);
    res.json(
      rows.map((r) => ({
        ...r,
        totalBetAmount: santimToBirr(r.totalBetAmount),
        totalProfit: santimToBirr(r.totalProfit),
      })),
    );
  });
  router.get('/admin/bonus-totals', signedIn, async (req, res) => {
    const wanted = exportRequestOf(req);
    const rows = await stats.bonusTotals(actorOf(res), queryString(req, 'adminId') ?? null, range(req));
    if (wanted) return exportBonusTotals(res, wanted, rows);
    res.json(rows.map((r) => ({ ...r, totalBonusAmount: santimToBirr(r.totalBonusAmount) })));
  });
  return router;
}
