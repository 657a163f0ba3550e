// `npm run -s bench:platform`: a country of halls on one or two API instances.
// H halls, each a host with its own display: every BENCH_GAME_EVERY_MS the hall starts a game,
// its display subscribes to `gameEvents` (graphql-transport-ws), the operator presses play, checks 10 cards
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
//   BENCH_STATEMENT_TIMES=1: also print PostgreSQL's time a game by statement (postgresStatementTimes,
//   from pg_stat_statements over the run; the server must have it in shared_preload_libraries).
//   BENCH_FLOOR=1: the same halls against the floor (platform/floor-server.ts: bare node:http + ws,
//   no database) instead of the API, on one instance: what the messages alone cost this machine.
//   BENCH_FLOOR=db: the same floor storing each request's fact in one statement of its own
//   (platform/floor-store.ts) in the bench's database: what persisting a game costs at the least.
//   BENCH_FLOOR=told: the database floor with each statement also notifying what it stored
//   (pg_notify in the statement), heard by a listening connection per BENCH_INSTANCES: what live
//   screens on other instances require of PostgreSQL at the least.
//   BENCH_FLOOR=stack: the same statements and messages through the API's stack (Express, Apollo,
//   type-graphql, graphql-ws, MikroORM) with none of its own work (platform/stack-floor-server.ts).
//   BENCH_COMPARE_FLOOR=1: runs BENCH_FLOOR=db's floor, then the API, on the same halls one after the
//   other, and prints both with apiCpuRatioToFloor and postgresCpuRatioToFloor (CPU per game).
//   BENCH_COMPARE_FLOOR=stack: the floor, the stack floor, then the API; also prints the stack's
//   ratios to the floor and the API's to the stack (stackCpuRatioToFloor, apiCpuRatioToStack, …).
//   BENCH_COMPARE_FLOOR=told (or stack,told): the told floor too, and PostgreSQL's ratios through it
//   (toldPostgresCpuRatioToFloor, postgresCpuRatioToTold).
//   BENCH_OVERLOAD=k (e.g. 2): while the halls' games run, measures the sustainable start rate,
//   then offers k times as many starts (platform/overload.ts) and prints `overload`: starts served
//   and refused (503 with Retry-After), and the halls' call lag before and during the overload.
//   Its defaults: one game per hall lasting the whole run, first starts within 3 s.
// lockWaitMs: pg_locks is sampled every 20 ms; each lock a backend of the bench's database waits
// for (not granted: rows, transactions, advisory locks, tables) counts 20 ms.
// The npm script sets BINGO_TEST_FAST_HASH=1 (hosts are made and sign in cheaply: argon2 is not
// what is measured).
import 'reflect-metadata';
import { runPlatform, type Mode, type Settings } from './platform/run';

const OVERLOAD = boundedNumber('BENCH_OVERLOAD', 0, 0, 20);
const SECONDS = boundedNumber('BENCH_SECONDS', OVERLOAD > 0 ? 45 : 30, 1, 3600);
const FLOOR_MODES: Record<string, Mode> = { '1': 'floor', db: 'floor-db', told: 'floor-told', stack: 'floor-stack' };
const FLOOR_MODE = process.env.BENCH_FLOOR ? FLOOR_MODES[process.env.BENCH_FLOOR] : undefined;
if (process.env.BENCH_FLOOR && !FLOOR_MODE) throw new Error('BENCH_FLOOR: expected 1, db, told or stack');
// BENCH_COMPARE_FLOOR: 1, or the floors to run beside the database floor (stack, told, stack,told).
const COMPARED = new Set((process.env.BENCH_COMPARE_FLOOR ?? '').split(',').filter(Boolean));
if ([...COMPARED].some((f) => !['1', 'stack', 'told'].includes(f)))
  throw new Error('BENCH_COMPARE_FLOOR: expected 1, stack, told or stack,told');
const COMPARE_STACK = COMPARED.has('stack');
const COMPARE_TOLD = COMPARED.has('told');
const COMPARE_FLOOR = COMPARED.size > 0;
// Halls make their first start spread over this long (default: one game interval; under overload,
// 3 s). A run of whole games (75 calls at 3 s: BENCH_GAME_EVERY_MS=240000) spreads them wider.
const SPREAD_DEFAULT = OVERLOAD > 0 ? 3000 : undefined;
const GAME_EVERY_MS = boundedNumber(
  'BENCH_GAME_EVERY_MS',
  OVERLOAD > 0 ? SECONDS * 1000 - SPREAD_DEFAULT! : 4000,
  500,
  3_600_000,
);
const settings: Settings = {
  seconds: SECONDS,
  halls: boundedNumber('BENCH_HALLS', 100, 1, 5000),
  instances: boundedNumber('BENCH_INSTANCES', 1, 1, 2),
  gameEveryMs: GAME_EVERY_MS,
  spreadMs: boundedNumber('BENCH_START_SPREAD_MS', SPREAD_DEFAULT ?? GAME_EVERY_MS, 0, 600_000),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  // BENCH_DISPLAYS=0: no display subscribes (diagnosis only: what the requests alone cost).
  displays: process.env.BENCH_DISPLAYS !== '0',
  // BENCH_COUNT_STATEMENTS=1: count the statements the API processes send (diagnosis).
  countStatements: process.env.BENCH_COUNT_STATEMENTS === '1',
  statementTimes: process.env.BENCH_STATEMENT_TIMES === '1',
  historyGames: boundedNumber('BENCH_HISTORY_GAMES', 1, 0, 100),
  overload: OVERLOAD,
};

function boundedNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name}: expected ${min}-${max}, got "${raw}"`);
  return n;
}

const NOTES = {
  floor:
    'The floor: bare node:http + ws answering the same requests with fixed JSON and pushing the calls on a 50 ms tick, with no GraphQL, validation or auth; one process.',
  floorTold:
    'BENCH_FLOOR=told: the database floor\u2019s statements each also notifying its fact (pg_notify in the statement, sent as it commits), heard by one listening connection per API instance of the run.',
  floorStack:
    'BENCH_FLOOR=stack: the same statements (one per request, autocommitted, through MikroORM) and messages through Express 5, Apollo Server 5 on a type-graphql schema and graphql-ws, with no auth, validation, transaction, audit, rule or event bus.',
  floorDb:
    'BENCH_FLOOR=db: each request first stores its fact in one autocommitted, prepared statement (start: the game and its commitment; play; a check: its claim; end) on a node-postgres pool.',
  split:
    'serverCpuMsPerGameSplit: the main thread\u2019s user time (JavaScript) and system time (its system calls: socket reads and writes), and the other threads (garbage collection, compilation).',
  game: 'A game: start, display subscribed (gameEvents), play, 10 isWinner checks spread over the game, end. Calls come every 3 s, so a game of the default 4 s pushes one or two calls (callsPushedPerGame); BENCH_GAME_EVERY_MS=240000 plays all 75. serverCpuMsPerGame is the servers\u2019 CPU over the run divided by games ended.',
  locks:
    'lockWaitMs: locks waited for (pg_locks, not granted), sampled every 20 ms, times 20 ms; lockWaitMsByLock by lock type and table.',
  postgres:
    'postgresCpuMsPerGame: the CPU of the PostgreSQL backends serving the bench\u2019s database (not the lock sampler\u2019s), sampled every 500 ms so that backends ending during the run (closed pool connections) count and other databases\u2019 backends do not, per game. databaseTransactionsPerGame: pg_stat_database\u2019s commits and rollbacks per game (a statement outside a transaction is one; a transaction of several statements is one; each API instance\u2019s LISTEN connection reading the notifications of a notifying commit is one more, since PostgreSQL reads them in a transaction of their own).',
  statements:
    'databaseStatementsPerGame: the statements the API processes sent PostgreSQL during the run, per game (BEGIN, COMMIT and each pg_notify included); databaseStatementsPerGameByKind: the 15 most frequent, their literals blanked. The counting itself costs the API some CPU: compare serverCpuMsPerGame between runs without it.',
  overload:
    'overload: sustainableStartsPerSecond is what 10 closed loops of start-then-end were served in 6 s while the halls played; then starts were offered at `multiple` times that rate, open loop, each from a host of its own and followed by its end. Refused: answered 503 (with Retry-After when refusalsWithRetryAfter counts it). callLagP99MsBefore: the halls\u2019 calls in the 5 s before the calibration; DuringOverload: while the starts were offered. No per-game CPU is printed under overload (its starts are not whole games).',
  serverView:
    'serverView: the run as the API instances saw it, from their own /metrics before and after it. startsOver100Ms and checksOver100Ms: answers the instance itself took over 100 ms to send, timed from reading the request (beside clientStartsOver100Ms and clientChecksOver100Ms, the client\u2019s count of the same answers): a slow answer the client counts and no instance does was late outside the handler (a stalled event loop, the wire, the client\u2019s own loop). majorGcs and their time; eventLoopDelay: how late the instance\u2019s once-a-second sample ran (p99 and max).',
  shared:
    'Client, API instances and PostgreSQL share the machine. benchClient: the client\u2019s own CPU and event-loop delay over the run (node:http and bare graphql-transport-ws sockets, not fetch or the graphql-ws client, so that it takes less of the cores it shares); its stalls are in every time it measures.',
};

function notes(mode: Mode): string[] {
  return [
    ...(mode === 'floor' ? [NOTES.floor, 'No database.'] : []),
    ...(mode === 'floor-db' || mode === 'floor-told' ? [NOTES.floor, NOTES.floorDb] : []),
    ...(mode === 'floor-told' ? [NOTES.floorTold] : []),
    ...(mode === 'floor-stack' ? [NOTES.floorStack] : []),
    NOTES.split,
    NOTES.game,
    NOTES.locks,
    NOTES.postgres,
    ...(settings.countStatements && mode === 'api' ? [NOTES.statements] : []),
    ...(OVERLOAD > 0 ? [NOTES.overload] : []),
    ...(mode === 'api' ? [NOTES.serverView] : []),
    NOTES.shared,
  ];
}

const ratio = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' && b > 0 ? Math.round((a / b) * 100) / 100 : null;

if (COMPARE_FLOOR) {
  // The floor first (then the stack floor), then the API, on the same halls: the ratios compare one
  // machine's minutes.
  const floor = await runPlatform(settings, 'floor-db');
  const told = COMPARE_TOLD ? await runPlatform(settings, 'floor-told') : null;
  const stack = COMPARE_STACK ? await runPlatform(settings, 'floor-stack') : null;
  const api = await runPlatform(settings, 'api');
  const overloadOf = (r: Record<string, unknown>) => r.overload as Record<string, unknown> | undefined;
  console.log(
    JSON.stringify(
      {
        bench: 'platform-compare-floor',
        halls: settings.halls,
        instances: api.instances,
        gameEveryMs: settings.gameEveryMs,
        ...(OVERLOAD > 0
          ? {
              callLagP99MsDuringOverload: overloadOf(api)?.callLagP99MsDuringOverload,
              floorCallLagP99MsDuringOverload: overloadOf(floor)?.callLagP99MsDuringOverload,
            }
          : {
              apiCpuRatioToFloor: ratio(api.serverCpuMsPerGame, floor.serverCpuMsPerGame),
              postgresCpuRatioToFloor: ratio(api.postgresCpuMsPerGame, floor.postgresCpuMsPerGame),
              transactionsRatioToFloor: ratio(api.databaseTransactionsPerGame, floor.databaseTransactionsPerGame),
              ...(stack
                ? {
                    stackCpuRatioToFloor: ratio(stack.serverCpuMsPerGame, floor.serverCpuMsPerGame),
                    stackPostgresCpuRatioToFloor: ratio(stack.postgresCpuMsPerGame, floor.postgresCpuMsPerGame),
                    apiCpuRatioToStack: ratio(api.serverCpuMsPerGame, stack.serverCpuMsPerGame),
                    postgresCpuRatioToStack: ratio(api.postgresCpuMsPerGame, stack.postgresCpuMsPerGame),
                  }
                : {}),
              ...(told
                ? {
                    toldPostgresCpuRatioToFloor: ratio(told.postgresCpuMsPerGame, floor.postgresCpuMsPerGame),
                    toldTransactionsRatioToFloor: ratio(
                      told.databaseTransactionsPerGame,
                      floor.databaseTransactionsPerGame,
                    ),
                    postgresCpuRatioToTold: ratio(api.postgresCpuMsPerGame, told.postgresCpuMsPerGame),
                  }
                : {}),
            }),
        api,
        floor,
        ...(told ? { told } : {}),
        ...(stack ? { stack } : {}),
        notes: [
          'apiCpuRatioToFloor: the API processes\u2019 CPU per game over the floor server\u2019s (BENCH_FLOOR=db), the same halls one after the other in this run; postgresCpuRatioToFloor: the same for the PostgreSQL backends.',
          ...(stack
            ? [
                'stackCpuRatioToFloor: the stack floor\u2019s (BENCH_FLOOR=stack) CPU per game over the floor\u2019s; apiCpuRatioToStack: the API\u2019s over the stack floor\u2019s, the same halls in this run.',
                NOTES.floorStack,
              ]
            : []),
          ...(told
            ? [
                'toldPostgresCpuRatioToFloor: the told floor\u2019s (BENCH_FLOOR=told) PostgreSQL CPU per game over the floor\u2019s; postgresCpuRatioToTold: the API\u2019s over the told floor\u2019s, the same halls in this run.',
                NOTES.floorTold,
              ]
            : []),
          ...notes('floor-db'),
        ],
      },
      null,
      2,
    ),
  );
} else {
  const mode: Mode = FLOOR_MODE ?? 'api';
  const figures = await runPlatform(settings, mode);
  console.log(JSON.stringify({ ...figures, notes: notes(mode) }, null, 2));
}
