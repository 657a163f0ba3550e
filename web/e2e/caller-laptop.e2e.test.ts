import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endActiveGame, gql, screenshot, signIn, START_GAME } from './helpers';
import { useAppAndBrowser } from './fixture';

/**
 * The caller on the hall's laptop (docs/screens.md#caller-rules): at 1366×657 and 1280×631 (the
 * 1366×768 and 1280×720 screens minus the browser's chrome) the current call, the last five, the
 * whole board and the controls are in view without scrolling, in both languages; on a phone the
 * controls stay reachable; the whole game can be run from the keyboard.
 */
const e2e = useAppAndBrowser();

const LAPTOPS = [
  { width: 1366, height: 657 },
  { width: 1280, height: 631 },
] as const;
const PHONE = { width: 360, height: 740 };

async function newPage(
  viewport: { width: number; height: number },
  lang: 'en' | 'am',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport, serviceWorkers: 'block' });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { context, page: await context.newPage() };
}

/** A fresh running game of the signed-in host, opened on the caller (paused, before the first call). */
async function openCaller(page: Page, callSpeed = 3000) {
  await signIn(page);
  await endActiveGame(page, e2e.server.url);
  await gql(page, e2e.server.url, START_GAME, {
    input: {
      bettingAmountSantim: 1000,
      cardPaletteNumbers: [1, 2, 3],
      callSpeed,
      gameType: 'regular',
      winningPatterns: ['any'],
    },
  });
  await page.goto('/game-in-progress');
  await page.getByTestId('pause-button').waitFor();
}

/** Whether the element lies wholly inside the viewport as it is now (no scrolling). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

describe('the caller on a hall laptop', () => {
  for (const lang of ['en', 'am'] as const)
    for (const viewport of LAPTOPS)
      it(`${lang} ${viewport.width}×${viewport.height}: board, last calls and controls without scrolling`, async () => {
        const { context, page } = await newPage(viewport, lang);
        try {
          await openCaller(page);
          await page.getByTestId('pause-button').click();
          await page.getByTestId('recent-calls').locator('[data-latest]').waitFor({ timeout: 10_000 });
          for (const id of [
            'ball-75',
            'ball-1',
            'recent-calls',
            'pause-button',
            'check-button',
            'end-button',
            'keyboard-hint',
          ])
            expect(await inView(page, page.getByTestId(id)), id).toBe(true);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          await screenshot(page, `${lang}-caller-${viewport.width}x${viewport.height}`);
          await endActiveGame(page, e2e.server.url);
        } finally {
          await context.close();
        }
      });

  for (const lang of ['en', 'am'] as const)
    it(`${lang} 360×740: the controls stay reachable while the board scrolls`, async () => {
      const { context, page } = await newPage(PHONE, lang);
      try {
        await openCaller(page);
        await page.getByTestId('pause-button').click();
        await page.getByTestId('recent-calls').locator('[data-latest]').waitFor({ timeout: 10_000 });
        await page.getByTestId('ball-75').scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        for (const id of ['pause-button', 'check-button', 'end-button'])
          expect(await inView(page, page.getByTestId(id)), id).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const id of ['pause-button', 'check-button', 'end-button'])
          expect(await inView(page, page.getByTestId(id)), id).toBe(true);
        await screenshot(page, `${lang}-caller-360x740`);
        await endActiveGame(page, e2e.server.url);
      } finally {
        await context.close();
      }
    });

  for (const lang of ['en', 'am'] as const)
    it(`${lang} 1366×657: the dashboard's Start without scrolling; the selection stays after the game`, async () => {
      const { context, page } = await newPage(LAPTOPS[0], lang);
      try {
        await signIn(page);
        await endActiveGame(page, e2e.server.url);
        await page.getByTestId('bet-20').click();
        for (const n of [4, 5, 6]) await page.getByTestId(`card-${n}`).click();
        expect(await inView(page, page.getByTestId('start-game'))).toBe(true);
        await screenshot(page, `${lang}-dashboard-1366x657`);
        await page.getByTestId('start-game').click();
        await page.waitForURL('**/game-in-progress');
        await page.getByTestId('end-button').click();
        await page.getByTestId('end-confirm-confirm').click();
        await page.waitForURL('**/dashboard');
        for (const n of [4, 5, 6])
          expect(await page.getByTestId(`card-${n}`).getAttribute('aria-pressed'), `card ${n}`).toBe('true');
        expect(await page.getByTestId('start-game').isDisabled()).toBe(false);
      } finally {
        await context.close();
      }
    });

  it('a game run by keyboard only: play, pause, check a card, end', async () => {
    const { context, page } = await newPage(LAPTOPS[0], 'en');
    try {
      await openCaller(page);
      const button = page.getByTestId('pause-button');
      await page.keyboard.press('Space');
      await button.getByText('Pause').waitFor({ timeout: 10_000 });
      await page
        .getByTestId('call-count')
        .filter({ hasText: /Call [1-9]/ })
        .waitFor({ timeout: 10_000 });
      await page.keyboard.press('Space');
      await button.getByText('Resume').waitFor();

      await page.keyboard.press('c');
      const box = page.locator('input[name=checkCard]');
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await page.getByTestId('result-2').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('result-2').waitFor({ state: 'detached' });

      // Keys typed into the card box are the number, not shortcuts; Escape leaves the box.
      await page.keyboard.press('Enter');
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('3e');
      await expect.poll(() => box.inputValue()).toBe('3');
      expect(await page.getByTestId('end-confirm-confirm').count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(false);

      await page.keyboard.press('e');
      await page.getByTestId('end-confirm-confirm').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('end-confirm-confirm').waitFor({ state: 'detached' });
      await page.keyboard.press('e');
      await page.getByTestId('end-confirm-confirm').waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard');
      const { activeGame } = await gql(page, e2e.server.url, 'query { activeGame { gameId } }');
      expect(activeGame).toBeNull();
    } finally {
      await context.close();
    }
  });
});
