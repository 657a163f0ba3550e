import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { apiCall, screenshot, openAdminTab } from './helpers';

const e2e = useAppAndBrowser();
const tid = (id: string) => `[data-testid="${id}"]`;

type Session = { token: string; username: string; adminId: string };
const sessions = new Map<string, Session>();

const call = <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  apiCall<T>(e2e.server.url, query, variables, token);

/** Signs in by storing the session the login mutation gave (a fresh page load, as after a sign-in). */
async function openAs(page: Page, username: string, path: string) {
  if (!page.url().startsWith(e2e.server.url)) await page.goto('/blocked');
  await page.evaluate((s) => {
    localStorage.removeItem('token');
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  }, sessions.get(username)!);
  await page.goto(path);
}

async function stepUp(page: Page) {
  await page.getByTestId('step-up-password').fill('demo1234');
  await page.getByTestId('step-up-submit').click();
}

/**
 * A write asks for the password only when the step-up token ran out (or there is none yet): waits
 * for whichever comes first, the prompt (answered, then the outcome) or the outcome itself.
 */
async function stepUpUntil(page: Page, outcome: () => Promise<unknown>) {
  const asked = await Promise.race([
    page
      .locator(tid('step-up-password'))
      .waitFor()
      .then(
        () => true,
        () => false,
      ),
    outcome().then(() => false),
  ]);
  if (asked) {
    await stepUp(page);
    await outcome();
  }
}

const POOL = `query($hostId: ID) { jackpotPool(hostId: $hostId) { amountSantim accrualShare callLimit enabled } }`;
const HALL = `query($hostId: ID) { hallSettings(hostId: $hostId) { hallName supportPhones } }`;

beforeAll(async () => {
  for (const username of ['superadmin', 'owner.hawassa', 'hawassa1', 'hawassa2']) {
    const { login } = await call<{ login: Session }>(
      'mutation($input: LoginInput!) { login(input: $input) { token username adminId } }',
      { input: { username, password: 'demo1234' } },
    );
    sessions.set(username, login);
  }
  // One finished game of hawassa1 today, so the figures and the statistics have a row.
  const host = sessions.get('hawassa1')!.token;
  const { startGame } = await call<{ startGame: { gameId: string } }>(
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
    host,
  );
  await call('mutation($id: ID!) { endGame(gameId: $id) { __typename } }', { id: startGame.gameId }, host);
}, 30_000);

describe('settings screens against the real API (web/test-results/screens)', () => {
  for (const [lang, host, share, phone] of [
    ['en', 'hawassa1', '5', '0911 23 45 67'],
    ['am', 'hawassa2', '7.5', '+251 922 34 56 78'],
  ] as const) {
    it(`${lang}: super admin and owner set a host's jackpot and hall; the host sees pool and phones; figures, statistics, global presets`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      const hostId = sessions.get(host)!.adminId;
      try {
        // Super admin: the host table with every figure of the host record.
        await openAs(page, 'superadmin', '/admin');
        const row = page.locator(tid(`host-${host}`));
        await row.waitFor();
        for (const key of ['week', 'month', 'total', 'avg-month', 'avg-all-time', 'games-today'])
          await row.locator(tid(`figure-${key}`)).waitFor();
        if (host === 'hawassa1')
          await expect.poll(() => row.locator(tid('figure-games-today')).textContent()).toBe('1');
        await screenshot(page, `${lang}-desktop-settings-admin-hosts`);

        // The statistics modal: figures, then 30 days, 12 weeks, 12 months.
        await row.locator(tid('row-actions')).click(); // the row's further actions: the More menu
        await page.locator(tid('host-stats')).click();
        await page.locator(tid('host-figures')).waitFor();
        await expect.poll(() => page.locator(`${tid('host-stats-table')} tbody tr`).count()).toBe(30);
        await screenshot(page, `${lang}-desktop-settings-host-stats`);
        await page.keyboard.press('Escape');
        await page.locator(tid('host-figures')).waitFor({ state: 'detached' });

        // The super admin turns the host's jackpot on.
        await row.locator(tid('row-actions')).click();
        await page.locator(tid('jackpot-settings-open')).click();
        await page.locator(tid('jackpot-settings')).waitFor();
        await page.locator(tid('jackpot-enabled')).check({ force: true });
        await page.locator(tid('jackpot-share')).fill('150');
        await page.locator(tid('jackpot-problem')).waitFor(); // core's rule, before any request
        await expect.poll(() => page.locator(tid('jackpot-save')).isDisabled()).toBe(true);
        await page.locator(tid('jackpot-share')).fill(share);
        await page.locator(tid('jackpot-call-limit')).fill('40');
        await screenshot(page, `${lang}-desktop-settings-jackpot`);
        await page.locator(tid('jackpot-save')).click();
        // The question lists each change, old → new.
        // The modal's root has no box of its own: wait for its dialog.
        await page.locator(tid('jackpot-confirm')).getByRole('dialog').waitFor();
        expect(await page.locator(tid('jackpot-confirm')).textContent()).toContain('50 → 40');
        await screenshot(page, `${lang}-desktop-settings-jackpot-confirm`);
        await page.locator(tid('jackpot-confirm-confirm')).click();
        await page.locator(tid('jackpot-settings')).waitFor({ state: 'detached' });
        const { jackpotPool } = await call(POOL, { hostId }, sessions.get('superadmin')!.token);
        expect(jackpotPool).toMatchObject({ enabled: true, accrualShare: Number(share) / 100, callLimit: 40 });

        // Global presets: the super admin creates one (step-up on the first write).
        await page.locator(tid('open-global-presets')).click();
        await page.locator(tid('global-presets')).waitFor();
        await page.locator(tid('preset-new')).click();
        await page.locator('input[name=presetName]').fill(`Global ${lang}`);
        await page.locator('input[name=bonusValue]').fill('10');
        await page.locator(tid('preset-save')).click();
        const globalRow = page.locator(tid('preset-row')).filter({ hasText: `Global ${lang}` });
        await stepUpUntil(page, () => globalRow.waitFor());
        await screenshot(page, `${lang}-desktop-settings-global-presets`);

        // The owner sets the hall: a bad number is refused on the screen, then a good one is saved.
        await openAs(page, 'owner.hawassa', '/owner');
        const ownerRow = page.locator(tid(`host-${host}`));
        await ownerRow.locator(tid('hall-settings-open')).click();
        await page.locator(tid('hall-settings')).waitFor();
        await page.locator(tid('hall-display-name')).fill(`Hall ${lang}`);
        await page.locator(tid('hall-phone-1')).fill('12345');
        await page.locator(tid('hall-problem')).waitFor();
        await expect.poll(() => page.locator(tid('hall-save')).isDisabled()).toBe(true);
        await page.locator(tid('hall-phone-1')).fill(phone);
        await page.locator(tid('hall-problem')).waitFor({ state: 'detached' });
        await screenshot(page, `${lang}-desktop-settings-hall`);
        await page.locator(tid('hall-save')).click();
        await page.locator(tid('hall-settings')).waitFor({ state: 'detached' });
        const { hallSettings } = await call(HALL, { hostId }, sessions.get('owner.hawassa')!.token);
        expect(hallSettings).toEqual({ hallName: `Hall ${lang}`, supportPhones: [phone] });
        await ownerRow.locator(tid('jackpot-settings-open')).click();
        await page.locator(tid('jackpot-pool')).waitFor();
        await screenshot(page, `${lang}-desktop-settings-owner-jackpot`);
        await page.keyboard.press('Escape');

        // The host: the support number from the hall settings in the header, the pool on the dashboard.
        await openAs(page, host, '/dashboard');
        await page.locator(tid('jackpot-pool')).waitFor();
        const phones = page.locator(`${tid('app-header')} ${tid('support-phone')}`);
        await phones.first().waitFor();
        await expect.poll(() => phones.allTextContents()).toEqual([phone]);
        await expect.poll(() => phones.first().getAttribute('href')).toBe(`tel:${phone.replace(/\s/g, '')}`);
        await screenshot(page, `${lang}-desktop-settings-dashboard`);

        // The host copies the global preset into its own presets (the global one stays greyed out).
        await page.goto('/reports/bonus');
        await stepUp(page);
        await page.locator(tid('bonus-tab-presets')).click();
        const hostsView = page.locator(tid('preset-row')).filter({ hasText: `Global ${lang}` });
        await hostsView.first().locator(tid('preset-copy')).click();
        await expect.poll(() => hostsView.count()).toBe(2);
        await hostsView.locator(tid('preset-edit')).waitFor();
        await screenshot(page, `${lang}-desktop-settings-host-presets`);

        // The super admin deletes the global preset after confirming: the host keeps its copy.
        await openAs(page, 'superadmin', '/global-presets');
        await globalRow.locator(tid('preset-delete')).click();
        await page.locator(tid('preset-confirm-confirm')).click();
        await stepUpUntil(page, () => globalRow.waitFor({ state: 'detached' }));
        const left = await call<{ bonusPresets: { name: string; isGlobalPreset: boolean }[] }>(
          '{ bonusPresets { name isGlobalPreset } }',
          {},
          sessions.get(host)!.token,
        );
        expect(left.bonusPresets.filter((p) => p.name === `Global ${lang}`)).toEqual([
          { name: `Global ${lang}`, isGlobalPreset: false },
        ]);

        // The platform periods: "Last 30 days" lists 30 rows.
        await page.goto('/admin');
        await openAdminTab(page, 'profits');
        await page.locator(tid('chart-months')).waitFor();
        await expect.poll(() => page.locator(`${tid('chart-days-table')} tr`).count()).toBe(30);
        await expect.poll(() => page.locator(`${tid('chart-weeks-table')} tr`).count()).toBe(12);
        await screenshot(page, `${lang}-desktop-settings-profits`);
      } catch (e) {
        await screenshot(page, `debug-settings-${lang}`);
        throw e;
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
