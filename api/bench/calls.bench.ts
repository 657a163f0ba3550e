// `npm run -s bench:calls`: live push under load. N live games on one API instance (its own
// process, as `npm start` runs it), M WebSocket subscribers per game; for every call pushed,
// the lag between the moment the clock made it due and its arrival at a subscriber; and the CPU
// the server spent. Once on the embedded database, once on PostgreSQL (BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL: a fresh database on that server). Prints one JSON document.
//
//   BENCH_GAMES (500) BENCH_SUBSCRIBERS (2 per game) BENCH_SECONDS (30) BENCH_CALL_SPEED (3000 ms)
//   BENCH_DATABASES (pglite,postgres)
// Budget (docs/fairness.md#the-games-clock): 500 live games and 1,000 subscribers with p99 lag
// under 100 ms on a 2-core machine.
// The npm script sets BINGO_TEST_FAST_HASH=1: 500 hosts are created and sign in (cheap hashing,
// here and in the server; what is measured is the push, not argon2).

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { Client as PgClient } from 'pg';
import { loadConfig } from '../src/config/config';
import { migrate, openOrm, type DatabaseTarget } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { createAccount } from '../src/modules/account';
import { seedDatabase } from '../src/seed/seed';
import { cpuTimesOf } from './http/cpu';
import { apiNodeArgs } from './http/processes';
import { createLogger } from '../src/shared/http/logger';

const API_DIR = path.resolve(import.meta.dirname, '..');
const GAMES = Number(process.env.BENCH_GAMES ?? 500);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CALL_SPEED = Number(process.env.BENCH_CALL_SPEED ?? 3000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const PASSWORD = 'bench-host-pass';
const SIGNING_KEY = crypto.randomBytes(36).toString('base64');

const GAME_EVENTS = 'subscription($gameId: ID!) { gameEvents(gameId: $gameId) { kind index at } }';

interface LagStats {
  calls: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

interface Result {
  database: string;
  games: number;
  subscribers: number;
  lagMs: LagStats;
  firstCallLagMs: LagStats;
  serverCpu: {
    msPerPushedCallSteady: number | null;
    percentOfOneCore: number;
    userSeconds: number;
    systemSeconds: number;
  };
  benchCpuPercentOfOneCore: number;
  errors: number;
}

async function main(): Promise<void> {
  const results: (Result | { database: string; skipped: string })[] = [];
  for (const database of DATABASES) {
    if (database === 'postgres' && !POSTGRES_URL) {
      results.push({ database, skipped: 'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server' });
      continue;
    }
    results.push(await run(database as 'pglite' | 'postgres'));
  }
  const budget = { games: 500, subscribers: 1000, p99LagMs: 100 };
  console.log(
    JSON.stringify(
      {
        bench: 'calls',
        machine: { cpus: os.cpus().length, node: process.version },
        settings: { games: GAMES, subscribersPerGame: SUBSCRIBERS, seconds: SECONDS, callSpeedMs: CALL_SPEED },
        budget,
        results,
        withinBudget: results.every((r) => 'skipped' in r || r.lagMs.p99 < budget.p99LagMs),
      },
      null,
      2,
    ),
  );
}

async function run(database: 'pglite' | 'postgres'): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-calls-bench-'));
  let dbName: string | null = null;
  let target: DatabaseTarget;
  let databaseUrl = '';
  if (database === 'postgres') {
    dbName = `bingo_calls_bench_${crypto.randomBytes(5).toString('hex')}`;
    await adminSql(POSTGRES_URL!, `create database ${dbName}`);
    const url = new URL(POSTGRES_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    target = { kind: 'postgres', url: databaseUrl };
  } else {
    target = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  }
  const clients: Client[] = [];
  let server: Server | undefined;
  try {
    const usernames = await prepare(target, dataDir);
    server = await startServer(dataDir, databaseUrl);
    const url = server.url;

    const tokens = await inBatches(usernames, 25, async (username) => {
      const res = await post(url, '/api/admin/login', { username, password: PASSWORD });
      return res.token as string;
    });
    const gameIds = await inBatches(tokens, 25, async (token) => {
      const data = await gql(url, token, 'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }', {
        input: {
          bettingAmountSantim: 2000,
          cardPaletteNumbers: [1, 2, 3],
          callSpeed: CALL_SPEED,
          winningPatterns: ['any'],
        },
      });
      return data.startGame.gameId as string;
    });

    // M screens per game, each on its own socket, told the catch-up (PAUSED) before play.
    const lags: number[] = [];
    const firstLags: number[] = [];
    /** Calls due once every game plays (the 500 play requests are over): the steady state. */
    let steadyFrom = Number.POSITIVE_INFINITY;
    let errors = 0;
    let measuring = false;
    let subscribed = 0;
    let allSubscribed!: () => void;
    const ready = new Promise<void>((resolve) => (allSubscribed = resolve));
    for (const [i, gameId] of gameIds.entries()) {
      for (let s = 0; s < SUBSCRIBERS; s++) {
        const client = createClient({
          url: `${url.replace(/^http/, 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${tokens[i]}` },
          retryAttempts: 0,
        });
        clients.push(client);
        let first = true;
        client.subscribe<{ gameEvents: { kind: string; index: number | null; at: string } }>(
          { query: GAME_EVENTS, variables: { gameId } },
          {
            next: ({ data }) => {
              const arrived = Date.now();
              if (first) {
                first = false;
                if (++subscribed === gameIds.length * SUBSCRIBERS) allSubscribed();
              }
              const event = data?.gameEvents;
              if (measuring && event?.kind === 'CALL') {
                const due = Date.parse(event.at);
                // Call 1 is due the instant PLAY is recorded: its lag includes the play request's own path.
                if (event.index === 1) firstLags.push(arrived - due);
                else if (due >= steadyFrom) lags.push(arrived - due);
              }
            },
            error: () => errors++,
            complete: () => undefined,
          },
        );
      }
    }
    await ready;

    // Play the games spread over one call interval, so calls fall evenly (as in a real hall).
    measuring = true;
    const cpuBefore = cpuTimesOf(server.pid);
    const benchBefore = process.cpuUsage();
    const t0 = Date.now();
    await Promise.all(
      gameIds.map(async (gameId, i) => {
        await sleep((i * CALL_SPEED) / gameIds.length);
        await gql(url, tokens[i]!, 'mutation($id: ID!) { playGame(gameId: $id) { gameId } }', { id: gameId });
      }),
    );
    steadyFrom = Date.now();
    const steadyCpuBefore = cpuTimesOf(server.pid);
    const steadyCallsBefore = lags.length;
    await sleep(Math.max(0, SECONDS * 1000 - (Date.now() - t0)));
    measuring = false;
    const steadyCpu = cpuTimesOf(server.pid);
    const steadyCalls = lags.length - steadyCallsBefore;
    const steadyCpuMs = (steadyCpu.user + steadyCpu.system - steadyCpuBefore.user - steadyCpuBefore.system) * 1000;
    const wall = (Date.now() - t0) / 1000;
    const cpuAfter = cpuTimesOf(server.pid);
    const bench = process.cpuUsage(benchBefore);

    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      return {
        calls: sorted.length,
        p50: pick(0.5),
        p99: pick(0.99),
        max: sorted.at(-1) ?? NaN,
        mean: Math.round((sorted.reduce((a, b) => a + b, 0) / sorted.length) * 10) / 10,
      };
    };
    const user = cpuAfter.user - cpuBefore.user;
    const system = cpuAfter.system - cpuBefore.system;
    return {
      database,
      games: gameIds.length,
      subscribers: gameIds.length * SUBSCRIBERS,
      /** Calls due after every game was playing: the budget's figure. */
      lagMs: stats(lags),
      /** First calls (due at PLAY, while 500 play requests arrive within one interval). */
      firstCallLagMs: stats(firstLags),
      serverCpu: {
        /** Once every game plays (only calls are pushed): the server's CPU per call pushed to one screen, idle work included. */
        msPerPushedCallSteady: steadyCalls === 0 ? null : Math.round((steadyCpuMs / steadyCalls) * 1000) / 1000,
        percentOfOneCore: Math.round(((user + system) / wall) * 1000) / 10,
        userSeconds: Math.round(user * 100) / 100,
        systemSeconds: Math.round(system * 100) / 100,
      },
      benchCpuPercentOfOneCore: Math.round(((bench.user + bench.system) / 1e6 / wall) * 1000) / 10,
      errors,
    };
  } finally {
    await Promise.all(clients.map(async (c) => c.dispose()));
    await server?.stop();
    if (dbName) await adminSql(POSTGRES_URL!, `drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Migrates and seeds the database, then adds the hosts (one live game each: a host runs one at a time). */
async function prepare(target: DatabaseTarget, dataDir: string): Promise<string[]> {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, JWT_SECRET: SIGNING_KEY });
  const orm = await openOrm(target, ENTITIES);
  try {
    await migrate(orm);
    // The seed prints the demo accounts; this bench's stdout is its JSON document alone.
    const log = console.log;
    console.log = () => undefined;
    try {
      await seedDatabase(orm, config, createLogger('silent'));
    } finally {
      console.log = log;
    }
    const usernames = Array.from({ length: GAMES }, (_, i) => `benchhost${i}`);
    await inBatches(usernames, 10, (username) =>
      createAccount(orm, {
        username,
        password: PASSWORD,
        role: 'HOST',
        cardSetId: 1,
        initialWalletSantim: 10_000_000,
      }),
    );
    return usernames;
  } finally {
    await orm.close(true);
  }
}

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(dataDir: string, databaseUrl: string): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [...apiNodeArgs(), '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      // This bench's own tsx setting (relative to the root) is not the server's (it starts in api/).
      TSX_TSCONFIG_PATH: undefined,
      NODE_ENV: 'development',
      DEMO_HISTORY_DAYS: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: SIGNING_KEY,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BINGO_TEST_FAST_HASH: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const deadline = Date.now() + 180_000;
  let url: string | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 180 s:\n${output}`);
    }
    url ??= /serving on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
    if (
      url &&
      (await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function post(url: string, urlPath: string, body: unknown): Promise<any> {
  const res = await fetch(url + urlPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function gql(url: string, token: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

async function adminSql(serverUrl: string, text: string): Promise<void> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new PgClient({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await main();
