import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { apiCall, openAdminTab, screenshot } from './helpers';

const e2e = useAppAndBrowser();
const tid = (id: string) => `[data-testid="${id}"]`;
type Session = { token: string; username: string; adminId: string };
const sessions = new Map<string, Session>();
const ISO = /\d{4}-(W\d{2}|\d{2})/;

async function openAs(page: Page, username: string, path: string) {
  if (!page.url().startsWith(e2e.server.url)) await page.goto('/blocked');
  await page.evaluate((s) => {
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  }, sessions.get(username)!);
  await page.goto(path);
}

/** The chart's value axis, its period labels, and the tooltip of its last bar. */
async function readChart(page: Page, chart: string) {
  const svg = page.locator(tid(chart));
  await svg.waitFor();
  // The chart draws at its box's measured width, after its data: wait for the drawing, not the box.
  await expect.poll(() => svg.locator(tid('chart-tick')).count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => svg.locator('text:not([data-testid])').count()).toBeGreaterThan(0);
  const ticks = await svg.locator(tid('chart-tick')).allTextContents();
  const labels = await svg.locator('text:not([data-testid])').allTextContents();
  const box = svg.locator('..');
  await box.locator(tid('chart-bar')).last().hover();
  await box.locator(tid('chart-tooltip')).waitFor();
  await expect.poll(async () => (await box.locator(tid('chart-tooltip')).textContent()) ?? '').not.toBe('');
  const tooltip = (await box.locator(tid('chart-tooltip')).textContent()) ?? '';
  return { ticks, labels, tooltip };
}

beforeAll(async () => {
  for (const username of ['superadmin', 'hawassa1']) {
    const { login } = await apiCall<{ login: Session }>(
      e2e.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { token username adminId } }',
      { input: { username, password: 'demo1234' } },
    );
    sessions.set(username, login);
  }
  // A finished game of hawassa1: today's bars have a figure.
  const token = sessions.get('hawassa1')!.token;
  const { startGame } = await apiCall<{ startGame: { gameId: string } }>(
    e2e.server.url,
    'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
    {
      input: {
        bettingAmountSantim: 5000,
        cardPaletteNumbers: [3, 14, 27, 58, 60, 61],
        callSpeed: 10000,
        gameType: 'regular',
        winningPatterns: ['any'],
      },
    },
    token,
  );
  await apiCall(
    e2e.server.url,
    'mutation($id: ID!) { endGame(gameId: $id) { __typename } }',
    { id: startGame.gameId },
    token,
  );
}, 30_000);

describe('charts read: a value axis, the exact figure on pointing, periods in the viewer calendar', () => {
  for (const lang of ['en', 'am'] as const) {
    it(`${lang}: platform profits by day, week and month; the host's report`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      try {
        await openAs(page, 'superadmin', '/admin');
        await openAdminTab(page, 'profits');
        for (const chart of ['chart-days', 'chart-weeks', 'chart-months']) {
          const { ticks, labels, tooltip } = await readChart(page, chart);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks).toContain('0');
          expect(labels.length).toBeGreaterThan(0);
          for (const l of labels) expect(l).not.toMatch(ISO);
          expect(tooltip).toMatch(/ብር/);
          expect(tooltip).not.toMatch(ISO);
          if (lang === 'am') expect(tooltip.replace(/[\d.,\s-]/g, '')).not.toMatch(/[A-Za-z]/);
          if (chart === 'chart-weeks') await screenshot(page, `${lang}-desktop-chart-weeks-tooltip`);
        }
        const listed = await page
          .locator(`${tid('chart-weeks-table')} td`)
          .first()
          .textContent();
        expect(listed).not.toMatch(ISO);
        await page.setViewportSize({ width: 360, height: 740 });
        await page.locator(tid('chart-days')).waitFor();
        await screenshot(page, `${lang}-phone-admin-profits`);

        await page.setViewportSize({ width: 1366, height: 768 });
        await openAs(page, 'hawassa1', '/reports');
        const report = await readChart(page, 'profit-chart');
        expect(report.ticks.length).toBeGreaterThanOrEqual(2);
        expect(report.tooltip).toMatch(/ብር/);
        await screenshot(page, `${lang}-desktop-report-chart`);
      } catch (e) {
        await screenshot(page, `debug-${lang}-charts`);
        throw e;
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
