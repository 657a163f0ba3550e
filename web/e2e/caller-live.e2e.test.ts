import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endActiveGame, gql, signIn, START_GAME } from './helpers';
import { useAppAndBrowser } from './fixture';

/**
 * Nothing stale on the caller (docs/screens.md#caller-rules): a second caller screen of the host
 * learns the end live; a caller reloaded while the network was down comes back by itself.
 */
const e2e = useAppAndBrowser();

async function startGame(page: Page) {
  await endActiveGame(page, e2e.server.url);
  await gql(page, e2e.server.url, START_GAME, {
    input: {
      bettingAmountSantim: 1000,
      cardPaletteNumbers: [1, 2, 3],
      callSpeed: 3000,
      gameType: 'regular',
      winningPatterns: ['any'],
    },
  });
}

/** Until the page is controlled by the service worker with its precache complete (as pwa.e2e.test.ts). */
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

describe('every caller screen of a host stays current', () => {
  it('two caller screens of one host: End on one, the other shows the ended game within 2 s', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: { width: 1366, height: 657 },
      serviceWorkers: 'block',
    });
    try {
      const laptop = await context.newPage();
      await signIn(laptop);
      await startGame(laptop);
      await laptop.goto('/game-in-progress');
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      await phone.goto('/game-in-progress');
      await laptop.getByTestId('pause-button').click();
      await phone.getByTestId('pause-button').getByText('Pause').waitFor({ timeout: 10_000 });

      await laptop.getByTestId('end-button').click();
      await laptop.getByTestId('end-confirm-confirm').click();
      const endedAt = Date.now();
      await laptop.waitForURL('**/dashboard');
      await phone.getByTestId('game-ended-elsewhere').waitFor({ timeout: 2000 });
      expect(Date.now() - endedAt).toBeLessThan(2000);
      await expect.poll(() => phone.getByTestId('end-button').isDisabled()).toBe(true);
      await expect.poll(() => phone.getByTestId('pause-button').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a dashboard of the host learns a game started and ended on another screen within 2 s', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: { width: 1366, height: 657 },
      serviceWorkers: 'block',
    });
    try {
      const dashboard = await context.newPage();
      await signIn(dashboard);
      await endActiveGame(dashboard, e2e.server.url);
      await dashboard.goto('/dashboard');
      await dashboard.getByTestId('card-grid').waitFor();
      await expect.poll(() => dashboard.getByTestId('running-game').count()).toBe(0);

      const other = await context.newPage();
      await other.goto('/dashboard');
      await startGame(other);
      await dashboard.getByTestId('continue-running-game').waitFor({ timeout: 2000 });

      await endActiveGame(other, e2e.server.url);
      await dashboard.getByTestId('running-game').waitFor({ state: 'hidden', timeout: 2000 });
    } finally {
      await context.close();
    }
  });

  it('a caller reloaded while offline comes back by itself within 5 s of the network', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 657 } });
    try {
      const page = await context.newPage();
      await signIn(page);
      await serviceWorkerReady(page);
      await startGame(page);
      await page.goto('/game-in-progress');
      await page.getByTestId('pause-button').waitFor();

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('server-unreachable').waitFor({ timeout: 20_000 });
      // Offline long enough for the retries' waits to have grown (the next one would come after 5 s).
      await page.locator('[data-testid=server-unreachable][data-retries="4"]').waitFor({ timeout: 30_000 });
      await context.setOffline(false);
      const backAt = Date.now();
      await page.getByTestId('pause-button').waitFor({ timeout: 5000 });
      expect(Date.now() - backAt).toBeLessThan(5000);
      await endActiveGame(page, e2e.server.url);
    } finally {
      await context.close();
    }
    // Its own waits add up to 55 s on a loaded machine: offline noticed, four retries, back.
  }, 90_000);
});
