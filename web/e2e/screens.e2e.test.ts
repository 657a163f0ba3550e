import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';
import { screensSuite } from './screens';

let server: AppServer;
let chrome: Awaited<ReturnType<typeof launchBrowser>>;
let browser: Browser;

beforeAll(async () => {
  [server, chrome] = await Promise.all([startAppServer(), launchBrowser()]);
  browser = chrome.browser;
}, 60_000);
afterAll(async () => {
  await chrome?.close();
  await server?.stop();
});

screensSuite(() => ({ server, browser }));
