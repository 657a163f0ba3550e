// Report timing against the report budget (p50 < 50 ms, docs/performance.md), printed as one JSON document.
// Usage: DATABASE_URL=postgres://…/bingo_stats_bench [STATS_GAMES=10000000] npm run bench:stats -w api
// Migrates, seeds 200 hosts and STATS_GAMES games (default 1,000,000; bench/stats-seed.ts) when the
// database has no bench hosts yet, then times every report and dashboard query through the services
// (the SQL and the shaping, as the API runs them): p50 and p99 of STATS_SAMPLES runs.
// STATS_MODULE=<dir> times another copy of the stats module (a before/after comparison).
import os from 'node:os';
import { migrate, openOrm } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { ensureDefaultCardSets } from '../src/modules/card';
import type { Actor } from '../src/shared/auth/actor';
import { HostService } from '../src/modules/host';
import type * as StatsModule from '../src/modules/stats';
import { HOST_PREFIX, seedStats } from './stats-seed';
import { AnomalyService } from '../src/modules/anomaly/anomaly.service';
import { addisDayKey, shiftDayKey } from '@bingo/core';

const SAMPLES = Number(process.env.STATS_SAMPLES ?? 20);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database (a fresh one is seeded)');
const { HostListService, StatsService } = (await import(
  process.env.STATS_MODULE ?? '../src/modules/stats'
)) as typeof StatsModule;

const orm = await openOrm({ kind: 'postgres', url }, ENTITIES);
await migrate(orm);
await ensureDefaultCardSets(orm.em.fork());
const conn = orm.em.getConnection();
const count = async () =>
  Number(
    (await conn.execute<{ n: string }[]>(`select count(*) as n from account where username like '${HOST_PREFIX}%'`))[0]!
      .n,
  );
let seed: unknown = 'reused';
const seedStart = performance.now();
if ((await count()) === 0)
  seed = {
    ...(await seedStats(orm, 200, Number(process.env.STATS_GAMES ?? 1_000_000))),
    totalMs: Math.round(performance.now() - seedStart),
  };
const [{ games }] = (await conn.execute(`select count(*) as games from game`)) as { games: string }[] as [
  { games: string },
];

const [host] = (await conn.execute(`select id, username from account where username = '${HOST_PREFIX}042'`)) as {
  id: string;
  username: string;
}[];
const base = { cardSetId: 1, ownerGroupId: null, steppedUp: false };
const hostActor: Actor = { ...base, id: host!.id, username: host!.username, role: 'HOST' };
const superActor: Actor = {
  ...base,
  id: '00000000-0000-0000-0000-000000000000',
  username: 'bench-super',
  role: 'SUPER_ADMIN',
};
// An owner group of 19 bench hosts (bench001-bench019): the anomaly screen as an owner sees it.
const groupRows = await conn.execute<{ id: number }[]>(`select id from owner_group where name = 'benchgroup'`);
const groupId =
  groupRows[0]?.id ??
  (
    await conn.execute<{ id: number }[]>(
      `insert into owner_group (name, prefixes, can_edit_commission, card_set_ids, created_at)
       values ('benchgroup', '["bench00", "bench01"]', false, '[1]', now()) returning id`,
    )
  )[0]!.id;
const ownerActor: Actor = { ...base, ownerGroupId: groupId, id: superActor.id, username: 'bench-owner', role: 'OWNER' };
const anomalies = new AnomalyService(orm);
const stats = new StatsService(orm);
const hosts = new HostListService(orm, new HostService(orm));

async function time(run: () => Promise<unknown>) {
  await run(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => +ms[Math.min(ms.length - 1, Math.ceil(ms.length * q) - 1)]!.toFixed(1);
  return { p50: at(0.5), p99: at(0.99), load1: +os.loadavg()[0]!.toFixed(1) };
}

// Every report and dashboard query: the host's own screens, then the super admin's (all hosts).
const today = addisDayKey(new Date());
const yearAgo = shiftDayKey(today, -364);
const queries: Record<string, () => Promise<unknown>> = {
  superAdminHostList: () => hosts.list(superActor),
  hostStats30Days: () => stats.hostStats(hostActor, {}),
  hostStatsAllHosts: () => stats.hostStats(superActor, {}),
  houseDailyProfitLoss: () => stats.dailyOfType(hostActor, host!.id, 'house', {}),
  houseGameStats: () => stats.typeStats(hostActor, host!.id, 'house', {}),
  houseGamesByDay: () => stats.houseGamesByDay(hostActor, host!.id, {}),
  multiplierDailyProfits: () => stats.dailyOfType(hostActor, host!.id, 'multiplierBingo', {}),
  multiplierGameStats: () => stats.typeStats(superActor, null, 'multiplierBingo', {}),
  multiplierGames: () => stats.games(hostActor, host!.id, 'multiplierBingo', {}),
  multiplierGamesAllHosts: () => stats.games(superActor, null, 'multiplierBingo', {}),
  freeGameDailyStats: () => stats.dailyOfType(superActor, null, 'free', {}),
  multiplierProfits: () => stats.multiplierProfits(superActor, {}),
  allMultiplierStats: () => stats.allMultiplier(superActor, {}),
  platformPeriods: () => stats.platformPeriods(superActor),
  platformSummary: () => stats.platformSummary(superActor, {}),
  hostRanking: () => stats.hostRanking(superActor, {}),
  bonusTotals: () => stats.bonusTotals(superActor, null, {}),
  // The anomaly flag query (docs/reporting.md#anomalies), the last 30 days and the last year.
  anomaliesOwnerGroup30Days: () => anomalies.report(ownerActor, {}),
  anomaliesOwnerGroupYear: () => anomalies.report(ownerActor, { startDate: yearAgo, endDate: today }),
  anomaliesAllHosts30Days: () => anomalies.report(superActor, {}),
  // The floor: one round trip reading one roll-up row.
  floorOneRollupRow: () => conn.execute(`select * from anomaly_rollup where host_id = ? limit 1`, [host!.id]),
};
const timings: Record<string, { p50: number; p99: number; load1: number }> = {};
for (const [name, run] of Object.entries(queries)) timings[name] = await time(run);
const floor = timings.floorOneRollupRow!.p50;
const anomalyRatios = Object.fromEntries(
  Object.entries(timings)
    .filter(([name]) => name.startsWith('anomalies'))
    .map(([name, t]) => [name, +(t.p50 / floor).toFixed(1)]),
);
const [{ cardRows }] = (await conn.execute(`select count(*)::int as "cardRows" from card_rollup`)) as [
  { cardRows: number },
];

console.log(
  JSON.stringify(
    {
      database: new URL(url).pathname.slice(1),
      module: process.env.STATS_MODULE ?? 'stats',
      hosts: (await hosts.list(superActor)).length,
      games: Number(games),
      seed,
      samples: SAMPLES,
      budgetMs: { everyQueryP50At10M: 50, superAdminHostListAt1M: 50, anomalyFlagQueryAt1M: 50 },
      timings,
      anomaly: { ownerGroupHosts: 19, cardRollupRows: cardRows, p50OverFloor: anomalyRatios },
    },
    null,
    2,
  ),
);
await orm.close(true);
