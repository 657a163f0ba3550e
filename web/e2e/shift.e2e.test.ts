import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../src/shared/i18n/shift.en.json';
import am from '../src/shared/i18n/shift.am.json';
import { endActiveGame, gql, screenshot, signIn, START_GAME } from './helpers';
import { useAppAndBrowser } from './fixture';

/**
 * The till on the dashboard (docs/games-and-money.md#the-till): open a shift with the float counted
 * by denomination, a game adds its cash in, closing with a difference needs a note, in both languages.
 */
const e2e = useAppAndBrowser();
const CATALOGUES = { en, am } as const;

/** The host's open shift, if a former run left one, closed so the test starts with none. */
async function closeLeftover(page: Page) {
  const { currentShift } = await gql(page, e2e.server.url, 'query { currentShift { id } }');
  if (currentShift)
    await gql(page, e2e.server.url, 'mutation($input: CloseShiftInput!) { closeShift(input: $input) { id } }', {
      input: { shiftId: currentShift.id, counts: [], note: 'Closed before the shift test' },
    });
}

async function count(page: Page, counts: Record<number, string>) {
  for (const [birr, n] of Object.entries(counts)) await page.locator(`input[name=count-${birr}]`).fill(n);
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('the shift on the dashboard', () => {
  for (const lang of ['en', 'am'] as const)
    it(`${lang}: open with a float, a game's cash in, close with a difference and a note`, async () => {
      const strings = CATALOGUES[lang].shift;
      const context = await e2e.browser.newContext({
        baseURL: e2e.server.url,
        viewport: { width: 1366, height: 768 },
        serviceWorkers: 'block',
      });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      try {
        await signIn(page);
        await endActiveGame(page, e2e.server.url);
        await closeLeftover(page);
        await page.reload();
        const button = page.getByTestId('shift-button');
        await expect.poll(() => button.innerText()).toBe(strings.open);

        // Open: 5 × 100 + 3 × 10 = 530 Birr, the total live; letters typed are dropped.
        await button.click();
        await page.locator('input[name=count-100]').waitFor();
        await count(page, { 100: '5', 10: '3x' });
        expect(await page.locator('input[name=count-10]').inputValue()).toBe('3');
        expect(await text(page, 'shift-count-total')).toBe('530 ብር');
        await screenshot(page, `shift-open-${lang}`);
        await page.getByTestId('shift-confirm').click();
        await page.getByTestId('shift-open-dialog').waitFor({ state: 'detached' });
        await expect.poll(() => text(page, 'shift-float')).toBe('530 ብር');
        expect(await text(page, 'shift-cash-in')).toBe('0 ብር');

        // A game of 3 cards at 10 Birr, ended without a winner: 30 Birr in, nothing out.
        await gql(page, e2e.server.url, START_GAME, {
          input: {
            bettingAmountSantim: 1000,
            cardPaletteNumbers: [1, 2, 3],
            callSpeed: 3000,
            gameType: 'regular',
            winningPatterns: ['any'],
          },
        });
        await endActiveGame(page, e2e.server.url);
        await page.reload();
        await expect.poll(() => text(page, 'shift-cash-in')).toBe('30 ብር');
        expect(await text(page, 'shift-cash-out')).toBe('0 ብር');
        expect(await text(page, 'shift-expected-now')).toBe('560 ብር');

        // Close: 520 counted against 560 expected; without a note the server refuses (tolerance 0).
        await page.getByTestId('shift-button').click();
        await page.locator('input[name=count-100]').waitFor();
        await count(page, { 100: '5', 10: '2' });
        expect(await text(page, 'shift-count-total')).toBe('520 ብር');
        expect(await text(page, 'shift-expected')).toBe('560 ብር');
        expect(await text(page, 'shift-difference')).toBe('-40 ብር');
        await page.getByTestId('shift-confirm').click();
        await expect.poll(() => page.getByTestId('shift-error').textContent()).toBe(strings.errors.noteRequired);
        await screenshot(page, `shift-close-${lang}`);
        await page.locator('textarea[name=note]').fill('Paid the cleaner from the drawer');
        await page.getByTestId('shift-confirm').click();
        await page.getByTestId('shift-close-dialog').waitFor({ state: 'detached' });
        await expect.poll(() => page.getByTestId('shift-button').innerText()).toBe(strings.open);

        const { shifts } = await gql(
          page,
          e2e.server.url,
          'query { shifts(limit: 1) { floatSantim cashInSantim expectedSantim countedSantim differenceSantim note } }',
        );
        expect(shifts[0]).toEqual({
          floatSantim: 53000,
          cashInSantim: 3000,
          expectedSantim: 56000,
          countedSantim: 52000,
          differenceSantim: -4000,
          note: 'Paid the cleaner from the drawer',
        });
      } finally {
        await context.close();
      }
    }, 90_000);
});
