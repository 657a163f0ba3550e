// Game engine timing (start, claims), printed as one JSON document.
// Usage: npm run bench:game -w api   (embedded PGlite in a temporary folder)
//        DATABASE_URL=postgres://… npm run bench:game -w api   (a real PostgreSQL; use a fresh database)
// The real server starts in this process (same start-up path as `npm start`); clients talk to it
// over HTTP with keep-alive, like browsers do. Every loop is bounded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PATTERN_NAMES } from '@bingo/core';
import { loadConfig } from '../src/config/config';
import { startServer } from '../src/server';
import { createLogger } from '../src/shared/http/logger';
import { createAccount } from '../src/modules/account';

const CLIENTS = 20;
const START_SAMPLES = 100;
const CLAIM_SAMPLES = 300;
const THROUGHPUT_ROUNDS = 2;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const server = await startServer(config, createLogger('silent'));

async function call(method: string, urlPath: string, token: string | undefined, body?: unknown): Promise<any> {
  const res = await fetch(server.url + urlPath, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The claim clients run in a worker thread (plain JS, its own event loop and core), so the
 * server's thread does only server work, as it would with real browsers.
 */
const CLIENT_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, jobs, concurrency } = workerData;
(async () => {
  const times = [];
  let next = 0;
  const t0 = performance.now();
  async function loop() {
    while (next < jobs.length) {
      const job = jobs[next++];
      const t = performance.now();
      const res = await fetch(url + '/game/isWinner/' + job.gameId + '/' + job.card, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + job.token },
        body: JSON.stringify({ calledNumbers: job.calls }),
      });
      const body = await res.json();
      if (!res.ok) throw new Error(res.status + ' ' + JSON.stringify(body));
      times.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop));
  parentPort.postMessage({ times, elapsedMs: performance.now() - t0 });
})().catch((e) => { parentPort.postMessage({ error: String(e) }); });
`;

interface ClaimJob {
  token: string;
  gameId: string;
  card: number;
  calls: string[];
}

/** Runs the jobs from a worker with `concurrency` clients in flight; each client takes the next job. */
function runClients(jobs: ClaimJob[], concurrency: number): Promise<{ times: number[]; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_SOURCE, { eval: true, workerData: { url: server.url, jobs, concurrency } });
    worker.once('message', (m: { times: number[]; elapsedMs: number; error?: string }) => {
      void worker.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once('error', reject);
  });
}

const login = async (username: string, password: string) =>
  (await call('POST', '/api/admin/login', undefined, { username, password })).token as string;
const ALL_CARDS = Array.from({ length: 100 }, (_, i) => i + 1);
const BIG_GAME = {
  bettingAmount: 10,
  cardPaletteNumbers: ALL_CARDS,
  callSpeed: 5000,
  gameType: 'regular',
  winningPatterns: [...PATTERN_NAMES],
};

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { samples: s.length, p50Ms: round(q(0.5)), p95Ms: round(q(0.95)), maxMs: round(s[s.length - 1]!) };
}
const round = (x: number) => Number(x.toFixed(3));

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const result = await run();
  return [performance.now() - t, result];
}

try {
  // 21 hosts with room for thousands of games: one for the sequential timings, 20 for the concurrent clients.
  const hosts: string[] = [];
  for (let i = 0; i <= CLIENTS; i++) {
    const username = `bench-host-${i}`;
    await createAccount(server.orm, {
      username,
      password: 'bench-pass-1',
      role: 'HOST',
      cardSetId: 1,
      initialWalletSantim: 100_000_000_00,
    });
    hosts.push(await login(username, 'bench-pass-1'));
  }
  const [solo, ...clients] = hosts as [string, ...string[]];

  // A host starts only when no game of its runs: end it first (not timed).
  const endRunning = async (t: string) => {
    const active = await call('GET', '/game/active', t);
    if (active?.game) await call('POST', `/game/${active.game.gameId}/end`, t);
  };
  // 1. Game start: 100 cards, every pattern.
  for (let i = 0; i < 20; i++) {
    await endRunning(solo);
    await call('POST', '/game/start', solo, BIG_GAME);
  }
  const startTimes: number[] = [];
  for (let i = 0; i < START_SAMPLES; i++) {
    await endRunning(solo);
    startTimes.push((await timed(() => call('POST', '/game/start', solo, BIG_GAME)))[0]);
  }

  // 2. isWinner latency, one client: every card of a game checked on 5 calls (a losing check).
  const latencyJobs: ClaimJob[] = [];
  // A host has one game at a time, so the ~330 checks use games of four different hosts.
  for (const t of clients.slice(0, Math.ceil((CLAIM_SAMPLES + 30) / ALL_CARDS.length))) {
    const game = await call('POST', '/game/start', t, BIG_GAME);
    for (const card of ALL_CARDS)
      latencyJobs.push({ token: t, gameId: game.gameId, card, calls: game.calledNumbers.slice(0, 5) });
  }
  const claimTimes = (await runClients(latencyJobs.slice(0, CLAIM_SAMPLES + 30), 1)).times.slice(30);

  // 3. Throughput: 20 clients in flight, each with its own host and 100-card game, checking every card.
  let claims = 0;
  let elapsedMs = 0;
  for (let round_ = 0; round_ < THROUGHPUT_ROUNDS; round_++) {
    await Promise.all(clients.map(endRunning));
    const games = await Promise.all(clients.map((t) => call('POST', '/game/start', t, BIG_GAME)));
    // Interleaved so the 20 clients work on 20 different games at once.
    const jobs: ClaimJob[] = [];
    for (const card of ALL_CARDS)
      clients.forEach((t, i) =>
        jobs.push({ token: t, gameId: games[i].gameId, card, calls: games[i].calledNumbers.slice(0, 10) }),
      );
    const run = await runClients(jobs, CLIENTS);
    claims += run.times.length;
    elapsedMs += run.elapsedMs;
  }
  const claimsPerSecond = Math.round((claims / elapsedMs) * 1000);

  const start = stats(startTimes);
  const claim = stats(claimTimes);
  console.log(
    JSON.stringify(
      {
        node: process.version,
        database: config.databaseUrl ? 'postgres' : 'embedded (PGlite)',
        gameStart: {
          cards: 100,
          patterns: PATTERN_NAMES.length,
          ...start,
          budgetP50Ms: 30,
          withinBudget: start.p50Ms < 30,
        },
        isWinner: { ...claim, budgetP50Ms: 5, withinBudget: claim.p50Ms < 5 },
        isWinnerThroughput: {
          clients: CLIENTS,
          claims,
          seconds: round(elapsedMs / 1000),
          claimsPerSecond,
          budgetPerSecond: 1000,
          withinBudget: claimsPerSecond >= 1000,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
