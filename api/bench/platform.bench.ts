// `npm run -s bench:platform`: a country of halls on one or two API instances.
// H halls, each a host with its own display: every BENCH_GAME_EVERY_MS the hall starts a game,
// its display subscribes to `gameEvents` (graphql-ws), the operator presses play, checks 10 cards
// spread over the game, and ends it. The API instances are separate processes (as `npm start`
// runs them) on one PostgreSQL, in a database this bench creates and drops. Hall i talks to
// instance i mod N, its display to the next instance (so with two instances every pushed call
// crosses the event bus). Prints one JSON document.
//
//   BENCH_SECONDS (30) BENCH_HALLS (100) BENCH_INSTANCES (1 or 2) BENCH_GAME_EVERY_MS (4000)
//   BENCH_START_SPREAD_MS (one game interval)
// Whole games as the budget counts them (start, 75 pushed calls, 10 checks, end):
//   BENCH_GAME_EVERY_MS=240000 BENCH_START_SPREAD_MS=10000 BENCH_SECONDS=250
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_HISTORY_GAMES (1): games each hall starts and ends before the run (then `analyze`), so
//   that a host's first game ever (its jackpot pool created, its account first read) is not
//   counted as a played game; 0 measures halls that never played.
//   BENCH_DISPLAYS=0: no display subscribes (diagnosis: the requests' cost without the pushes).
//   BENCH_COUNT_STATEMENTS=1: also count the statements each API process sends PostgreSQL during
//   the run (platform/statement-counter.mjs): databaseStatementsPerGame, and by kind.
//   BENCH_FLOOR=1: the same halls against the floor (platform/floor-server.ts: bare node:http + ws,
//   no database) instead of the API, on one instance: what the messages alone cost this machine.
//   BENCH_FLOOR=db: the same floor storing each request's fact in one statement of its own
//   (platform/floor-store.ts) in the bench's database: what persisting a game costs at the least.
// lockWaitMs: pg_locks is sampled every 20 ms; each lock a backend of the bench's database waits
// for (not granted: rows, transactions, advisory locks, tables) counts 20 ms.
// The npm script sets BINGO_TEST_FAST_HASH=1 (hosts are made and sign in cheaply: argon2 is not
// what is measured).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { prepareHosts } from './http/hosts';
import { benchDatabase, startApi, startPlatformFloor, type Child } from './http/processes';
import { cpuSplitOfPid, endedPostgresBackendsCpuMs, postgresCpuMs } from './http/cpu';
import { percentile, playHistory, runHall, type HallFigures } from './platform/hall-run';
import { databaseTransactions, sampleLockWaits } from './platform/pg-figures';

const SECONDS = boundedInt('BENCH_SECONDS', 30, 1, 3600);
const HALLS = boundedInt('BENCH_HALLS', 100, 1, 5000);
const INSTANCES = boundedInt('BENCH_INSTANCES', 1, 1, 2);
const GAME_EVERY_MS = boundedInt('BENCH_GAME_EVERY_MS', 4000, 500, 600_000);
// Halls make their first start spread over this long (default: one game interval). A run of
// whole games (75 calls at 3 s: BENCH_GAME_EVERY_MS=240000) spreads them over a few seconds.
const SPREAD_MS = boundedInt('BENCH_START_SPREAD_MS', GAME_EVERY_MS, 0, 600_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FLOOR = process.env.BENCH_FLOOR === '1' || process.env.BENCH_FLOOR === 'db';
const FLOOR_WITH_DATABASE = process.env.BENCH_FLOOR === 'db';
// BENCH_DISPLAYS=0: no display subscribes (diagnosis only: what the requests alone cost).
const DISPLAYS = process.env.BENCH_DISPLAYS !== '0';
// BENCH_COUNT_STATEMENTS=1: count the statements the API processes send (diagnosis).
const COUNT_STATEMENTS = process.env.BENCH_COUNT_STATEMENTS === '1' && !FLOOR;
const PASSWORD = 'bench-hall-pass';
const SAMPLE_MS = 20;
const HISTORY_GAMES = boundedInt('BENCH_HISTORY_GAMES', 1, 0, 100);

function boundedInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name}: expected ${min}-${max}, got "${raw}"`);
  return n;
}

const db = FLOOR && !FLOOR_WITH_DATABASE ? null : await benchDatabase(DATABASE_URL);
// The API's database: migrated, with a host per hall and their past (the floor's has its own tables).
const apiDb = FLOOR ? null : db;
const servers: Child[] = [];
try {
  const databaseUrl = db?.env.DATABASE_URL ?? '';
  const usernames = apiDb ? await prepare(databaseUrl, apiDb.env.DATA_DIR!) : [];
  const statementsDir = COUNT_STATEMENTS ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statements-')) : '';
  if (COUNT_STATEMENTS) {
    const counter = path.join(import.meta.dirname, 'platform', 'statement-counter.mjs');
    process.env.BENCH_API_NODE_ARGS = `${process.env.BENCH_API_NODE_ARGS ?? ''} --import ${counter}`;
  }
  const shared = {
    ...db?.env,
    JWT_SECRET: 'platform-bench-signing-key-0123456789abcdef',
    BINGO_TEST_FAST_HASH: '1',
    ...(COUNT_STATEMENTS ? { BENCH_STATEMENTS_DIR: statementsDir } : {}),
  };
  if (FLOOR) servers.push(await startPlatformFloor(FLOOR_WITH_DATABASE ? databaseUrl : undefined));
  else for (let i = 0; i < INSTANCES; i++) servers.push(await startApi(shared));
  // A few sign-ins at a time: each counts as a failure until it succeeds, and ten at once from one
  // address would block it (docs/roles-and-accounts.md#sign-in-protection). The floor takes any token.
  const tokens = FLOOR
    ? Array.from({ length: HALLS }, (_, i) => `floor-${i}`)
    : await inBatches(usernames, 4, async (username, i) => {
        const res = await fetch(`${servers[i % INSTANCES]!.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: PASSWORD }),
        });
        if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
        return ((await res.json()) as { token: string }).token;
      });

  if (apiDb && HISTORY_GAMES > 0) {
    await inBatches(tokens, 20, (token, i) => playHistory(servers[i % INSTANCES]!.url, token, HISTORY_GAMES));
    await apiDb.analyze();
  }
  const database = db ? new URL(databaseUrl).pathname.slice(1) : null;
  // A busy backend reports its counts at most once a second, an idle one within 10 s
  // (PostgreSQL 15's pgstat): the sign-ins' are all in after 11 s.
  if (database) await new Promise((r) => setTimeout(r, 11_000));
  const transactionsBefore = database ? await databaseTransactions(databaseUrl) : 0;
  const loadBefore = os.loadavg()[0]!;
  const locks = db ? sampleLockWaits(databaseUrl, SAMPLE_MS) : null;
  await locks?.connected;
  // PostgreSQL's side: its live backends for this database (not the lock sampler's) and those that
  // ended meanwhile (the pool closes idle connections; autovacuum's workers come and go).
  const pgCpu = () => (database ? postgresCpuMs(database, locks?.backendPid ?? []) + endedPostgresBackendsCpuMs() : 0);
  const pgCpuBefore = pgCpu();
  const statementsBefore = COUNT_STATEMENTS ? await statementCounts(servers, statementsDir) : null;
  const cpuBefore = servers.map((s) => cpuSplitOfPid(s.pid));
  const t0 = Date.now();
  const deadline = t0 + SECONDS * 1000;
  // Halls begin spread over one game interval, as real halls would.
  const halls: HallFigures[] = await Promise.all(
    tokens.map((token, i) =>
      runHall({
        apiUrl: servers[i % INSTANCES]!.url,
        displayUrl: servers[(i + 1) % INSTANCES]!.url,
        token,
        firstStartAt: t0 + (i * SPREAD_MS) / HALLS,
        gameEveryMs: GAME_EVERY_MS,
        deadline,
        withDisplay: DISPLAYS,
      }),
    ),
  );
  const wall = (Date.now() - t0) / 1000;
  const cpu = servers.reduce(
    (sum, s, i) => {
      const now = cpuSplitOfPid(s.pid);
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
  const statementsAfter = COUNT_STATEMENTS ? await statementCounts(servers, statementsDir) : null;
  if (COUNT_STATEMENTS) fs.rmSync(statementsDir, { recursive: true, force: true });
  const pgCpuMs = pgCpu() - pgCpuBefore;
  const lockWaitMs = locks ? await locks.stop() : 0;
  // Transactions (each statement outside a transaction is one), read once the API processes have
  // ended: a backend reports its counts at exit. Less the sampler's queries and the two reads.
  const instances = servers.length;
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  const transactions = database
    ? (await databaseTransactions(databaseUrl, true)) - transactionsBefore - (locks?.queries ?? 0) - 1
    : 0;

  const all = <K extends keyof HallFigures>(key: K) => halls.flatMap((h) => h[key] as number[]);
  const starts = all('startMs');
  const claims = all('claimMs');
  const games = halls.reduce((n, h) => n + h.gamesEnded, 0);
  const calls = all('callLagMs');
  console.log(
    JSON.stringify(
      {
        bench: FLOOR_WITH_DATABASE ? 'platform-floor-db' : FLOOR ? 'platform-floor' : 'platform',
        instances,
        halls: HALLS,
        displays: DISPLAYS,
        seconds: Math.round(wall * 10) / 10,
        gameEveryMs: GAME_EVERY_MS,
        historyGamesPerHall: apiDb ? HISTORY_GAMES : 0,
        startsPerSecond: round(starts.length / wall),
        startP50Ms: percentile(starts, 0.5),
        startP99Ms: percentile(starts, 0.99),
        claimsPerSecond: round(claims.length / wall),
        claimP99Ms: percentile(claims, 0.99),
        claimsRefusedByRules: halls.reduce((n, h) => n + h.claimsRefused, 0),
        callLagP99Ms: percentile(calls, 0.99),
        callsPushed: calls.length,
        gamesPlayed: games,
        callsPushedPerGame: games === 0 ? null : round(calls.length / games),
        serverCpuMsPerGame: games === 0 ? null : round(cpuMs / games),
        serverCpuMsPerGameSplit:
          games === 0
            ? null
            : {
                mainThreadUser: round(cpu.mainUser / games),
                mainThreadSystem: round(cpu.mainSystem / games),
                otherThreads: round(cpu.otherThreads / games),
              },
        serverCpuPercentOfOneCore: round((cpuMs / 1000 / wall) * 100),
        ...(database && games > 0
          ? {
              postgresCpuMsPerGame: round(pgCpuMs / games),
              databaseTransactionsPerGame: round(transactions / games),
            }
          : {}),
        ...(statementsBefore && statementsAfter && games > 0
          ? statementsPerGame(statementsBefore, statementsAfter, games)
          : {}),
        lockWaitMs,
        lockWaitMsByLock: locks?.byKind ?? {},
        errors: halls.reduce((n, h) => n + h.errors.length, 0),
        firstErrors: halls.flatMap((h) => h.errors).slice(0, 5),
        machine: { cpus: os.cpus().length, node: process.version, loadAverageBefore: round(loadBefore) },
        notes: [
          ...(FLOOR
            ? [
                'The floor: bare node:http + ws answering the same requests with fixed JSON and pushing the calls on a 50 ms tick, with no GraphQL, validation or auth.',
                FLOOR_WITH_DATABASE
                  ? 'BENCH_FLOOR=db: each request first stores its fact in one autocommitted, prepared statement (start: the game and its commitment; play; a check: its claim; end) on a node-postgres pool.'
                  : 'No database.',
              ]
            : []),
          'serverCpuMsPerGameSplit: the main thread\u2019s user time (JavaScript) and system time (its system calls: socket reads and writes), and the other threads (garbage collection, compilation).',
          'A game: start, display subscribed (gameEvents), play, 10 isWinner checks spread over the game, end. Calls come every 3 s, so a game of the default 4 s pushes one or two calls (callsPushedPerGame); BENCH_GAME_EVERY_MS=240000 plays all 75. serverCpuMsPerGame is the servers\u2019 CPU over the run divided by games ended.',
          `lockWaitMs: locks waited for (pg_locks, not granted), sampled every ${SAMPLE_MS} ms, times ${SAMPLE_MS} ms; lockWaitMsByLock by lock type and table.`,
          'postgresCpuMsPerGame: the CPU of the PostgreSQL backends serving the bench\u2019s database (not the lock sampler\u2019s) and of backends that ended during the run (the postmaster\u2019s reaped children: closed pool connections, autovacuum workers), per game. databaseTransactionsPerGame: pg_stat_database\u2019s commits and rollbacks per game (a statement outside a transaction is one; a transaction of several statements is one).',
          ...(COUNT_STATEMENTS
            ? [
                'databaseStatementsPerGame: the statements the API processes sent PostgreSQL during the run, per game (BEGIN, COMMIT and each pg_notify included); databaseStatementsPerGameByKind: the 15 most frequent, their literals blanked. The counting itself costs the API some CPU: compare serverCpuMsPerGame between runs without it.',
              ]
            : []),
          'Client, API instances and PostgreSQL share the machine.',
        ],
      },
      null,
      2,
    ),
  );
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
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

/** Migrates and seeds the bench's database, then adds one host per hall. */
async function prepare(url: string, dataDir: string): Promise<string[]> {
  const usernames = Array.from({ length: HALLS }, (_, i) => `hall${i}`);
  await prepareHosts(url, dataDir, usernames, PASSWORD);
  return usernames;
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
