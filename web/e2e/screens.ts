import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppServer } from './app-server';
import {
  ACTIVE_GAME,
  endActiveGame,
  gql,
  PAUSE_GAME,
  PLAY_GAME,
  screenshot,
  SCREENS_DIR,
  signIn,
  START_GAME,
} from './helpers';

const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;
/** One host per viewport: both run at once, and a host's new game would end the other's. */
const HOSTS = { desktop: 'demo', phone: 'hawassa1' } as const;

/** Registered by screens.e2e.test.ts (its own server and browser, so it runs beside the flow tests). */
export function screensSuite(env: () => { server: AppServer; browser: Browser }) {
  describe('every screen in both languages, desktop and phone (screenshots in web/test-results/screens)', () => {
    for (const lang of ['en', 'am'] as const) {
      it(`${lang}: desktop 1366x768 and phone 390x844 side by side`, async () => {
        const { server, browser } = env();
        await Promise.all(
          Object.entries(VIEWPORTS).map(async ([device, viewport]) => {
            const context = await browser.newContext({ baseURL: server.url, viewport });
            await context.addInitScript((l) => localStorage.setItem('language', l), lang);
            const page = await context.newPage();
            const shot = (name: string) => screenshot(page, `${lang}-${device}-${name}`);
            try {
              await page.goto('/login');
              await page.locator('input[name=username]').waitFor();
              await shot('login');
              await signIn(page, HOSTS[device as keyof typeof HOSTS]);
              for (const n of [3, 14, 27, 58]) await page.getByTestId(`card-${n}`).click();
              await page.getByTestId('bet-25').click();
              await shot('dashboard');
              if (lang === 'am') await expect.poll(() => page.getByTestId('start-game').textContent()).toBe('ጨዋታ ጀምር');
              else await expect.poll(() => page.getByTestId('start-game').textContent()).toBe('Start Game');

              await page.getByTestId('print-button').click();
              await page.getByRole('dialog').waitFor();
              await shot('print-dialog');
              await page.keyboard.press('Escape');

              await endActiveGame(page, server.url);
              await gql(page, server.url, START_GAME, {
                input: {
                  bettingAmountSantim: 2000,
                  cardPaletteNumbers: [3, 14, 27, 58],
                  callSpeed: 10000,
                  gameType: 'regular',
                  winningPatterns: ['any'],
                },
              });
              const { activeGame } = await gql(page, server.url, ACTIVE_GAME);
              // Played on the server's clock: one call, paused.
              await gql(page, server.url, PLAY_GAME, { id: activeGame.gameId });
              await gql(page, server.url, PAUSE_GAME, { id: activeGame.gameId });
              await page.evaluate(() => localStorage.setItem('audioLanguage', 'none'));
              await page.goto('/game-in-progress');
              await page.getByTestId('bingo-board').waitFor();
              await shot('game');

              await page.goto('/reports');
              await page.getByTestId('reports-table').waitFor();
              const rows = page.getByTestId('report-row');
              await expect.poll(() => rows.count()).toBe(30);
              // Today first: its only game still runs, so no profit is counted yet (settled at the win).
              await expect.poll(() => rows.first().textContent()).toMatch(/-$/);
              await expect.poll(() => rows.last().textContent()).toMatch(/-$/);
              await shot('reports');

              await page.goto('/cards');
              await page.getByText(lang === 'am' ? 'ካርድ ቁ. 100' : 'Card No. 100').waitFor();
              await shot('gallery');

              await page.goto('/print?cards=3,14,27&autoprint=0');
              await page.getByTestId('print-page').first().waitFor();
              await shot('print-page');
              if (lang === 'en' && device === 'desktop') {
                const pdf = await page.pdf({ format: 'A4' });
                fs.mkdirSync(SCREENS_DIR, { recursive: true });
                fs.writeFileSync(path.join(SCREENS_DIR, 'print.pdf'), pdf);
                const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length;
                expect(pages).toBe(3); // one card per page
              }
            } finally {
              await context.close();
            }
          }),
        );
      }, 50_000);
    }
  });
}
