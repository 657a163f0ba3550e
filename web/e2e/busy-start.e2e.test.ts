import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';
import { ACTIVE_GAME, gql, screenshot, signIn } from './helpers';

// A server that admits no game start (START_MAX_IN_FLIGHT=0), as one at its load limit answers:
// 503 with Retry-After and SERVER_BUSY. The loop's delay is not watched, so the wait is always 2 s.
let server: AppServer;
let browser: Browser;
let closeBrowser: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  const [app, chrome] = await Promise.all([
    startAppServer({ START_MAX_IN_FLIGHT: '0', START_MAX_DELAY_MS: '0' }, { startTimeoutMs: 150_000 }),
    launchBrowser(),
  ]);
  server = app;
  browser = chrome.browser;
  closeBrowser = chrome.close;
}, 150_000);
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
});

async function pressStart(page: Page): Promise<void> {
  for (const n of [4, 5, 6]) await page.getByTestId(`card-${n}`).click();
  await page.getByTestId('bet-10').click();
  await expect.poll(() => page.getByTestId('start-game').isDisabled()).toBe(false);
  await page.getByTestId('start-game').click();
}

describe('a start refused for the server load', () => {
  for (const { language, text, viewport } of [
    { language: 'en', text: 'The server is busy, try again in 2 s', viewport: { width: 1366, height: 768 } },
    { language: 'am', text: 'አገልጋዩ ተጨናንቋል፤ ከ2 ሰከንድ በኋላ እንደገና ይሞክሩ', viewport: { width: 360, height: 740 } },
  ])
    it(`tells the operator to try again in N seconds (${language}), and no game starts`, async () => {
      const context = await browser.newContext({ baseURL: server.url, viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      try {
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        await signIn(page);
        await pressStart(page);
        const message = page.getByText(text, { exact: true });
        await message.waitFor();
        await screenshot(page, `busy-start-${language}-${viewport.width}`);
        expect(page.url()).toMatch(/\/dashboard$/);
        expect((await gql(page, server.url, ACTIVE_GAME)).activeGame).toBeNull();
      } finally {
        await context.close();
      }
    });
});
