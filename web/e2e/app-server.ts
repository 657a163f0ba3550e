import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileAppears, outputMatches } from '../../api/test/helpers/process-waits';

const API_DIR = path.resolve(import.meta.dirname, '../../api');
const WEB_DIST = path.resolve(import.meta.dirname, '../dist');

/** Environment variable naming a template folder: `data/` to start from, once `ready` is there. */
export const E2E_TEMPLATE_ENV = 'BINGO_E2E_TEMPLATE_DIR';
export const TEMPLATE_READY = 'ready';
export const TEMPLATE_FAILED = 'failed';

/** The template's data folder, once global-setup.ts has finished making it. */
async function templateData(template: string): Promise<string> {
  const wait = Math.max(120_000, Number(process.env.E2E_START_TIMEOUT_MS) || 0);
  const mark = await fileAppears(template, [TEMPLATE_READY, TEMPLATE_FAILED], wait).catch(() => {
    throw new Error(`the e2e template database in ${template} was not ready in ${wait / 1000} s`);
  });
  if (mark === TEMPLATE_FAILED)
    throw new Error(
      `the e2e template database could not be made:\n${fs.readFileSync(path.join(template, TEMPLATE_FAILED), 'utf8')}`,
    );
  return path.join(template, 'data');
}

export interface AppServer {
  url: string;
  output: () => string;
  /** The server's embedded database folder. */
  dataDir: string;
  /** SIGTERM (a clean close of the database), then remove the folder unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The real app as `npm start` runs it (the API process serving the built web app) on a fresh
 * embedded database in a temporary DATA_DIR, on a free port.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  /** startTimeoutMs: how long to wait for the server to listen (default 90 s; a hang detector, the wait ends when it listens). */
  options: { keepAnnouncements?: boolean; fresh?: boolean; startTimeoutMs?: number } = {},
): Promise<AppServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` first (npm test does)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-e2e-'));
  // A migrated and seeded copy (made once by e2e/global-setup.ts) opens in a fraction of the
  // time a fresh folder takes to migrate and seed; the result is the same database.
  const template = options.fresh ? undefined : process.env[E2E_TEMPLATE_ENV];
  if (template) fs.cpSync(await templateData(template), dataDir, { recursive: true });
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // No demo history (docs/demo-history.md): the server starts with the demo accounts only.
      DEMO_HISTORY_DAYS: '0',
      // Games run in the background with no screen open (docs/fairness.md#no-calls-into-an-empty-room
      // would pause them); a test that wants the pause passes AUTO_PAUSE_CHECK_MS.
      AUTO_PAUSE_CHECK_MS: '0',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output, options.startTimeoutMs ?? 90_000);
  // The demo data has an active announcement whose overlay would cover the screens under test.
  if (!options.keepAnnouncements) await setAnnouncementsActive(url, false);
  return {
    url,
    output: () => output,
    dataDir,
    stop: async (options: { keepData?: boolean } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the server's "serving on" line (it listens only once ready), then asks /healthz once. */
async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  try {
    await outputMatches(child, /serving on http:/, output, timeoutMs);
    const res = await fetch(`${url}/healthz`);
    if (!res.ok) throw new Error(`/healthz answered ${res.status}:\n${output()}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Switches every announcement on or off through the super admin's REST API. */
export async function setAnnouncementsActive(url: string, isActive: boolean): Promise<void> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${url}/api/admin/announcements`, { headers })).json()) as {
    id: string;
    title: string;
    body: string;
    link?: string | null;
    linkLabel?: string | null;
    startsAt: string;
    endsAt: string;
  }[];
  for (const a of list) {
    const res = await fetch(`${url}/api/admin/announcements/${a.id}`, {
      method: 'PUT',
      headers,
      // A PUT replaces the announcement: send every field back, only isActive changed.
      body: JSON.stringify({
        title: a.title,
        body: a.body,
        link: a.link ?? undefined,
        linkLabel: a.linkLabel ?? undefined,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        isActive,
      }),
    });
    if (!res.ok) throw new Error(`could not switch ${isActive ? 'on' : 'off'} announcement ${a.id}: ${res.status}`);
  }
}
