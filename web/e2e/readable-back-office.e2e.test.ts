import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { screenshot } from './helpers';
import { latinWords } from './latin-words';

const e2e = useAppAndBrowser();

async function open(lang: 'en' | 'am', width: number, height: number) {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width, height } });
  await context.addInitScript((l) => {
    localStorage.setItem('language', l);
    localStorage.setItem('audioLanguage', 'none');
  }, lang);
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, username: string, landing: string) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('demo1234');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`**${landing}`);
}

/** The first toast's text, once it shows. */
async function toast(page: Page): Promise<string> {
  const note = page.locator('.mantine-Notification-root').last();
  await note.waitFor();
  const text = (await note.textContent()) ?? '';
  await page.evaluate(() =>
    document.querySelectorAll('.mantine-Notification-closeButton').forEach((b) => (b as HTMLElement).click()),
  );
  await note.waitFor({ state: 'detached' });
  return text;
}

describe('refusals are worded by their code in Amharic', () => {
  it('the owner registers a taken username (CONFLICT) and a hidden one (BAD_INPUT): both refused in Amharic', async () => {
    const { context, page } = await open('am', 1366, 768);
    try {
      await signIn(page, 'owner.hawassa', '/owner');
      await page.getByTestId('host-hawassa1').waitFor();
      for (const [username, expected] of [
        ['hawassa1', 'የተጠቃሚ ስሙ "hawassa1" ተይዟል'],
        ['hawassatest7', 'ለሙከራ ሂሳቦች የተያዙ ናቸው'],
      ] as const) {
        await page.getByTestId('register-user').click();
        await page.locator('input[name=newUsername]').fill(username);
        await page.locator('input[name=newPassword]').fill('secret123');
        await page.getByTestId('register-submit').click();
        const text = await toast(page);
        expect(text).toContain(expected);
        // No English sentence: only the typed name is in Latin letters.
        expect(latinWords(text.replace(username, ''), [])).toEqual([]);
        await screenshot(page, `am-desktop-refusal-${username}`);
        await page.keyboard.press('Escape');
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the same refusal in English is the server’s sentence', async () => {
    const { context, page } = await open('en', 1366, 768);
    try {
      await signIn(page, 'owner.hawassa', '/owner');
      await page.getByTestId('host-hawassa1').waitFor();
      await page.getByTestId('register-user').click();
      await page.locator('input[name=newUsername]').fill('hawassa1');
      await page.locator('input[name=newPassword]').fill('secret123');
      await page.getByTestId('register-submit').click();
      expect(await toast(page)).toContain('The username "hawassa1" is taken');
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('chart figures from the keyboard', () => {
  it('Tab reaches the host statistics chart; arrows walk its bars and show each exact figure', async () => {
    const { context, page } = await open('am', 1366, 768);
    try {
      await signIn(page, 'owner.hawassa', '/owner');
      await page.getByTestId('host-hawassa1').getByTestId('host-stats-open').click();
      const chart = page.getByTestId('host-profit-chart-focus');
      await chart.waitFor();
      // Keyboard only: Tab until the chart has the focus.
      for (let i = 0; i < 30 && !(await chart.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      expect(await chart.evaluate((el) => el === document.activeElement)).toBe(true);
      const tooltip = page.getByTestId('chart-tooltip');
      await tooltip.waitFor();
      const newest = await tooltip.textContent();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => tooltip.textContent()).not.toBe(newest);
      expect(await tooltip.textContent()).toMatch(/ብር/);
      await screenshot(page, 'am-desktop-chart-keyboard');
      await page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  }, 60_000);
});
