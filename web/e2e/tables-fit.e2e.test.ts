import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { apiCall, openAdminTab, screenshot } from './helpers';

const e2e = useAppAndBrowser();

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };
const tid = (id: string) => `[data-testid="${id}"]`;
type Session = { token: string; username: string; adminId: string };
const sessions = new Map<string, Session>();

/** Every super-admin screen with a table, and what shows it is ready. */
const ADMIN_TABS: readonly { tab: string; ready: string }[] = [
  { tab: 'hosts', ready: tid('host-ale1') },
  { tab: 'groups', ready: tid('owner-groups') },
  { tab: 'hidden', ready: tid('hidden-hosts-table') },
  { tab: 'profits', ready: tid('chart-months') },
  { tab: 'bonusLimits', ready: tid('bonus-limits-table') },
  { tab: 'games', ready: tid('game-row') },
  { tab: 'power', ready: tid('power-campaigns') },
  { tab: 'cardSets', ready: `${tid('card-sets')} tbody tr` },
  { tab: 'announcements', ready: tid('announcements') },
  { tab: 'apiTokens', ready: tid('api-tokens-table') },
  { tab: 'inspect', ready: tid('inspect-table') },
  { tab: 'twoFactor', ready: tid('two-factor-accounts') },
];

/**
 * Each visible table's last header cell against the box that clips it (the nearest ancestor that
 * scrolls or hides overflow, else the window): a description of every one that sticks out.
 */
function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!(table as HTMLElement).offsetParent) continue;
      const cells = table.querySelectorAll('thead tr:first-child th');
      const last = cells[cells.length - 1];
      if (!last) continue;
      let box: Element | null = table.parentElement;
      while (box && box !== document.body && !/auto|scroll|hidden/.test(getComputedStyle(box).overflowX))
        box = box.parentElement;
      const edge = Math.min(box && box !== document.body ? box.getBoundingClientRect().right : innerWidth, innerWidth);
      const right = last.getBoundingClientRect().right;
      if (right > edge + 1)
        out.push(`${table.dataset.testid ?? 'table'}: "${last.textContent}" ends at ${Math.round(right)} > ${edge}`);
    }
    return out;
  });
}

/**
 * A phone row as a card: its display, how many cells with a value lack their column's label, and
 * how far the page reaches past the screen's right edge.
 */
function phoneCards(page: Page, rowTestId: string) {
  return page.evaluate((id) => {
    const row = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    if (!row) return null;
    const cells = [...row.querySelectorAll<HTMLElement>(':scope > td')];
    return {
      display: getComputedStyle(row).display,
      // A cell with words but no label (action cells have buttons and an empty header).
      unlabelled: cells.filter((c) => c.dataset.label === undefined).length,
      sideways: Math.max(0, document.documentElement.scrollWidth - innerWidth),
    };
  }, rowTestId);
}

async function openAs(page: Page, username: string, path: string) {
  if (!page.url().startsWith(e2e.server.url)) await page.goto('/blocked');
  await page.evaluate((s) => {
    localStorage.removeItem('token');
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  }, sessions.get(username)!);
  await page.goto(path);
}

beforeAll(async () => {
  for (const username of ['superadmin', 'owner.hawassa', 'hawassa1']) {
    const { login } = await apiCall<{ login: Session }>(
      e2e.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { token username adminId } }',
      { input: { username, password: 'demo1234' } },
    );
    sessions.set(username, login);
  }
  // One finished game of hawassa1, so the games lists have a row with Verify and Replay.
  const token = sessions.get('hawassa1')!.token;
  const { startGame } = await apiCall<{ startGame: { gameId: string } }>(
    e2e.server.url,
    'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
    {
      input: {
        bettingAmountSantim: 2000,
        cardPaletteNumbers: [3, 14, 27, 58],
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

describe('back-office tables fit at 1366x768 in both languages; on phones rows are cards', () => {
  for (const lang of ['en', 'am'] as const) {
    it(`${lang}: no table's last column is outside its box`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: DESKTOP });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      const clipped: string[] = [];
      try {
        await openAs(page, 'superadmin', '/admin');
        for (const { tab, ready } of ADMIN_TABS) {
          await openAdminTab(page, tab);
          await page.locator(ready).first().waitFor({ timeout: 15_000 });
          clipped.push(...(await clippedTables(page)).map((c) => `admin ${tab}: ${c}`));
          if (tab === 'hosts') await screenshot(page, `${lang}-desktop-fit-admin-hosts`);
        }
        // The row's further actions open from its "More" menu.
        await openAdminTab(page, 'hosts');
        await page.locator(tid('host-hawassa1')).locator(tid('row-actions')).click();
        await page.locator(tid('row-actions-menu')).waitFor();
        for (const id of ['change-password', 'host-stats', 'jackpot-settings-open', 'hall-settings-open', 'last-10'])
          expect(await page.locator(`${tid('row-actions-menu')} ${tid(id)}`).isVisible()).toBe(true);
        await screenshot(page, `${lang}-desktop-fit-admin-row-menu`);
        await page.locator(`${tid('row-actions-menu')} ${tid('last-10')}`).click();
        await page.locator(tid('games-table')).waitFor();
        clipped.push(...(await clippedTables(page)).map((c) => `admin last 10: ${c}`));

        await openAs(page, 'owner.hawassa', '/owner');
        const row = page.locator(tid('host-hawassa1'));
        await row.waitFor();
        clipped.push(...(await clippedTables(page)).map((c) => `owner: ${c}`));
        await screenshot(page, `${lang}-desktop-fit-owner`);
        await row.locator(tid('host-games')).click();
        await page.locator(tid('game-row')).first().waitFor();
        clipped.push(...(await clippedTables(page)).map((c) => `owner last games: ${c}`));
        expect(await page.locator(tid('recall-link')).first().isVisible()).toBe(true);
        await screenshot(page, `${lang}-desktop-fit-owner-last-games`);
        await page.keyboard.press('Escape');
        await page.locator(tid('games-table')).waitFor({ state: 'detached' });

        // The host shell's tables.
        for (const [path, ready] of [
          ['/reports', tid('report-row')],
          ['/reports/games', tid('games-showing')],
          ['/reports/house', tid('house-daily')],
          ['/reports/free-games', tid('free-game-scheduler')],
        ] as const) {
          await openAs(page, 'hawassa1', path);
          await page.locator(ready).first().waitFor({ timeout: 15_000 });
          clipped.push(...(await clippedTables(page)).map((c) => `shell ${path}: ${c}`));
        }
        await openAs(page, 'owner.hawassa', '/owner');
        await page.locator(tid('host-hawassa1')).waitFor();

        expect(await page.locator(tid('host-hawassa1')).evaluate((r) => getComputedStyle(r).display)).toBe('table-row');

        // A phone: each row is a card of "column: value" lines; nothing scrolls sideways.
        await page.setViewportSize(PHONE);
        await expect
          .poll(() => phoneCards(page, 'host-hawassa1'))
          .toEqual({ display: 'block', unlabelled: 0, sideways: 0 });
        expect(await page.locator(tid('scroll-cue')).count()).toBe(0);
        await screenshot(page, `${lang}-phone-fit-owner`);
        await page.locator(tid('host-hawassa1')).locator(tid('host-stats-open')).click();
        await page.locator(tid('host-stats-table')).waitFor();
        await screenshot(page, `${lang}-phone-fit-owner-host-stats`);
        await page.keyboard.press('Escape');
        await openAs(page, 'superadmin', '/admin');
        await expect
          .poll(() => phoneCards(page, 'host-ale1'))
          .toEqual({ display: 'block', unlabelled: 0, sideways: 0 });
        await screenshot(page, `${lang}-phone-fit-admin-hosts`);
        for (const { tab, ready } of ADMIN_TABS.filter((t) => ['groups', 'bonusLimits', 'cardSets'].includes(t.tab))) {
          await openAdminTab(page, tab);
          // An empty stacked table (no rows, its header hidden on phones) has no box: attached is ready.
          await page.locator(ready).first().waitFor({ state: 'attached', timeout: 15_000 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(1);
          await screenshot(page, `${lang}-phone-fit-admin-${tab}`);
        }
        expect(clipped).toEqual([]);
      } catch (e) {
        await screenshot(page, `debug-${lang}-fit`);
        throw e;
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
