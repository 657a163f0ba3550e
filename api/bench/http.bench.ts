// HTTP throughput and latency of the real API, next to a bare node:http floor, as one JSON document.
// Usage: npm run bench                              (embedded PGlite in a temporary folder)
//        DATABASE_URL=postgres://… npm run bench    (creates, uses and drops its own database there)
//        BENCH_SECONDS=5 BENCH_CONNECTIONS=10       (per scenario; the defaults)
//        BENCH_SCENARIOS=gameStart,isWinner         (only these; all by default: for profiling one path)
//        BENCH_HISTORY_GAMES=20                     (games each host plays before the scenarios)
// The API and the floor each run in their own process (the API exactly as `npm start` runs it);
// this process only drives them with autocannon over 127.0.0.1. Data is made through the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { cpuMsOfPid, postgresCpuMs } from './http/cpu';
import { benchDatabase, startApi, startFloor } from './http/processes';
import { requireShifts } from './http/shifts';
import { percentile } from './platform/hall-run';

const SECONDS = boundedInt(process.env.BENCH_SECONDS, 5, 1, 60);
const CONNECTIONS = boundedInt(process.env.BENCH_CONNECTIONS, 10, 1, 200);
const SCENARIOS = ['gameStart', 'gameStartShifts', 'adminStats', 'graphqlDashboard', 'isWinner', 'login'] as const;
const WANTED = new Set(
  (process.env.BENCH_SCENARIOS ?? SCENARIOS.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
for (const name of WANTED) {
  if (!(SCENARIOS as readonly string[]).includes(name)) {
    console.error(`BENCH_SCENARIOS: no scenario "${name}" (there are ${SCENARIOS.join(', ')})`);
    process.exit(2);
  }
}
const wanted = (name: (typeof SCENARIOS)[number]) => WANTED.has(name);
const PASSWORD = 'bench-password-1';
// Claims are judged once per card, so the isWinner run needs fresh cards for every request:
// one game of 100 cards per host, enough hosts for this many claims per second.
const CLAIMS_PER_SECOND_CEILING = 1500;
const CLAIM_HOSTS = Math.min(200, Math.ceil((SECONDS * CLAIMS_PER_SECOND_CEILING) / 100));
const HISTORY_GAMES = boundedInt(process.env.BENCH_HISTORY_GAMES, 20, 0, 1000);
const ALL_CARDS = Array.from({ length: 100 }, (_, i) => i + 1);
const GAME = {
  bettingAmount: 10,
  cardPaletteNumbers: ALL_CARDS,
  callSpeed: 5000,
  gameType: 'regular',
  winningPatterns: ['fullCard'],
};

function boundedInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`expected a whole number ${min}-${max}, got "${raw}"`);
  return n;
}

/** The dashboard's own query, read from the web app's source so the bench asks exactly what it asks. */
function dashboardQuery(): string {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../web/src/features/dashboard/operations.ts'),
    'utf8',
  );
  const query = /graphql\(`([\s\S]*?query DashboardMe[\s\S]*?)`\)/.exec(source)?.[1];
  if (!query) throw new Error('query DashboardMe not found in web/src/features/dashboard/operations.ts');
  return query;
}

async function api(
  url: string,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<any> {
  const res = await fetch(url + urlPath, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Runs `work` on every item, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return out;
}

interface Figures {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  non2xx: number;
  non2xxByStatus: Record<string, number>;
  errors: number;
}

function figures(r: Result): Figures {
  const requests = r['2xx'] + r.non2xx;
  return {
    requests,
    rps: Math.round(requests / r.duration),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    meanMs: Number(r.latency.average.toFixed(3)),
    non2xx: r.non2xx,
    // Which answers were not 2xx (a sign-in guard's 429 is not a failure of the server).
    non2xxByStatus: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count]),
    ),
    errors: r.errors + r.timeouts,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

const db = await benchDatabase(process.env.DATABASE_URL?.trim() || undefined);
const loadBefore = os.loadavg()[0];
const floor = await startFloor();
const server = await startApi(db.env).catch(async (error: unknown) => {
  await floor.stop();
  await db.drop();
  throw error;
});
try {
  // Data, through the real API: hosts registered by the seeded super admin, each signed in.
  const superToken = (
    await api(server.url, 'POST', '/api/admin/login', { username: 'superadmin', password: 'demo1234' })
  ).token as string;
  const stepUp = (await api(server.url, 'POST', '/api/admin/step-up', { password: 'demo1234' }, bearer(superToken)))
    .stepUpToken as string;
  const names = Array.from({ length: CLAIM_HOSTS }, (_, i) => `bench-host-${i}`);
  await inBatches(names, 4, (username) =>
    api(
      server.url,
      'POST',
      '/admin/canine/secure/register',
      { username, password: PASSWORD, initialWallet: 1_000_000 },
      { ...bearer(superToken), 'x-step-up': stepUp },
    ),
  );
  const tokens = await inBatches(
    names,
    4,
    async (username) =>
      (await api(server.url, 'POST', '/api/admin/login', { username, password: PASSWORD })).token as string,
  );
  const [firstHost] = tokens as [string, ...string[]];

  // A platform with a past: every host plays HISTORY_GAMES games first, then the planner's
  // statistics are refreshed, as autovacuum does within a minute on a running platform. Without
  // this every run would measure a brand-new database: the game table grows from empty
  // while each API connection keeps the prepared statements' plans chosen when it was tiny (a
  // sequential scan of every game, at every start and end) until autovacuum's first analyze,
  // which a run of 15-40 s never reaches; the cost would grow with the run.
  await inBatches(tokens, 4, async (token) => {
    for (let i = 0; i < HISTORY_GAMES; i++) {
      const { gameId } = (await api(server.url, 'POST', '/game/start', GAME, bearer(token))) as { gameId: string };
      await api(server.url, 'POST', `/game/${gameId}/end`, undefined, bearer(token));
    }
  });
  await db.analyze();

  // CPU per request of the API process and of its PostgreSQL backends: comparable between runs
  // whatever else the machine is doing, unlike the rates.
  const database = db.env.DATABASE_URL ? new URL(db.env.DATABASE_URL).pathname.slice(1) : null;
  const run = async (options: Omit<Parameters<typeof autocannon>[0], 'url' | 'connections' | 'duration'>) => {
    const api0 = cpuMsOfPid(server.pid);
    const pg0 = database ? postgresCpuMs(database) : 0;
    const f = figures(await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, ...options }));
    const per = (ms: number) => Math.round((ms / Math.max(1, f.requests)) * 1000) / 1000;
    return {
      ...f,
      apiCpuMsPerRequest: per(cpuMsOfPid(server.pid) - api0),
      ...(database ? { postgresCpuMsPerRequest: per(postgresCpuMs(database) - pg0) } : {}),
    };
  };

  const floorFigures = figures(await autocannon({ url: floor.url, connections: CONNECTIONS, duration: SECONDS }));
  const scenarios: Record<string, { request: string } & Figures & Record<string, unknown>> = {};

  // The run may stop between a start and its end (a start still in flight when autocannon stops):
  // end whatever is still running, after the start scenario and before each host's next start.
  const endRunning = async (token: string) => {
    const { game } = (await api(server.url, 'GET', '/game/active', undefined, bearer(token))) as {
      game: { gameId: string } | null;
    };
    if (game) await api(server.url, 'POST', `/game/${game.gameId}/end`, undefined, bearer(token));
  };

  // Game start: 100 cards. A host runs one game at a time (a second start is 409), so each
  // connection ends its game before its next start: the figures count starts and ends alike (two
  // requests per game). autocannon gives every pass over the two requests a fresh context, so
  // each game takes the next of the bench's hosts in turn (75-200 of them, far more than
  // connections: a host's previous game ended long before it comes round again).
  const startsAndEnds = async () => {
    let s = 0;
    const ownHost = (context: Record<string, unknown>) => (context.token ??= tokens[s++ % tokens.length]!) as string;
    // Each kind timed apart as well (autocannon's percentiles mix both): from the moment autocannon
    // builds the request to its answer, in this process.
    const timed = { start: [] as number[], end: [] as number[] };
    const sentAt = (context: Record<string, unknown>) => (context.sentAt = performance.now());
    const tookMs = (context: Record<string, unknown>) => performance.now() - (context.sentAt as number);
    const t0 = performance.now();
    const mixed = await run({
      requests: [
        {
          method: 'POST',
          path: '/game/start',
          setupRequest: (req, context) => {
            sentAt(context);
            return { ...req, headers: bearer(ownHost(context)), body: JSON.stringify(GAME) };
          },
          onResponse: (status, body, context) => {
            if (status === 200) timed.start.push(tookMs(context));
            context.gameId = status === 200 ? (JSON.parse(body) as { gameId: string }).gameId : undefined;
          },
        },
        {
          method: 'POST',
          setupRequest: (req, context) => {
            sentAt(context);
            return { ...req, path: `/game/${String(context.gameId)}/end`, headers: bearer(ownHost(context)) };
          },
          onResponse: (status, _body, context) => {
            if (status === 200) timed.end.push(tookMs(context));
          },
        },
      ],
    });
    const wall = (performance.now() - t0) / 1000;
    const kind = (ms: number[]) => ({
      perSecond: Math.round(ms.length / wall),
      p50Ms: percentile(ms, 0.5),
      p99Ms: percentile(ms, 0.99),
    });
    await inBatches(tokens, 4, endRunning);
    return { ...mixed, starts: kind(timed.start), ends: kind(timed.end) };
  };

  if (wanted('gameStart') || wanted('gameStartShifts')) {
    scenarios.gameStart = {
      request: 'POST /game/start (100 cards, fullCard) then POST /game/:gameId/end, per connection',
      ...(await startsAndEnds()),
    };
  }

  if (wanted('gameStartShifts')) {
    // The same starts in halls that require a shift, each host's shift open (docs/games-and-money.md#the-till):
    // a start also reads the hall's setting and locks the open shift, and its end adds to the shift.
    await requireShifts(server.url, superToken, tokens);
    const withShifts = await startsAndEnds();
    const without = scenarios.gameStart!.starts as { p99Ms: number };
    scenarios.gameStartShifts = {
      request: 'as gameStart, every hall requiring a shift and every host in an open one',
      ...withShifts,
      startP99XWithoutShifts: Number(((withShifts.starts.p99Ms ?? 0) / Math.max(without.p99Ms, 0.001)).toFixed(3)),
    };
  }

  if (wanted('adminStats')) {
    scenarios.adminStats = {
      request: 'GET /admin/stats (a host with games)',
      ...(await run({ method: 'GET', requests: [{ path: '/admin/stats' }], headers: bearer(firstHost) })),
    };
  }

  if (wanted('graphqlDashboard')) {
    scenarios.graphqlDashboard = {
      request: 'POST /graphql DashboardMe (the dashboard on load)',
      ...(await run({
        method: 'POST',
        requests: [{ path: '/graphql' }],
        headers: bearer(firstHost),
        body: JSON.stringify({ query: dashboardQuery(), operationName: 'DashboardMe' }),
      })),
    };
  }

  if (wanted('isWinner')) {
    // isWinner: every host gets a fresh 100-card game and presses play; each request checks another
    // card on the calls revealed when it arrives (a few: fullCard cannot complete, a losing claim,
    // the common case). Never the same card twice.
    const games = await inBatches(tokens, 4, async (token) => {
      await endRunning(token);
      const game = await api(server.url, 'POST', '/game/start', GAME, bearer(token));
      await api(server.url, 'POST', `/game/${game.gameId}/play`, undefined, bearer(token));
      return { token, game };
    });
    const claims: { path: string; headers: Record<string, string>; body: string }[] = [];
    for (const card of ALL_CARDS) {
      for (const { token, game } of games) {
        claims.push({
          path: `/game/isWinner/${game.gameId}/${card}`,
          headers: bearer(token),
          body: JSON.stringify({}),
        });
      }
    }
    let c = 0;
    scenarios.isWinner = {
      request: 'POST /game/isWinner/:gameId/:cardNumber (a losing claim)',
      claimsAvailable: claims.length,
      ...(await run({
        maxOverallRequests: claims.length,
        requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, ...claims[c++ % claims.length]! }) }],
      })),
    };
  }

  if (wanted('login')) {
    scenarios.login = {
      request: 'POST /api/admin/login (argon2id verification, by design slow)',
      ...(await run({
        method: 'POST',
        requests: [{ path: '/api/admin/login' }],
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: names[0], password: PASSWORD }),
      })),
    };
  }

  // autocannon's percentiles are whole milliseconds (the floor's p50 is often 0), so the latency
  // ratio uses the mean.
  const ratio = (f: Figures) => ({
    rpsOfFloor: Number((f.rps / floorFigures.rps).toFixed(4)),
    meanLatencyXFloor: Number((f.meanMs / Math.max(floorFigures.meanMs, 0.001)).toFixed(1)),
  });
  console.log(
    JSON.stringify(
      {
        node: process.version,
        database: db.label,
        cpus: os.cpus().length,
        loadAverageBefore: Number(loadBefore!.toFixed(2)),
        secondsPerScenario: SECONDS,
        connections: CONNECTIONS,
        historyGamesPerHost: HISTORY_GAMES,
        logLevel: 'warn',
        floor: { request: 'GET / on a bare node:http server answering a fixed JSON', ...floorFigures },
        scenarios: Object.fromEntries(Object.entries(scenarios).map(([k, f]) => [k, { ...f, ...ratio(f) }])),
        notes: [
          'gameStart: rps, p50Ms and p99Ms count starts and ends alike (two requests per game); starts and ends give each kind apart (perSecond: answered 200 per second of the run). The start budget reads starts.perSecond: each start is followed by its end, so a start with its end is one start.',
          'rps = answered requests per second; p50Ms/p99Ms from autocannon; rpsOfFloor = rps / floor rps; meanLatencyXFloor = mean latency / floor mean latency (percentiles are whole ms).',
          'gameStartShifts: the same run after gameStart with every hall requiring a shift and every host in an open one; startP99XWithoutShifts = its starts.p99Ms / gameStart starts.p99Ms (budget: at most 1.1).',
          'Login verifies an argon2id hash (19 MiB, 2 passes) on purpose: its rate is bounded by the CPU, not by the service.',
          'Client, API and database share the machine: on a busy machine (see loadAverageBefore) the figures are noisy.',
          'isWinner never repeats a card: at most claimsAvailable claims in the run.',
        ],
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await floor.stop();
  await db.drop();
}
