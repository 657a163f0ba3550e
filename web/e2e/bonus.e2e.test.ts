import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endActiveGame, gql, screenshot, signIn } from './helpers';
import { useAppAndBrowser } from './fixture';

const e2e = useAppAndBrowser();

const START = `mutation($input: StartGameInput!) { startGame(input: $input) { gameId baseAmount: baseAmountSantim totalBonusAmount: totalBonusAmountSantim } }`;
const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;
/** One host per viewport: both run at once, and a host's new game would end the other's. */
const HOSTS = { desktop: 'demo', phone: 'hawassa1' } as const;

async function stepUp(page: Page) {
  await page.getByTestId('step-up-password').fill('demo1234');
  await page.getByTestId('step-up-submit').click();
}

/** Client-side navigation through the shell's MENU: no page load. */
const menu = (page: Page, to: string) => page.getByTestId('shell-menu').locator(`a[href="${to}"]`).click();

describe('host shell against the real API', () => {
  it('bonus management: step-up gate, a configuration made in the UI pays on the next game, shows in bonus games and daily statistics; presets switch', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    try {
      await signIn(page);
      await page.goto('/reports/bonus');
      await stepUp(page); // the gate: nothing of the view shows before the password
      await page.getByTestId('bonus-empty').waitFor();

      await page.getByTestId('bonus-new').click();
      await page.getByTestId('bonus-save').click(); // checked here first: no request, the field says why
      await page.getByTestId('bonus-form').getByText('Required').first().waitFor();
      await page.locator('input[name=name]').fill('Evening bonus');
      // fixed 30 Birr, time-based, from now for 7 days (within the platform's default limits: 50% of
      // this game's 80 Birr of stakes, docs/games-and-money.md#bonus-limits)
      await page.locator('input[name=bonusValue]').fill('30');
      await page.getByTestId('bonus-save').click();
      await page.getByText('Bonus configuration created').waitFor();
      const row = page.getByTestId('bonus-config-row');
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('Evening bonus');

      // The operator starts a regular game (as the dashboard does): the bonus applies at start.
      const { startGame } = await gql(page, e2e.server.url, START, {
        input: {
          bettingAmountSantim: 2000,
          cardPaletteNumbers: [3, 14, 27, 58],
          callSpeed: 10000,
          gameType: 'regular',
          winningPatterns: ['any'],
        },
      });
      expect(startGame.totalBonusAmount).toBe(3000); // santim

      await page.getByTestId('bonus-tab-games').click();
      const game = page.getByTestId('bonus-game-row');
      await game.waitFor();
      await expect.poll(() => game.textContent()).toContain('30 ብር');
      await expect.poll(() => game.textContent()).toContain(`${startGame.baseAmount / 100} ብር`);

      await page.getByTestId('bonus-tab-stats').click();
      await page.getByTestId('bonus-stats-row').first().waitFor();
      await expect.poll(() => page.getByTestId('bonus-stats-row').count()).toBe(7); // the last 7 days by default
      await expect.poll(() => page.getByTestId('bonus-stats-row').first().textContent()).toMatch(/1\s*30 ብር$/); // today, newest first
      await expect.poll(() => page.getByTestId('bonus-stats-total').textContent()).toMatch(/1\s*30 ብር$/);

      await page.getByTestId('bonus-tab-presets').click();
      await page.getByTestId('preset-new').click();
      await page.locator('input[name=presetName]').fill('Weekend special');
      await page.locator('input[name=bonusValue]').fill('10');
      await page.getByTestId('preset-save').click();
      await page.getByText('Preset created successfully').waitFor();
      const toggle = page
        .getByTestId('preset-row')
        .filter({ hasText: 'Weekend special' })
        .locator('input[type=checkbox]');
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await toggle.click({ force: true });
      await page.getByText('Preset status updated successfully').waitFor();
      await expect.poll(() => toggle.isChecked()).toBe(false);

      // Delete asks first.
      await page.getByTestId('bonus-tab-configs').click();
      await page.getByTestId('bonus-delete').click();
      await page.getByTestId('bonus-confirm-confirm').click();
      await page.getByTestId('bonus-empty').waitFor();
    } catch (e) {
      await screenshot(page, 'debug-bonus');
      throw e;
    } finally {
      await context.close();
    }
  }, 60_000);

  it('screenshots: summary, games, online games (both tabs), bonus management (four tabs) in en and am, desktop and phone', async () => {
    await Promise.all(
      (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map(async (device) => {
        const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: VIEWPORTS[device] });
        const page = await context.newPage();
        try {
          await signIn(page, HOSTS[device]);
          await endActiveGame(page, e2e.server.url);
          await gql(page, e2e.server.url, START, {
            input: {
              bettingAmountSantim: 2000,
              cardPaletteNumbers: [5, 6, 7],
              callSpeed: 10000,
              gameType: 'house',
              houseCardCount: 3,
              winningPatterns: ['any'],
            },
          });
          await page.goto('/reports');
          await page.getByTestId('admin-stats').waitFor();
          for (const lang of ['en', 'am'] as const) {
            const shot = (name: string) => screenshot(page, `${lang}-${device}-shell-${name}`);
            if (lang === 'am') {
              await page.getByTestId('language-switch').getByRole('button', { name: 'አማ' }).click();
              await menu(page, '/reports');
              await page.getByTestId('admin-stats').waitFor();
            }
            await page.getByTestId('reports-table').waitFor();
            await shot('summary');
            await menu(page, '/reports/games');
            await page.getByTestId('shell-games').locator('tbody tr').first().waitFor(); // the house game just started
            await expect.poll(() => page.getByTestId('games-showing').textContent()).toMatch(/\d+\D+\d+/);
            await shot('games');
            await menu(page, '/reports/house');
            await page.getByTestId('house-daily-row').first().waitFor();
            await shot('house-daily');
            await page.getByTestId('house-tab-detailed').click();
            await page.getByTestId('house-detail-row').first().waitFor();
            await expect
              .poll(() => page.getByTestId('house-detail-row').first().textContent())
              .toMatch(/[\u1200-\u137F]/); // Amharic weekday
            await shot('house-detailed');
            await menu(page, '/reports/bonus');
            if (lang === 'en') await stepUp(page); // then held for 5 minutes
            // An empty stacked table has no box on a phone: attached is ready.
            await page.getByTestId('bonus-configs').waitFor({ state: 'attached' });
            await shot('bonus-configs');
            await page.getByTestId('bonus-new').click();
            await page.getByTestId('bonus-form').waitFor();
            await shot('bonus-form');
            await page.keyboard.press('Escape');
            await page.getByTestId('bonus-tab-games').click();
            await page.getByTestId('bonus-games').waitFor({ state: 'attached' });
            await shot('bonus-games');
            await page.getByTestId('bonus-tab-stats').click();
            await page.getByTestId('bonus-stats-total').waitFor();
            await shot('bonus-stats');
            await page.getByTestId('bonus-tab-presets').click();
            await page.getByTestId('bonus-presets').waitFor({ state: 'attached' });
            await shot('bonus-presets');
          }
        } catch (e) {
          await screenshot(page, `debug-shell-${device}`);
          throw e;
        } finally {
          await context.close();
        }
      }),
    );
  }, 90_000);
});
