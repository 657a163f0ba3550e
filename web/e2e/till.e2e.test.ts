import fs from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../src/shared/i18n/till.en.json';
import am from '../src/shared/i18n/till.am.json';
import { endActiveGame, gql, screenshot, signIn, START_GAME } from './helpers';
import { useAppAndBrowser } from './fixture';
import { latinWords } from './latin-words';

/**
 * The till's screens (docs/games-and-money.md#the-till), in both languages: a host opens a shift,
 * the caller shows its figures without moving the board, the host closes with a difference and a
 * note, finds it in its shift history and prints its receipt (58 and 80 mm); the owner of the
 * hall sees it among its halls' shifts and exports them.
 */
const e2e = useAppAndBrowser();
const CATALOGUES = { en, am } as const;
const LAPTOP = { width: 1366, height: 657 };
const HOST = { en: 'hawassa1', am: 'hawassa2' } as const;

async function newContext(lang: 'en' | 'am', viewport = LAPTOP): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport, serviceWorkers: 'block' });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return context;
}

async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

const NOTE = 'Ten Birr for the cleaner';

/** Latin words on an Amharic screen, besides the demo's names and the note typed. */
async function latinOn(page: Page): Promise<string[]> {
  return latinWords(await page.locator('body').innerText(), [NOTE]);
}

async function closeLeftover(page: Page) {
  const { currentShift } = await gql(page, e2e.server.url, 'query { currentShift { id } }');
  if (currentShift)
    await gql(page, e2e.server.url, 'mutation($input: CloseShiftInput!) { closeShift(input: $input) { id } }', {
      input: { shiftId: currentShift.id, counts: [], note: 'Closed before the till test' },
    });
}

async function countDrawer(page: Page, counts: Record<number, string>) {
  await page.getByTestId('shift-button').click();
  await page.locator('input[name=count-100]').waitFor();
  for (const [birr, n] of Object.entries(counts)) await page.locator(`input[name=count-${birr}]`).fill(n);
}

describe("the till's screens", () => {
  for (const lang of ['en', 'am'] as const)
    it(`${lang}: caller figures, close with a difference, history, receipt, the owner's view`, async () => {
      const strings = CATALOGUES[lang].till;
      const host = HOST[lang];
      const context = await newContext(lang);
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      try {
        await signIn(page, host);
        await endActiveGame(page, e2e.server.url);
        await closeLeftover(page);
        await page.reload();

        // Open with 300 Birr; a game of 3 cards at 10 Birr: the caller shows 30 in, 330 in the drawer.
        await countDrawer(page, { 100: '3' });
        await page.getByTestId('shift-confirm').click();
        await page.getByTestId('shift-open-dialog').waitFor({ state: 'detached' });
        await gql(page, e2e.server.url, START_GAME, {
          input: {
            bettingAmountSantim: 1000,
            cardPaletteNumbers: [1, 2, 3],
            callSpeed: 3000,
            gameType: 'regular',
            winningPatterns: ['any'],
          },
        });
        await page.goto('/game-in-progress');
        await page.getByTestId('pause-button').waitFor();
        await expect.poll(() => text(page, 'caller-shift-in')).toBe('30 ብር');
        expect(await text(page, 'caller-shift-out')).toBe('0 ብር');
        expect(await text(page, 'caller-shift-drawer')).toBe('330 ብር');
        // On the hall laptop the figures sit beside the display controls: board and controls still fit.
        for (const id of ['caller-shift', 'ball-1', 'ball-75', 'pause-button', 'end-button', 'keyboard-hint'])
          expect(await inView(page, page.getByTestId(id)), id).toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        if (lang === 'am') expect(await latinOn(page)).toEqual([]);
        await screenshot(page, `till-caller-${lang}-1366x657`);
        await page.setViewportSize({ width: 360, height: 740 });
        await page.getByTestId('caller-shift').scrollIntoViewIfNeeded();
        expect(await page.getByTestId('caller-shift').isVisible()).toBe(true);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await screenshot(page, `till-caller-${lang}-360`);
        await page.setViewportSize({ width: 1366, height: 768 });
        await endActiveGame(page, e2e.server.url);

        // Close: 320 counted against 330 expected, with a note.
        await page.goto('/dashboard');
        await countDrawer(page, { 100: '3', 10: '2' });
        await page.locator('textarea[name=note]').fill(NOTE);
        await page.getByTestId('shift-confirm').click();
        await page.getByTestId('shift-close-dialog').waitFor({ state: 'detached' });

        // The host's history: the shift, its difference, its detail.
        await page.goto('/reports/shifts');
        await expect.poll(() => text(page, 'shift-difference')).toBe('-10 ብር');
        if (lang === 'am') expect(await latinOn(page)).toEqual([]);
        await screenshot(page, `till-history-${lang}-1366x768`);
        await page.getByTestId('shift-row').first().click();
        await expect.poll(() => text(page, 'detail-difference')).toBe('-10 ብር');
        expect(await text(page, 'detail-note')).toContain(NOTE);
        await screenshot(page, `till-detail-${lang}-1366x768`);

        // Its receipt, 58 mm then 80 mm, then both languages; and as the printer sees it.
        await page.getByTestId('receipt-58').click();
        const receipt = page.getByTestId('receipt');
        await receipt.waitFor();
        expect(Math.round((await receipt.boundingBox())!.width)).toBe(Math.round((58 * 96) / 25.4));
        expect(await receipt.innerText()).toContain(strings.receipt.title);
        expect(await receipt.innerText()).toContain('-10 ብር');
        await screenshot(page, `till-receipt-58-${lang}`);
        await page.getByTestId('receipt-width').getByText(strings.receipt.mm.replace('{{n}}', '80')).click();
        await expect
          .poll(async () => Math.round((await receipt.boundingBox())!.width))
          .toBe(Math.round((80 * 96) / 25.4));
        await page.getByTestId('receipt-language').getByText(strings.receipt.both).click();
        await expect.poll(() => receipt.innerText()).toContain(`${am.till.receipt.title} / ${en.till.receipt.title}`);
        await screenshot(page, `till-receipt-80-both-${lang}`);
        await page.emulateMedia({ media: 'print' });
        expect(await page.getByTestId('receipt-print').isVisible()).toBe(false);
        // The receipt's own style among the page's (Mantine's come first).
        const pageRule = await page.evaluate(() =>
          [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
        );
        expect(pageRule).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
        await screenshot(page, `till-receipt-print-${lang}`);
        await page.emulateMedia({ media: 'screen' });
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto('/reports/shifts');
        await page.getByTestId('shift-row').first().waitFor();
        await screenshot(page, `till-history-${lang}-360`);
      } finally {
        await context.close();
      }

      // The hall's owner: the shift among its halls' (differences first by default), then exported.
      const ownerContext = await newContext(lang, { width: 1366, height: 768 });
      const owner = await ownerContext.newPage();
      owner.setDefaultTimeout(60_000);
      try {
        await owner.goto('/login');
        await owner.locator('input[name=username]').fill('owner.hawassa');
        await owner.locator('input[name=password]').fill('demo1234');
        await owner.locator('button[type=submit]').click();
        await owner.waitForURL('**/owner');
        await owner.getByTestId('open-shifts').click();
        await owner.waitForURL('**/shifts');
        const row = owner.getByTestId('shift-row').filter({ hasText: host }).first();
        await row.waitFor();
        expect(await row.getByTestId('shift-difference').innerText()).toBe('-10 ብር');
        await owner.getByTestId('open-flags').waitFor();
        if (lang === 'am') expect(await latinOn(owner)).toEqual([]);
        await screenshot(owner, `till-owner-${lang}-1366x768`);
        await owner.getByTestId('export-shifts').click();
        const [download] = await Promise.all([
          owner.waitForEvent('download'),
          owner.getByTestId('export-shifts-csv').click(),
        ]);
        const csv = fs.readFileSync((await download.path())!, 'utf8');
        // The export kit's file: headers in the viewer's language.
        expect(csv.split('\r\n')[0]).toMatch(lang === 'am' ? /^\uFEFFፈረቃ,/ : /^\uFEFFShift,/);
        expect(csv).toContain(`,${host},`);
        expect(csv).toContain(NOTE);
        // The export menu closes with a transition; until it has gone its dropdown stands where the
        // wide page put it.
        await owner.getByTestId('export-shifts-csv').waitFor({ state: 'detached' });
        await owner.setViewportSize({ width: 360, height: 740 });
        await expect.poll(() => owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await screenshot(owner, `till-owner-${lang}-360`);
      } finally {
        await ownerContext.close();
      }
    }, 600_000);
});
