import { santimToBirr } from '@bingo/core';
import { Router } from 'express';
import { actorOf, cardSetOfBase, requireRole } from '../../shared/rest/request';
import { toLegacyHost } from '../host';
import type { StatsServices as Services } from './stats.context';
import type { HostAggregates } from './stats.types';

/** docs/legacy-rest.md#hosts-and-wallets: the managers' host list, each host record with its aggregates. */
export function hostListRoutes(services: Services): Router {
  const router = Router();
  router.get('/admin/naan/all/protected', requireRole('OWNER', 'SUPER_ADMIN'), async (req, res) => {
    res.json(
      (await services.hostList.list(actorOf(res), { cardSetId: cardSetOfBase(req) })).map((host) => ({
        ...toLegacyHost(host),
        ...(host.stats ? legacyAggregates(host.stats) : {}),
      })),
    );
  });
  return router;
}

/** The host record's aggregates in Birr (docs/reporting.md#rest-paths-on--and-v2); days, weeks and months in Addis Ababa time. */
function legacyAggregates(s: HostAggregates) {
  const birr = santimToBirr;
  return {
    totalProfit: birr(s.totalProfit),
    totalGames: s.totalGames,
    weekProfit: birr(s.weekProfit),
    monthProfit: birr(s.monthProfit),
    avgMonthProfit: birr(s.avgMonthProfit),
    avgAllTimeProfit: birr(s.avgAllTimeProfit),
    gamesToday: s.gamesToday,
    todayProfit: birr(s.todayProfit),
    statsByPeriod: s.last30Days.map((d) => ({ date: d.date, profit: birr(d.profit) })),
    last12WeeksProfits: s.last12WeeksProfits.map((w) => ({ week: w.week, profit: birr(w.profit) })),
    last12MonthsProfits: s.last12MonthsProfits.map((m) => ({ month: m.month, profit: birr(m.profit) })),
  };
}
