import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';

export interface E2E {
  server: AppServer;
  browser: Browser;
}

/**
 * One real app server (fresh database) and one Chromium per test file, started together before
 * the file's tests and stopped after them. Read `server`/`browser` inside tests, not at import.
 */
export function useAppAndBrowser({
  // A hang detector only: on a loaded machine (three e2e servers, the other projects' suites and
  // the template's own server starting together) a start took over 30 s. E2E_START_TIMEOUT_MS
  // raises it further.
  startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 150_000,
}: { startTimeoutMs?: number } = {}): E2E {
  const e2e = {} as E2E;
  let closeBrowser: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const [server, chrome] = await Promise.all([startAppServer({}, { startTimeoutMs }), launchBrowser()]);
    e2e.server = server;
    e2e.browser = chrome.browser;
    closeBrowser = chrome.close;
  }, startTimeoutMs);
  afterAll(async () => {
    await closeBrowser?.();
    await e2e.server?.stop();
  });
  return e2e;
}
