import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';
import { gql, screenshot, openAdminTab } from './helpers';

/**
 * docs/roles-and-accounts.md#production-start: a new platform on an empty production database. The first
 * super admin comes from the environment and builds everything else on the screens: a group, its
 * owner and its funded super account; the owner registers and funds a host; the host sees its money.
 */
const ADMIN = { username: 'platform', password: 'Adama-Launch-2026' };
const OWNER = { username: 'owner.adama', password: 'adama-owner-pass' };
const HOST = { username: 'adama1', password: 'adama1-hall-pass' };

let server: AppServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  const [app, chrome] = await Promise.all([
    startAppServer(
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'e2e-production-secret-'.repeat(3),
        SUPER_ADMIN_USERNAME: ADMIN.username,
        SUPER_ADMIN_PASSWORD: ADMIN.password,
      },
      // An empty database (not the demo template), and no demo announcements to switch off.
      { fresh: true, keepAnnouncements: true },
    ),
    launchBrowser(),
  ]);
  server = app;
  browser = chrome.browser;
  closeBrowser = chrome.close;
}, 120_000);
afterAll(async () => {
  await closeBrowser?.();
  await server?.stop();
});

async function newPage(lang: 'en' | 'am' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { context, page: await context.newPage() };
}

async function signInTo(page: Page, who: { username: string; password: string }, landing: string) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(who.username);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`**${landing}`);
}

async function stepUp(page: Page, password: string) {
  await page.getByTestId('step-up-password').fill(password);
  await page.getByTestId('step-up-submit').click();
}

/** Argon2 in production mode on a busy machine: a step-up can take seconds. */
const POLL = { timeout: 20_000, interval: 250 };
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('a production platform built from the screens', () => {
  it('super admin → group "adama", its owner, 50,000 Birr on the super account → owner registers adama1 with 10,000 → host sees them', async () => {
    // The database had no account: the first super admin is the only one.
    const admin = await newPage();
    try {
      await signInTo(admin.page, ADMIN, '/admin');
      const { page } = admin;
      await openAdminTab(page, 'groups');
      await page.getByText('No owner groups yet. Create the first one.').waitFor();
      await page.getByTestId('group-create').click();
      await page.locator('input[name=groupName]').fill('adama');
      await page.locator('input[name=groupRoute]').fill('adama');
      await page.locator('input[name=groupPrefixes]').fill('adama');
      await page.getByTestId('group-submit').click();
      const group = page.getByTestId('group-adama');
      await group.waitFor();
      await expect.poll(() => group.textContent()).toContain('/adama');

      // Overlapping prefixes are refused with both groups named; nothing is added.
      await page.getByTestId('group-create').click();
      await page.locator('input[name=groupName]').fill('ada');
      await page.locator('input[name=groupPrefixes]').fill('ada');
      await page.getByTestId('group-submit').click();
      await page.getByText('The prefix "ada" of group "ada" overlaps the prefix "adama" of group "adama"').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('group-ada').count()).toBe(0);

      await group.getByTestId('group-add-owner').click();
      await expect.poll(() => page.locator('input[name=ownerUsername]').inputValue()).toBe(OWNER.username);
      await page.locator('input[name=ownerPassword]').fill(OWNER.password);
      await page.getByTestId('owner-submit').click();
      await page.getByTestId(`owner-${OWNER.username}`).waitFor();

      const superRow = page.getByTestId('super-adama');
      await expect.poll(() => superRow.textContent()).toContain('adamasuper');
      await superRow.getByTestId('super-fund').click();
      await page.locator('input[name=superAmount]').fill('50000');
      await page.getByTestId('fund-submit').click();
      await page.getByTestId('fund-confirm-confirm').click();
      await stepUp(page, ADMIN.password);
      await expect
        .poll(async () => digits(await superRow.getByTestId('super-balance').textContent()), POLL)
        .toBe(50_000);
      // The super account is not a host: the host table does not list it.
      await expect.poll(() => page.getByText('adamasuper').count()).toBe(1);
      // A fresh load, without the toasts, for the screenshots.
      await page.reload();
      await openAdminTab(page, 'groups');
      await superRow.waitFor();
      await screenshot(page, 'en-desktop-admin-groups');
      await page.getByTestId('super-fund').click();
      await screenshot(page, 'en-desktop-admin-groups-fund');
      await page.keyboard.press('Escape');

      // The playground reads the schema in production, for the super admin (introspection.ts).
      const introspection = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('__schema'),
      );
      await page.goto('/graphiql');
      const answer = await introspection;
      expect(answer.status()).toBe(200);
      expect(
        ((await answer.json()) as { data: { __schema: { queryType: { name: string } } } }).data.__schema.queryType.name,
      ).toBe('Query');
      await page.locator('.graphiql-container').waitFor();
    } finally {
      await admin.context.close();
    }

    const owner = await newPage();
    try {
      const { page } = owner;
      await signInTo(page, OWNER, '/owner');
      const superTile = page.getByTestId('super-wallet-tile').locator('h3');
      await expect.poll(async () => digits(await superTile.textContent()), POLL).toBe(50_000);
      await page.getByTestId('register-user').click();
      await expect.poll(() => page.locator('input[name=newUsername]').inputValue()).toBe('adama');
      await page.locator('input[name=newUsername]').fill(HOST.username);
      await page.locator('input[name=newPassword]').fill(HOST.password);
      await page.getByTestId('register-submit').click();
      const row = page.getByTestId(`host-${HOST.username}`);
      await row.waitFor();
      await row.locator('input[name=topUpAmount]').fill('10000');
      await row.getByTestId('wallet-add').click();
      await page.getByTestId('topup-confirm-confirm').click();
      await stepUp(page, OWNER.password);
      await expect.poll(async () => digits(await row.getByTestId('balance').textContent()), POLL).toBe(10_000);
      await expect.poll(async () => digits(await superTile.textContent()), POLL).toBe(40_000);

      // The owner turns the host's jackpot on from the host's row (the jackpot settings screen).
      await row.getByTestId('jackpot-settings-open').click();
      const dialog = page.getByTestId('jackpot-settings');
      await dialog.waitFor();
      await page.getByTestId('jackpot-enabled').check({ force: true });
      await page.getByTestId('jackpot-share').fill('10');
      await page.getByTestId('jackpot-call-limit').fill('40');
      await page.getByTestId('jackpot-save').click();
      await page.getByTestId('jackpot-confirm-confirm').click();
      await dialog.waitFor({ state: 'detached' });

      // The group's own route, from its data.
      await page.goto('/adama');
      await page.getByText('ADAMA').first().waitFor();
      await row.waitFor();
      await screenshot(page, 'en-desktop-owner-adama');
    } finally {
      await owner.context.close();
    }

    const host = await newPage();
    try {
      const { page } = host;
      await signInTo(page, HOST, '/dashboard');
      const header = page.getByTestId('signed-in-as');
      await expect.poll(async () => (await header.textContent()) ?? '', POLL).toContain('10,000');
      const { jackpotPool } = await gql(page, server.url, '{ jackpotPool { amountSantim accrualShare callLimit } }');
      expect(jackpotPool).toMatchObject({ accrualShare: 0.1, callLimit: 40 });
      // The dashboard shows the pool while the jackpot is on.
      await page.getByTestId('jackpot-pool').waitFor();
      // A jackpot game shows the pool on the caller screen.
      await page.locator('input[name=jackpot]').check({ force: true });
      for (const n of [1, 2, 3]) await page.getByTestId(`card-${n}`).click();
      await page.getByTestId('bet-10').click();
      await page.getByTestId('start-game').click();
      await page.waitForURL('**/game-in-progress');
      const banner = page.getByTestId('payout-banner');
      await banner.waitFor();
      await expect
        .poll(() => banner.textContent())
        .toContain(`Jackpot: ${Math.round(jackpotPool.amountSantim / 100).toLocaleString('en-US')} ብር`);
      await screenshot(page, 'en-desktop-adama1-jackpot-game');
    } finally {
      await host.context.close();
    }
  }, 180_000);

  it('the groups screen in Amharic', async () => {
    const { context, page } = await newPage('am');
    try {
      await signInTo(page, ADMIN, '/admin');
      await openAdminTab(page, 'groups');
      await page.getByTestId('group-adama').waitFor();
      await page.getByTestId(`owner-${OWNER.username}`).waitFor();
      await expect.poll(() => page.getByTestId('tab-groups').textContent()).toBe('የባለቤት ቡድኖች');
      await screenshot(page, 'am-desktop-admin-groups');
      await page.getByTestId('group-adama').getByTestId('group-edit').click();
      await page.locator('input[name=groupName]').waitFor();
      await expect.poll(() => page.locator('input[name=groupPrefixes]').inputValue()).toBe('adama');
      await screenshot(page, 'am-desktop-admin-groups-edit');
      await page.keyboard.press('Escape');
      await page.getByTestId('super-adama').getByTestId('super-fund').click();
      await screenshot(page, 'am-desktop-admin-groups-fund');
    } finally {
      await context.close();
    }
  }, 60_000);
});
