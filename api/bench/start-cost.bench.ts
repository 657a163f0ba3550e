// `npm run -s bench:start-cost`: where one game start spends its effort. The
// server in this process (as `npm start` builds it) on a fresh PostgreSQL database; H hosts each
// start and end BENCH_GAMES games through the game service, one host at a time, then a parallel
// round of starts. Prints one JSON document: SQL statements per start (by their first words),
// rows written per start (pg_stat_user_tables), and the start's time in this process.
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) BENCH_GAMES (200) BENCH_HOSTS (20)
//   BENCH_HISTORY_GAMES (20: games each host plays, then `analyze`, before anything is measured)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import pg from 'pg';
import { loadConfig } from '../src/config/config';
import { createAccount } from '../src/modules/account';
import { startServer } from '../src/server';
import type { Actor } from '../src/shared/auth/actor';
import { createLogger } from '../src/shared/http/logger';
import { postgresCpuMs } from './http/cpu';
import { percentile } from './platform/hall-run';

const GAMES = Number(process.env.BENCH_GAMES ?? 200);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 20);
const HISTORY_GAMES = Number(process.env.BENCH_HISTORY_GAMES ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INPUT = { bettingAmountSantim: 2000, cardPaletteNumbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], callSpeed: 3000 };

const name = `bingo_start_cost_${crypto.randomBytes(4).toString('hex')}`;
const admin = async (text: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(text).finally(() => client.end());
};
await admin(`create database ${name}`);
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-start-cost-'));
const log = console.log;
console.log = () => undefined; // the seed prints the demo accounts
const server = await startServer(
  loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    PORT: '0',
    LOG_LEVEL: 'warn',
  }),
  createLogger('silent'),
);
console.log = log;
try {
  const actors: Actor[] = [];
  for (let i = 0; i < HOSTS; i++) {
    const account = await createAccount(server.orm, {
      username: `cost${i}`,
      password: 'cost-pass-1',
      role: 'HOST',
      cardSetId: 1,
      initialWalletSantim: 1_000_000_000,
    });
    actors.push({
      id: account.id,
      username: account.username,
      role: 'HOST',
      cardSetId: 1,
      ownerGroupId: null,
      steppedUp: false,
    });
  }
  const games = server.services.games;
  // Warm up (JIT, card set cache) on a platform with a past: every host plays HISTORY_GAMES games,
  // then the planner's statistics are refreshed and the prepared plans made again, as on a running
  // platform (on a brand-new database they scan every game: docs/audit.md#game-start-cost).
  for (let g = 0; g < Math.max(1, HISTORY_GAMES); g++) {
    for (const actor of actors) await games.end(actor, (await games.start(actor, INPUT)).gameId);
  }
  if (HISTORY_GAMES > 0) await server.orm.em.getConnection().execute('analyze');

  // Count statements as node-postgres sends them (MikroORM's and the parameterized hot paths alike).
  const statements = new Map<string, number>();
  let counting = false;
  const texts = new Set<string>();
  const clientProto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = clientProto.query;
  clientProto.query = function (this: unknown, ...args: unknown[]) {
    const sent = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (counting && typeof sent === 'string' && !/^\s*(begin|commit)\b/i.test(sent)) {
      const text = sent.replace(/\s+/g, ' ').trim();
      const head = /^(select|insert into|update|delete from|with|savepoint|release)\s*("?[\w_]+"?)?/i.exec(text);
      const key = head ? `${head[1]!.toLowerCase()} ${(head[2] ?? '').replaceAll('"', '')}`.trim() : text.slice(0, 40);
      statements.set(key, (statements.get(key) ?? 0) + 1);
      if (process.env.BENCH_SQL) texts.add(text.slice(0, 240));
    }
    return original.apply(this, args);
  };
  const pgStats = async () =>
    server.orm.em
      .getConnection()
      .execute<{ relname: string; ins: string; upd: string }[]>(
        'select relname, n_tup_ins as ins, n_tup_upd as upd from pg_stat_user_tables',
      );
  // A backend sends its table counts to pg_stat_* when it goes idle, but at most once a second and
  // otherwise within PGSTAT_IDLE_INTERVAL (10 s, PostgreSQL 15's pgstat.c): wait that long, or the
  // seeding's rows land in the measured window.
  const statsFlushed = () => new Promise((r) => setTimeout(r, 11_000));
  await statsFlushed();
  const before = await pgStats();

  const startMs: number[] = [];
  const ends: [Actor, string][] = [];
  for (let g = 0; g < GAMES; g++) {
    const actor = actors[g % HOSTS]!;
    counting = true;
    const t = performance.now();
    const game = await games.start(actor, INPUT);
    startMs.push(performance.now() - t);
    counting = false;
    await games.end(actor, game.gameId);
    ends.push([actor, game.gameId]);
  }
  await statsFlushed();
  const after = await pgStats();
  await server.orm.em.getConnection().execute('select pg_stat_clear_snapshot()');
  const rows: Record<string, number> = {};
  for (const row of after) {
    const was = before.find((b: { relname: string }) => b.relname === row.relname);
    const n = Number(row.ins) + Number(row.upd) - (was ? Number(was.ins) + Number(was.upd) : 0);
    if (n > 0) rows[row.relname] = Math.round((n / GAMES) * 100) / 100;
  }

  // Starts of all hosts at once: the figures a hall country sees.
  const parallel: number[] = [];
  const pgCpuBefore = postgresCpuMs(name);
  const nodeCpuBefore = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    actors.map(async (actor) => {
      for (let g = 0; g < Math.ceil(GAMES / HOSTS); g++) {
        const t = performance.now();
        const game = await games.start(actor, INPUT);
        parallel.push(performance.now() - t);
        await games.end(actor, game.gameId);
      }
    }),
  );
  const parallelSeconds = (performance.now() - t0) / 1000;
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  const nodeCpuMs = (nodeCpu.user + nodeCpu.system) / 1000;
  const pgCpuMs = postgresCpuMs(name) - pgCpuBefore;
  if (process.env.BENCH_SQL) console.error([...texts].join('\n'));
  const total = [...statements.values()].reduce((a, b) => a + b, 0);
  console.log(
    JSON.stringify(
      {
        bench: 'start-cost',
        games: GAMES,
        hosts: HOSTS,
        historyGamesPerHost: HISTORY_GAMES,
        loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
        statementsPerStart: Math.round((total / GAMES) * 100) / 100,
        statements: Object.fromEntries(
          [...statements.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => [k, Math.round((v / GAMES) * 100) / 100]),
        ),
        rowsWrittenPerStartAndEnd: rows,
        rowsWrittenPerStartAndEndTotal: Math.round(Object.values(rows).reduce((a, b) => a + b, 0) * 100) / 100,
        sequential: { startP50Ms: percentile(startMs, 0.5), startP99Ms: percentile(startMs, 0.99) },
        parallelAllHosts: {
          starts: parallel.length,
          startAndEndPerSecond: Math.round((parallel.length / parallelSeconds) * 10) / 10,
          startP50Ms: percentile(parallel, 0.5),
          startP99Ms: percentile(parallel, 0.99),
          nodeCpuMsPerStartAndEnd: Math.round((nodeCpuMs / parallel.length) * 100) / 100,
          postgresCpuMsPerStartAndEnd: Math.round((pgCpuMs / parallel.length) * 100) / 100,
        },
        notes: [
          'statements: SQL statements the start ran (through MikroORM), by their first words, per start (not counting the transaction begin and commit).',
          'rows: tuples inserted or updated per start and end together, from pg_stat_user_tables.',
        ],
      },
      null,
      2,
    ),
  );
} finally {
  await server.close();
  await admin(`drop database if exists ${name} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
