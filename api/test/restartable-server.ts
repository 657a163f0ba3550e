import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/config';
import { startServer, type RunningServer } from '../src/server';
import { createLogger } from '../src/shared/http/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface Booted extends RunningServer {
  request(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<{ status: number; body: any }>;
  login(username?: string, password?: string): Promise<string>;
}

/**
 * A server that can be stopped and started again on the SAME database (the PGlite instance is
 * kept open between boots; on PostgreSQL the same database), like a process restart.
 */
export async function restartableServer(): Promise<{ boot(): Promise<Booted>; dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-restart-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const db: TestDatabase = await createTestDatabase();
  return {
    boot: async () => {
      const server = await startServer(config, createLogger(config.logLevel), db.target);
      const request: Booted['request'] = async (method, urlPath, options = {}) => {
        const headers: Record<string, string> = {};
        if (options.body !== undefined) headers['content-type'] = 'application/json';
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        const res = await fetch(server.url + urlPath, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      };
      return {
        ...server,
        request,
        login: async (username = 'demo', password = 'demo1234') =>
          (await request('POST', '/api/admin/login', { body: { username, password } })).body.token as string,
      };
    },
    dispose: async () => {
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
