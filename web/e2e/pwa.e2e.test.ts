import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startAppServer } from './app-server';
import { useAppAndBrowser } from './fixture';
import { ACTIVE_GAME, endActiveGame, gql, screenshot, signIn } from './helpers';

/**
 * The installable app (docs/screens.md#installable-app) in real Chromium against
 * the real server: after a first visit the service worker opens the dashboard with the network
 * cut; the caller says "reconnecting" and counts nothing while the server keeps the clock, then
 * catches up; a changed service worker on the server brings the update prompt.
 */
const e2e = useAppAndBrowser();
/** One host per language: both run at once, and a host's new game would end the other's. */
const HOSTS = { en: 'demo', am: 'hawassa1' } as const;
const START = `mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }`;

/** Until the page is controlled by the service worker with its precache complete. */
async function serviceWorkerReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !!navigator.serviceWorker.controller && registration?.active?.state === 'activated';
        }),
      { timeout: 45_000, interval: 250 },
    )
    .toBe(true);
}

async function newContext(baseURL: string, lang: 'en' | 'am'): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return context;
}

describe('installable app on a weak network', () => {
  for (const lang of ['en', 'am'] as const) {
    it(`${lang}: offline after a first visit, the dashboard opens and the caller says reconnecting, then catches up`, async () => {
      const context = await newContext(e2e.server.url, lang);
      const page = await context.newPage();
      try {
        await signIn(page, HOSTS[lang]);
        await serviceWorkerReady(page);
        // As a hall's next day starts: the app opened by the service worker.
        const reopened = await page.reload();
        expect(reopened?.fromServiceWorker()).toBe(true);
        await page.getByTestId('card-grid').waitFor();
        await endActiveGame(page, e2e.server.url);
        await gql(page, e2e.server.url, START, {
          input: {
            bettingAmountSantim: 1000,
            cardPaletteNumbers: [1, 2, 3],
            callSpeed: 3000,
            gameType: 'regular',
            winningPatterns: ['any'],
          },
        });
        await page.goto('/game-in-progress');
        await page.getByTestId('pause-button').click();
        await page.getByTestId('call-count').filter({ hasText: /\b1\b/ }).waitFor({ timeout: 10_000 });
        expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

        await context.setOffline(true);
        await page.getByTestId('live-reconnecting').waitFor({ timeout: 10_000 });
        const countdown = page.getByTestId('countdown');
        await expect
          .poll(() => countdown.textContent())
          .toBe(
            lang === 'en'
              ? 'Reconnecting… calls resume when the server is back'
              : 'እንደገና በመገናኘት ላይ… አገልጋዩ ሲመለስ ጥሪዎቹ ይቀጥላሉ',
          );
        await expect.poll(() => page.getByTestId('pause-button').isDisabled()).toBe(true);
        const shownOffline = await page.getByTestId('call-count').textContent();
        // The server goes on calling (it holds the clock); the screen does not pretend to.
        const callsAt = async () => (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame.callsRevealed as number;
        const before = await callsAt();
        await expect.poll(callsAt, { timeout: 15_000, interval: 500 }).toBeGreaterThan(before);
        await expect.poll(() => page.getByTestId('call-count').textContent()).toBe(shownOffline);
        await screenshot(page, `${lang}-pwa-caller-reconnecting`);

        // A second visit with the network cut: the dashboard opens from the service worker.
        const offlinePage = await context.newPage();
        await offlinePage.goto('/dashboard');
        await offlinePage.getByTestId('card-grid').waitFor({ timeout: 10_000 });
        await offlinePage.getByTestId('card-1').click();
        await expect.poll(() => offlinePage.getByTestId('card-1').getAttribute('aria-pressed')).toBe('true');
        await screenshot(offlinePage, `${lang}-pwa-dashboard-offline`);
        await offlinePage.close();

        // Back online: the caller reconnects and shows every call the server made meanwhile.
        await context.setOffline(false);
        await page.getByTestId('live-reconnecting').waitFor({ state: 'detached', timeout: 20_000 });
        const server = await callsAt();
        await expect
          .poll(async () => Number((await page.getByTestId('call-count').textContent())!.match(/\d+/)![0]), {
            timeout: 10_000,
          })
          .toBeGreaterThanOrEqual(server);
        await expect.poll(() => countdown.textContent()).not.toContain('…');
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('the API, the verification page and the room display are not served from the cache', async () => {
    const context = await newContext(e2e.server.url, 'en');
    const page = await context.newPage();
    try {
      await signIn(page, 'demo');
      await serviceWorkerReady(page);
      const verify = await page.goto('/verify');
      expect(verify?.fromServiceWorker()).toBe(false);
      expect(await page.content()).toContain('/verify/assets/');
      const display = await page.goto('/display');
      expect(display?.fromServiceWorker()).toBe(true); // the app's own route: opens offline too
      await page
        .getByText(/pair|code/i)
        .first()
        .waitFor();
      // API answers go to the network: nothing of GraphQL is in any cache.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
      expect(cached.some((u) => u.includes('/assets/index-'))).toBe(true);
      expect(cached.filter((u) => /\/(graphql|api|verify)\b/.test(u))).toEqual([]);
      await context.setOffline(true);
      const failed = await page.evaluate(() =>
        fetch('/graphql', { method: 'POST', body: '{}' }).then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(failed).toBe('failed');
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a new build on the server brings the update prompt; Reload takes it', async () => {
    // A copy of the built app whose service worker the test changes, as a deployment would.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-pwa-dist-'));
    fs.cpSync(path.resolve(import.meta.dirname, '../dist'), dist, { recursive: true });
    const server = await startAppServer({ WEB_DIST_DIR: dist });
    try {
      for (const lang of ['en', 'am'] as const) {
        const context = await newContext(server.url, lang);
        const page = await context.newPage();
        try {
          await page.goto('/login');
          await page.locator('input[name=username]').waitFor();
          await serviceWorkerReady(page);
          await page.reload();
          await page.locator('input[name=username]').waitFor();
          await expect.poll(() => page.getByTestId('update-prompt').count()).toBe(0);
          fs.appendFileSync(path.join(dist, 'sw.js'), `\n// build ${lang}-${Date.now()}\n`);
          await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
          const prompt = page.getByTestId('update-prompt');
          await prompt.waitFor({ timeout: 30_000 });
          await expect
            .poll(() => prompt.textContent())
            .toContain(lang === 'en' ? 'A new version is available' : 'አዲስ ስሪት ተገኝቷል');
          await screenshot(page, `${lang}-pwa-update-prompt`);
          const reloaded = page.waitForEvent('load');
          await page.getByTestId('update-reload').click();
          await reloaded;
          await page.locator('input[name=username]').waitFor();
          // The new worker controls the page; nothing waits any more.
          await expect
            .poll(() => page.evaluate(async () => !(await navigator.serviceWorker.getRegistration())?.waiting))
            .toBe(true);
          await expect.poll(() => page.getByTestId('update-prompt').count()).toBe(0);
        } finally {
          await context.close();
        }
      }
    } finally {
      await server.stop();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  }, 150_000);
});
