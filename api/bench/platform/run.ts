// One run of the platform bench (platform.bench.ts): the halls against the API, or against the
// floor (with or without its one statement per request), in a database of its own created and
// dropped here. Returns the run's figures as the JSON the bench prints.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { prepareHosts } from '../http/hosts';
import { benchDatabase, startApi, startPlatformFloor, type Child } from '../http/processes';
import { cpuSplitOfPid, trackPostgresCpu } from '../http/cpu';
import { percentile, playHistory, runHall, type HallFigures } from './hall-run';
import { databaseTransactions, sampleLockWaits, statementTimes, statementTimesPerGame } from './pg-figures';
import { overload, type OverloadFigures } from './overload';
import { readMetrics, serverView } from './server-view';

export type Mode = 'api' | 'floor' | 'floor-db' | 'floor-told' | 'floor-stack';

export interface Settings {
  seconds: number;
  halls: number;
  instances: number;
  gameEveryMs: number;
  spreadMs: number;
  databaseUrl: string;
  displays: boolean;
  countStatements: boolean;
  /** PostgreSQL's time by statement (pg_stat_statements), for the API's runs. */
  statementTimes: boolean;
  historyGames: number;
  /** Offered starts as a multiple of the sustainable rate (0: no overload phase). */
  overload: number;
}

const PASSWORD = 'bench-hall-pass';
const SAMPLE_MS = 20;
/** Hosts kept apart for the overload phase's starts (each start is followed by its end). */
const BURST_HOSTS = 300;

export async function runPlatform(s: Settings, mode: Mode): Promise<Record<string, unknown>> {
  const floor = mode !== 'api';
  const db = mode === 'floor' ? null : await benchDatabase(s.databaseUrl);
  // The API's database: migrated, with a host per hall and their past (the floor's has its own tables).
  const apiDb = floor ? null : db;
  const countStatements = s.countStatements && !floor;
  const burstHosts = s.overload > 0 ? BURST_HOSTS : 0;
  const servers: Child[] = [];
  try {
    const databaseUrl = db?.env.DATABASE_URL ?? '';
    const usernames = Array.from({ length: s.halls + burstHosts }, (_, i) => `hall${i}`);
    if (apiDb) await prepareHosts(databaseUrl, apiDb.env.DATA_DIR!, usernames, PASSWORD);
    const statementsDir = countStatements ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statements-')) : '';
    const nodeArgs = process.env.BENCH_API_NODE_ARGS;
    if (countStatements) {
      const counter = path.join(import.meta.dirname, 'statement-counter.mjs');
      process.env.BENCH_API_NODE_ARGS = `${nodeArgs ?? ''} --import ${counter}`;
    }
    const shared = {
      ...db?.env,
      JWT_SECRET: 'platform-bench-signing-key-0123456789abcdef',
      BINGO_TEST_FAST_HASH: '1',
      // The production limits on starts (the API runs in development mode here, which has none).
      START_MAX_IN_FLIGHT: process.env.START_MAX_IN_FLIGHT ?? '32',
      START_MAX_DELAY_MS: process.env.START_MAX_DELAY_MS ?? '50',
      ...(countStatements ? { BENCH_STATEMENTS_DIR: statementsDir } : {}),
    };
    if (floor)
      servers.push(
        await startPlatformFloor({
          databaseUrl: mode === 'floor' ? undefined : databaseUrl,
          stack: mode === 'floor-stack',
          // The told floor: a listener for each instance the API runs as.
          listeners: mode === 'floor-told' ? s.instances : 0,
        }),
      );
    else for (let i = 0; i < s.instances; i++) servers.push(await startApi(shared));
    if (nodeArgs === undefined) delete process.env.BENCH_API_NODE_ARGS;
    else process.env.BENCH_API_NODE_ARGS = nodeArgs;
    const instanceUrl = (i: number) => servers[i % servers.length]!.url;
    // A few sign-ins at a time: each counts as a failure until it succeeds, and ten at once from one
    // address would block it (docs/roles-and-accounts.md#sign-in-protection). The floor takes any token.
    const tokens = floor
      ? usernames.map((_, i) => `floor-${i}`)
      : await inBatches(usernames, 4, async (username, i) => {
          const res = await fetch(`${instanceUrl(i)}/api/admin/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: PASSWORD }),
          });
          if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
          return ((await res.json()) as { token: string }).token;
        });
    const hallTokens = tokens.slice(0, s.halls);
    const burstTokens = tokens.slice(s.halls);

    if (apiDb && s.historyGames > 0) {
      await inBatches(tokens, 20, (token, i) => playHistory(instanceUrl(i), token, s.historyGames));
      await apiDb.analyze();
    }
    const database = db ? new URL(databaseUrl).pathname.slice(1) : null;
    // A busy backend reports its counts at most once a second, an idle one within 10 s
    // (PostgreSQL 15's pgstat): the sign-ins' are all in after 11 s.
    if (database) await new Promise((r) => setTimeout(r, 11_000));
    const transactionsBefore = database ? await databaseTransactions(databaseUrl) : 0;
    // Read before the lock sampler connects, so a server without pg_stat_statements fails here, cleanly.
    const timesBefore = s.statementTimes && apiDb ? await statementTimes(databaseUrl) : null;
    const loadBefore = os.loadavg()[0]!;
    const locks = db ? sampleLockWaits(databaseUrl, SAMPLE_MS) : null;
    await locks?.connected;
    // PostgreSQL's side: the backends of this database (not the lock sampler's), those that end
    // meanwhile included (the pool closes idle connections; autovacuum's workers come and go).
    const pgCpu = database ? trackPostgresCpu(database, () => locks?.backendPid ?? []) : null;
    const statementsBefore = countStatements ? await statementCounts(servers, statementsDir) : null;
    const cpuBefore = servers.map((server) => cpuSplitOfPid(server.pid));
    const metricsBefore = floor ? null : await Promise.all(servers.map((server) => readMetrics(server.url)));
    // The bench client's own load and stalls: it shares the cores, and its answers' times include its own delays.
    const clientCpuBefore = process.cpuUsage();
    const clientDelay = monitorEventLoopDelay({ resolution: 10 });
    clientDelay.enable();
    const t0 = Date.now();
    const deadline = t0 + s.seconds * 1000;
    // Halls begin spread over the spread, as real halls would.
    const hallsDone = Promise.all(
      hallTokens.map((token, i) =>
        runHall({
          apiUrl: instanceUrl(i),
          displayUrl: instanceUrl(i + 1),
          token,
          firstStartAt: t0 + (i * s.spreadMs) / s.halls,
          gameEveryMs: s.gameEveryMs,
          deadline,
          withDisplay: s.displays,
        }),
      ),
    );
    // The overload phase begins once every hall's first game runs.
    const overloaded: Promise<OverloadFigures | null> =
      s.overload > 0
        ? overload({
            urls: servers.map((server) => server.url),
            tokens: burstTokens,
            beginAt: t0 + s.spreadMs + 2000,
            deadline: deadline - 3000,
            multiple: s.overload,
          })
        : Promise.resolve(null);
    const [halls, burst] = await Promise.all([hallsDone, overloaded]);
    const wall = (Date.now() - t0) / 1000;
    const metricsAfter = metricsBefore && (await Promise.all(servers.map((server) => readMetrics(server.url))));
    clientDelay.disable();
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const cpu = servers.reduce(
      (sum, server, i) => {
        const now = cpuSplitOfPid(server.pid);
        const before = cpuBefore[i]!;
        return {
          mainUser: sum.mainUser + now.mainUser - before.mainUser,
          mainSystem: sum.mainSystem + now.mainSystem - before.mainSystem,
          otherThreads: sum.otherThreads + now.otherThreads - before.otherThreads,
        };
      },
      { mainUser: 0, mainSystem: 0, otherThreads: 0 },
    );
    const cpuMs = cpu.mainUser + cpu.mainSystem + cpu.otherThreads;
    const statementsAfter = countStatements ? await statementCounts(servers, statementsDir) : null;
    const timesAfter = timesBefore ? await statementTimes(databaseUrl) : null;
    if (countStatements) fs.rmSync(statementsDir, { recursive: true, force: true });
    const pgCpuMs = pgCpu?.stop() ?? 0;
    const lockWaitMs = locks ? await locks.stop() : 0;
    // Transactions (each statement outside a transaction is one), read once the API processes have
    // ended: a backend reports its counts at exit. Less the sampler's queries and the two reads.
    const instances = servers.length;
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    const transactions = database
      ? (await databaseTransactions(databaseUrl, true)) - transactionsBefore - (locks?.queries ?? 0) - 1
      : 0;

    const all = <K extends keyof HallFigures>(key: K) => halls.flatMap((h) => h[key] as number[]);
    const starts = all('startMs');
    const claims = all('claimMs');
    // The overload phase's own starts and ends are not the halls' games: they leave the per-game
    // figures out only when there is no overload phase (then every game is a hall's).
    const games = halls.reduce((n, h) => n + h.gamesEnded, 0);
    const calls = all('callLagMs');
    const per = (ms: number) => (games === 0 ? null : round(ms / games));
    return {
      bench: mode === 'api' ? 'platform' : `platform-${mode}`,
      instances,
      halls: s.halls,
      displays: s.displays,
      seconds: round(wall),
      gameEveryMs: s.gameEveryMs,
      historyGamesPerHall: apiDb ? s.historyGames : 0,
      startsPerSecond: round(starts.length / wall),
      startP50Ms: percentile(starts, 0.5),
      startP99Ms: percentile(starts, 0.99),
      startsRefusedBusy: halls.reduce((n, h) => n + h.startsRefusedBusy, 0),
      claimsPerSecond: round(claims.length / wall),
      claimP99Ms: percentile(claims, 0.99),
      claimsRefusedByRules: halls.reduce((n, h) => n + h.claimsRefused, 0),
      callLagP50Ms: percentile(calls, 0.5),
      callLagP99Ms: percentile(calls, 0.99),
      callsPushed: calls.length,
      gamesPlayed: games,
      callsPushedPerGame: per(calls.length),
      ...(burst
        ? { overload: burst.figures(halls) }
        : {
            serverCpuMsPerGame: per(cpuMs),
            serverCpuMsPerGameSplit:
              games === 0
                ? null
                : {
                    mainThreadUser: per(cpu.mainUser),
                    mainThreadSystem: per(cpu.mainSystem),
                    otherThreads: per(cpu.otherThreads),
                  },
            ...(database && games > 0
              ? { postgresCpuMsPerGame: per(pgCpuMs), databaseTransactionsPerGame: per(transactions) }
              : {}),
          }),
      serverCpuPercentOfOneCore: round((cpuMs / 1000 / wall) * 100),
      ...(database ? { postgresCpuPercentOfOneCore: round((pgCpuMs / 1000 / wall) * 100) } : {}),
      ...(statementsBefore && statementsAfter && games > 0 && !burst
        ? statementsPerGame(statementsBefore, statementsAfter, games)
        : {}),
      ...(timesBefore && timesAfter && games > 0 && !burst
        ? { postgresStatementTimes: statementTimesPerGame(timesBefore, timesAfter, games) }
        : {}),
      ...(metricsBefore && metricsAfter
        ? {
            serverView: {
              clientStartsOver100Ms: starts.filter((ms) => ms > 100).length,
              clientChecksOver100Ms: claims.filter((ms) => ms > 100).length,
              ...serverView(metricsBefore, metricsAfter),
            },
          }
        : {}),
      benchClient: {
        cpuPercentOfOneCore: round(((clientCpu.user + clientCpu.system) / 1e6 / wall) * 100),
        eventLoopDelayP99Ms: round(clientDelay.percentile(99) / 1e6),
        eventLoopDelayMaxMs: round(clientDelay.max / 1e6),
      },
      lockWaitMs,
      lockWaitMsByLock: locks?.byKind ?? {},
      errors: halls.reduce((n, h) => n + h.errors.length, 0),
      firstErrors: halls.flatMap((h) => h.errors).slice(0, 5),
      machine: { cpus: os.cpus().length, node: process.version, loadAverageBefore: round(loadBefore) },
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.drop();
  }
}

/** The API processes' statement counts so far, summed by kind (each writes its own on SIGUSR2). */
async function statementCounts(processes: Child[], dir: string): Promise<Map<string, number>> {
  const total = new Map<string, number>();
  for (const child of processes) {
    const file = path.join(dir, `${child.pid}.json`);
    fs.rmSync(file, { force: true });
    process.kill(child.pid, 'SIGUSR2');
    for (let waited = 0; !fs.existsSync(file); waited += 20) {
      if (waited > 5000) throw new Error(`no statement counts from process ${child.pid}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 20)); // written in one call, but let it finish
    const counts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
    for (const [kind, n] of Object.entries(counts)) total.set(kind, (total.get(kind) ?? 0) + n);
  }
  return total;
}

function statementsPerGame(before: Map<string, number>, after: Map<string, number>, games: number) {
  const byKind = [...after]
    .map(([kind, n]) => [kind, (n - (before.get(kind) ?? 0)) / games] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return {
    databaseStatementsPerGame: round(byKind.reduce((sum, [, n]) => sum + n, 0)),
    databaseStatementsPerGameByKind: Object.fromEntries(byKind.slice(0, 15).map(([kind, n]) => [kind, round(n)])),
  };
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  return out;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
