// Report timing against the issue-7 budgets, printed as one JSON document.
// Usage: DATABASE_URL=postgres://…/bingo_stats_bench npm run bench:stats -w api
// Migrates, seeds 200 hosts and 1,000,000 games (bench/stats-seed.ts) when the database has no
// bench hosts yet, then times the report services (the SQL and the shaping, as the API runs them).
import { migrate, openOrm } from '../src/db/orm';
import { ENTITIES } from '../src/modules';
import { ensureDefaultCardSets } from '../src/modules/card';
import type { Actor } from '../src/shared/auth/actor';
import { HostService } from '../src/modules/host';
import { HostListService, StatsService } from '../src/modules/stats';
import { HOST_PREFIX, seedStats } from './stats-seed';

const SAMPLES = Number(process.env.STATS_SAMPLES ?? 15);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database (a fresh one is seeded)');

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
if ((await count()) === 0) seed = { ...(await seedStats(orm)), totalMs: Math.round(performance.now() - seedStart) };
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
  return {
    p50: +ms[Math.floor(ms.length / 2)]!.toFixed(1),
    p90: +ms[Math.floor(ms.length * 0.9)]!.toFixed(1),
    max: +ms.at(-1)!.toFixed(1),
  };
}

const listed = await hosts.list(superActor);
const result = {
  database: new URL(url).pathname.slice(1),
  hosts: listed.length,
  games: Number(games),
  seed,
  samples: SAMPLES,
  hostDailyProfit30Days: { budgetMs: 50, ...(await time(() => stats.hostStats(hostActor, {}))) },
  superAdminHostListWithAggregates: { budgetMs: 500, ...(await time(() => hosts.list(superActor))) },
  allHostsMultiplierSummary: { budgetMs: 500, ...(await time(() => stats.allMultiplier(superActor, {}))) },
  platformPeriods: { budgetMs: 500, ...(await time(() => stats.platformPeriods(superActor))) },
};
console.log(JSON.stringify(result, null, 2));
await orm.close(true);
