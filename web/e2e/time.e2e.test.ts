import { addisDayKey, shiftDayKey } from '@bingo/core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, screenshot, signIn } from './helpers';
import { useAppAndBrowser } from './fixture';

/** Ethiopian time, the server clock, bulk scheduling, report ranges. */
const e2e = useAppAndBrowser();

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function newPage(lang: 'en' | 'am', viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { context, page: await context.newPage() };
}

async function serverNow(page: Page): Promise<number> {
  const { serverTime } = await gql<{ serverTime: { currentTime: string } }>(
    page,
    e2e.server.url,
    '{ serverTime { currentTime } }',
  );
  return Date.parse(serverTime.currentTime);
}

/** A bulk time-slot chip by its 24-hour label (the Ethiopian hour follows it). */
const chip = (page: Page, hm: string) => page.locator('label', { hasText: new RegExp(`^${hm}`) });

/**
 * Submits the scheduler's form, answering the step-up prompt when it comes: waits for whichever
 * shows first, the prompt or `outcome` (the prompt comes only while no step-up token is held).
 */
async function submitFreeGames(page: Page, outcome: Locator) {
  await page.getByTestId('free-submit').click();
  const password = page.getByTestId('step-up-password');
  await password.or(outcome).first().waitFor();
  if (await password.isVisible()) {
    await password.fill('demo1234');
    await page.getByTestId('step-up-submit').click();
  }
  await outcome.first().waitFor();
}

describe('Ethiopian time, server clock, bulk scheduling and report ranges in a real browser', () => {
  it('the scheduler is Amharic in the mixed default, with Ethiopian hours; a bulk clash names the time', async () => {
    const { context, page } = await newPage('en');
    try {
      await signIn(page, 'demo');
      await page.goto('/reports/free-games');
      await page.getByTestId('free-game-scheduler').waitFor();
      // The specification shows the scheduler in Amharic: so it is, though the UI language is "en".
      await expect.poll(() => page.getByTestId('free-submit').textContent()).toMatch(/[\u1200-\u137F]/);
      const tomorrow = shiftDayKey(addisDayKey(new Date(await serverNow(page))), 1);

      await page.getByTestId('startDate').fill(tomorrow);
      await page.getByTestId('endDate').fill(tomorrow);
      await page.getByTestId('free-mode').click(); // closes the calendar
      await chip(page, '10:00').click();
      await submitFreeGames(page, page.getByTestId('free-row'));
      // 10:00 Addis is the 4th hour of the Ethiopian day.
      await expect.poll(() => page.getByTestId('free-ethiopian-hour').first().textContent()).toBe('ከቀኑ 4:00 ሰዓት');

      // Again with 14:00 added: 10:00 clashes with the slot just made, 14:00 is created.
      await chip(page, '14:00').click();
      const refused = page.getByTestId('bulk-refused');
      await submitFreeGames(page, refused);
      const slot = (await page.getByTestId('bulk-refused-slot').textContent())!;
      await expect.poll(() => page.getByTestId('bulk-refused-slot').count()).toBe(1);
      expect(slot).toContain('10:00');
      expect(slot).toContain('ከቀኑ 4:00 ሰዓት');
      expect(slot).toContain('በ5 ደቂቃ ውስጥ ሌላ ነፃ ጨዋታ አለ');
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('1 ነፃ ጨዋታዎች ተመዝግበዋል');
      await page.getByTestId('free-row').nth(1).waitFor();
      await expect
        .poll(() => page.getByTestId('free-ethiopian-hour').allTextContents())
        .toEqual(['ከቀኑ 4:00 ሰዓት', 'ከቀኑ 8:00 ሰዓት']);
      await screenshot(page, 'en-desktop-time-scheduler-refused');

      // The date picker shows Ethiopian day numbers under the Gregorian ones and the Ethiopian months.
      await page.getByTestId('startDate').click();
      await page.getByTestId('startDate-month').waitFor();
      await expect
        .poll(() => page.getByTestId('startDate-month').textContent())
        .toMatch(/20\d\d · [\u1200-\u137F ]+–[\u1200-\u137F ]+ 20\d\d/);
      await expect.poll(() => page.getByTestId('dual-day').count()).toBeGreaterThanOrEqual(28);
      await screenshot(page, 'en-desktop-time-scheduler-picker');
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
    // The same schedule on a phone with the UI in Amharic.
    const phone = await newPage('am', PHONE);
    try {
      await signIn(phone.page, 'demo');
      await phone.page.goto('/reports/free-games');
      await phone.page.getByTestId('free-row').nth(1).waitFor();
      await phone.page.getByTestId('free-schedules').scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'am-phone-time-scheduler');
    } finally {
      await phone.context.close();
    }
  }, 90_000);

  it("reports open on the server's last 30 days though the PC clock is 10 days behind; a picked range changes the rows", async () => {
    for (const [lang, viewport, device] of [
      ['en', DESKTOP, 'desktop'],
      ['am', PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(lang, viewport);
      try {
        await signIn(page, 'demo');
        const now = await serverNow(page);
        const today = addisDayKey(new Date(now));
        await context.clock.setFixedTime(now - 10 * 86_400_000);
        await page.goto('/reports');
        await page.getByTestId('report-row').first().waitFor();
        expect(await page.evaluate(() => new Date().toISOString())).toBe(new Date(now - 10 * 86_400_000).toISOString());
        await expect.poll(() => page.getByTestId('report-range-to').inputValue(), { timeout: 10_000 }).toBe(today);
        await expect.poll(() => page.getByTestId('report-range-from').inputValue()).toBe(shiftDayKey(today, -29));
        const rows = () => page.getByTestId('report-row').count();
        await expect.poll(rows).toBe(30);
        await screenshot(page, `${lang}-${device}-time-reports`);

        await page.getByTestId('report-range-from').fill(shiftDayKey(today, -2));
        await page.getByTestId('report-range-to').click();
        await expect.poll(rows).toBe(3);
        await page.getByTestId('report-range-from').click();
        await screenshot(page, `${lang}-${device}-time-reports-range`);
        await page.keyboard.press('Escape');

        // A reversed range is not sent; the screen says why.
        await page.getByTestId('report-range-to').fill(shiftDayKey(today, -5));
        await page.getByTestId('report-range-problem').waitFor();
        // On a phone the open calendar covers the reset button: tap it once the calendar is gone,
        // as a person would. (Once in CI the range was still the picked one after this tap; the
        // calendar closing over the button is the likely cause, not reproduced here.)
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByTestId('dual-day').count()).toBe(0);
        await page.getByTestId('report-range-reset').click();
        await expect.poll(() => page.getByTestId('report-range-from').inputValue()).toBe(shiftDayKey(today, -29));
        await expect.poll(rows).toBe(30);
      } catch (e) {
        await screenshot(page, `debug-time-reports-${lang}`);
        throw e;
      } finally {
        await context.close();
      }
    }
  }, 90_000);

  it('says "Failed to sync time with server" when GET /current fails', async () => {
    const { context, page } = await newPage('en');
    try {
      await page.route('**/current', (route) => route.abort());
      await page.goto('/login');
      const toast = page.getByTestId('toast').filter({ hasText: 'Failed to sync time with server' });
      await toast.waitFor();
    } finally {
      await context.close();
    }
  }, 30_000);
});
