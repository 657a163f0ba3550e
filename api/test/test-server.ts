import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config/config';
import { startServer, type RunningServer } from '../src/server';
import type { ServiceOptions } from '../src/services';
import { createLogger } from '../src/shared/http/logger';
import { createTestDatabase } from './test-database';

export interface TestServer extends RunningServer {
  config: AppConfig;
  /** fetch against the server, JSON in and out. */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string | Buffer },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>;
  login(username?: string, password?: string): Promise<string>;
  /** A step-up token for the X-Step-Up header (password re-entered). */
  stepUp(token: string, password?: string): Promise<string>;
  /**
   * Resolves once this instance has heard every event committed before the call (a database
   * trigger's, another instance's): it sends a probe and waits for it, and PostgreSQL delivers
   * notifications in commit order. For a test that changes rows behind the API's back.
   */
  heard(): Promise<void>;
}

/**
 * The real server (same start-up path as `npm start`: migrations, seeding, Express, Apollo)
 * on a random port over a fresh copy of the template database. `options.now`: a clock the test
 * drives (helpers/test-clock.ts) for the services that take one.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: ServiceOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const db = await createTestDatabase();
  const server = await startServer(config, createLogger(config.logLevel), db.target, options);

  const request: TestServer['request'] = async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(server.url + urlPath, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text so a test can show what came back
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    ...server,
    config,
    request,
    graphql: async (query, variables, token, headers) => {
      const res = await request('POST', '/graphql', { body: { query, variables }, token, headers });
      return { status: res.status, body: res.body };
    },
    login: async (username = 'demo', password = 'demo1234') => {
      const res = await request('POST', '/api/admin/login', { body: { username, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    stepUp: async (token, password = 'demo1234') => {
      const res = await request('POST', '/api/admin/step-up', { body: { password }, token });
      if (res.status !== 200) throw new Error(`step-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.stepUpToken as string;
    },
    heard: () => heardEverything(server),
    close: async () => {
      await server.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let probes = 0;

async function heardEverything(server: RunningServer): Promise<void> {
  const topic = `test-probe-${process.pid}-${++probes}`;
  let stop = () => {};
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the event bus did not deliver a probe within 5 s')), 5_000);
    stop = server.bus.subscribe(topic, () => {
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    await server.bus.publish({ topic, kind: 'PROBE' });
    await arrived;
  } finally {
    stop();
  }
}
