// The processes the HTTP bench measures: the real API (as `npm start` runs it) and a bare
// node:http server as the floor. Both run apart from the bench, which only drives them.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const API_DIR = path.resolve(import.meta.dirname, '../..');

export interface Child {
  url: string;
  /** The process id, to read its CPU time from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** A database of our own for the run: a fresh one on DATABASE_URL's server, else an embedded one in a temporary folder. */
export async function benchDatabase(serverUrl: string | undefined): Promise<{
  env: Record<string, string>;
  label: string;
  /** Refreshes the planner's statistics (PostgreSQL; the embedded database belongs to the API process). */
  analyze(): Promise<void>;
  drop(): Promise<void>;
}> {
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-http-bench-'));
    return {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      label: 'embedded (PGlite)',
      analyze: async () => {},
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bingo_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const sql = async (text: string, connectionString = admin.toString()) => {
    const client = new Client({ connectionString });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sql(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-http-bench-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    label: 'postgres',
    analyze: () => sql('analyze', url.toString()),
    drop: async () => {
      await sql(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API in its own process: development mode (demo accounts seeded), real argon2 costs (the
 * test-only cheap hashing is switched off), request logs at warn so the figures measure the
 * service rather than the terminal.
 */
export async function startApi(dbEnv: Record<string, string>): Promise<Child> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    // No demo history (docs/demo-history.md): the server starts with the demo accounts only.
    DEMO_HISTORY_DAYS: '0',
    HOST: '127.0.0.1',
    // Any free port: the URL is read from the start-up line ("… serving on http://…").
    PORT: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: crypto.randomBytes(36).toString('base64'),
    BINGO_TEST_FAST_HASH: undefined,
    // A bench's own tsx setting (relative to the root) is not the server's (it starts in api/).
    TSX_TSCONFIG_PATH: undefined,
    ...dbEnv,
  };
  const child = spawn(process.execPath, [...apiNodeArgs(), '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watch(child, /serving on (http:\/\/[\d.]+:\d+)/, '/readyz');
}

/** BENCH_API_NODE_ARGS: extra node flags for an API process a bench starts (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"). */
export function apiNodeArgs(): string[] {
  return (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

const FLOOR_SOURCE = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok', message: 'a fixed answer' });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => console.log('floor on http://127.0.0.1:' + server.address().port));
`;

/** The floor: what node:http alone costs on this machine, in a process of its own like the API. */
export async function startFloor(): Promise<Child> {
  const child = spawn(process.execPath, ['-e', FLOOR_SOURCE], { env: {}, stdio: ['ignore', 'pipe', 'pipe'] });
  return watch(child, /floor on (http:\/\/[\d.]+:\d+)/, '/');
}

/**
 * The platform bench's floor (platform/floor-server.ts): the hall traffic answered by bare
 * node:http + ws, in a process of its own started as the API is; with `databaseUrl`, each request
 * also stores its fact in one statement (platform/floor-store.ts). `stack`: the same traffic and
 * statements through the API's stack instead (platform/stack-floor-server.ts; needs `databaseUrl`).
 * `listeners`: each statement also notifies, heard by that many listening connections (BENCH_FLOOR=told).
 */
export async function startPlatformFloor(
  floor: { databaseUrl?: string; stack?: boolean; listeners?: number } = {},
): Promise<Child> {
  const source = floor.stack ? 'bench/platform/stack-floor-server.ts' : 'bench/platform/floor-server.ts';
  const child = spawn(process.execPath, [...apiNodeArgs(), '--import', 'tsx', source], {
    cwd: API_DIR,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: undefined,
      FLOOR_DATABASE_URL: floor.databaseUrl,
      FLOOR_LISTENERS: String(floor.listeners ?? 0),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watch(child, /platform floor on (http:\/\/[\d.]+:\d+)/, '/healthz');
}

/** Waits for the process to print its URL (matched by `announces`), then for `readyPath` to answer 2xx. */
async function watch(child: ChildProcess, announces: RegExp, readyPath: string): Promise<Child> {
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const deadline = Date.now() + 180_000; // start-up on a busy 2-core machine can take a minute
  let url: string | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`not ready within 180 s:\n${output}`);
    }
    url ??= announces.exec(output)?.[1];
    if (
      url &&
      (await fetch(url + readyPath).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
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
