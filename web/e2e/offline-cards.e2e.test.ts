import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { screenshot, signIn } from './helpers';
import { TOKEN_CHECK_ATTEMPTS, TOKEN_CHECK_DELAY_MS } from '../src/features/auth/token-check';

/**
 * Cards kept on the device (spec 000 §3): after one online visit (the dashboard), print and the
 * card gallery open with the network cut; the next online visit replaces the kept copy.
 */
const e2e = useAppAndBrowser();
const HOSTS = { en: 'demo', am: 'hawassa1' } as const;

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

/** Until the screen's session check has given up on the server (its attempts and waits, and a second more). */
const checkGivenUp = (page: Page) => page.waitForTimeout(TOKEN_CHECK_ATTEMPTS * TOKEN_CHECK_DELAY_MS + 1000);

const keptCount = (page: Page, username: string) =>
  page.evaluate((u) => (JSON.parse(localStorage.getItem(`cards.${u}`) ?? '[]') as unknown[]).length, username);

describe('print and the gallery without the network', () => {
  for (const lang of ['en', 'am'] as const) {
    it(`${lang}: after one online visit, print and the gallery work offline; online again, the copy is refreshed`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      const host = HOSTS[lang];
      try {
        await signIn(page, host);
        await serviceWorkerReady(page);
        // The dashboard keeps the card set a moment after it opens.
        await expect.poll(() => keptCount(page, host), { timeout: 20_000, interval: 250 }).toBeGreaterThan(0);
        const cards = await keptCount(page, host);

        await context.setOffline(true);
        const print = await context.newPage();
        await print.goto('/print?cards=1,5&autoprint=0');
        await print.getByTestId('print-page').first().waitFor({ timeout: 15_000 });
        // Still there once the session check found the server unreachable: never covered by "Cannot reach the server".
        await checkGivenUp(print);
        expect(await print.getByTestId('print-page').count()).toBe(2);
        expect(await print.getByTestId('server-unreachable').count()).toBe(0);
        await screenshot(print, `${lang}-offline-print`);
        await print.goto('/all-cards');
        await print.getByTestId('card-gallery').waitFor({ timeout: 15_000 });
        await checkGivenUp(print);
        expect(await print.locator('[data-testid=card-gallery] > *').count()).toBe(cards);
        expect(await print.getByTestId('server-unreachable').count()).toBe(0);
        await screenshot(print, `${lang}-offline-gallery`);
        await print.close();

        // A stale copy (as after a card set change on the server) is replaced on the next online visit.
        await page.evaluate((u) => {
          const kept = JSON.parse(localStorage.getItem(`cards.${u}`)!) as unknown[];
          localStorage.setItem(`cards.${u}`, JSON.stringify(kept.slice(0, 1)));
        }, host);
        await context.setOffline(false);
        await page.goto('/all-cards');
        await expect.poll(() => keptCount(page, host), { timeout: 20_000, interval: 250 }).toBe(cards);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
