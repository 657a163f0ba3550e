import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_KEY, answered, apiCall, openAdminTab, screenshot } from './helpers';
import { useAppAndBrowser } from './fixture';

// The super admin's security screens: bonus limits, hidden accounts, API tokens, in
// both languages, against the real API.
const e2e = useAppAndBrowser();

async function newPage(lang: 'en' | 'am'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { context, page: await context.newPage() };
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('superadmin');
  await page.locator('input[name=password]').fill('demo1234');
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/admin');
}

const api = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  apiCall<T>(e2e.server.url, query, variables, token);

describe('super admin security screens', () => {
  it('sets a group bonus limit through step-up, lists hidden hosts, revokes an API token (en and am)', async () => {
    const host = await api<{ login: { token: string } }>(
      'mutation { login(input: { username: "hawassa1", password: "demo1234" }) { token } }',
      {},
    );
    await api('mutation { createApiToken(input: { name: "nightly-report" }) { token } }', {}, host.login.token);

    for (const lang of ['en', 'am'] as const) {
      const { context, page } = await newPage(lang);
      try {
        await signInAsAdmin(page);
        await openAdminTab(page, 'bonusLimits');
        await page.getByTestId('bonus-limits-default').waitFor();
        if (lang === 'en') {
          await expect
            .poll(() => page.getByTestId('bonus-limits-default').textContent())
            .toContain('1,000 ብር a game · 50% of the stakes');
          await page.getByTestId('limit-target').click();
          await page.getByRole('option', { name: 'hawassa' }).click();
          await page.locator('input[name=perGame]').fill('300');
          await page.locator('input[name=share]').fill('25');
          await page.locator('input[name=perDay]').fill('2000');
          await page.getByTestId('limit-save').click();
          await page.getByTestId('step-up-password').fill('demo1234');
          await page.getByTestId('step-up-submit').click();
          await page.getByTestId('bonus-limits-table').getByText('hawassa').waitFor();
          await expect.poll(() => page.getByTestId('bonus-limits-table').textContent()).toContain('300 ብር');
          await expect.poll(() => page.getByTestId('bonus-limits-table').textContent()).toContain('25%');
        } else {
          await page.getByTestId('bonus-limits-table').getByText('hawassa').waitFor();
          await expect.poll(() => page.getByTestId('tab-bonusLimits').textContent()).toBe('የቦነስ ገደቦች');
        }
        await screenshot(page, `admin-bonus-limits-${lang}`);

        await openAdminTab(page, 'hidden');
        await page.getByTestId('hidden-hosts-table').waitFor();
        // The filter asks the server once typing pauses: the shot shows its answer.
        const filtered = answered(page, 'HiddenHosts', (v) => v.filter === 'test');
        await page.getByTestId('hidden-filter').fill('test');
        await filtered;
        await screenshot(page, `admin-hidden-hosts-${lang}`);

        await openAdminTab(page, 'apiTokens');
        await page.getByTestId('api-tokens-table').getByText('nightly-report').waitFor();
        if (lang === 'en') {
          await screenshot(page, `admin-api-tokens-${lang}`);
          await page.getByTestId('revoke-nightly-report').click();
          expect(await page.getByRole('dialog').textContent()).toContain('nightly-report');
          await page.getByTestId('api-token-confirm-confirm').click();
          await page.getByTestId('api-tokens-table').getByText('Revoked').waitFor();
          await expect.poll(() => page.getByTestId('revoke-nightly-report').count()).toBe(0);
        } else {
          await page.getByTestId('api-tokens-table').getByText('ተሰርዟል').waitFor();
          await screenshot(page, `admin-api-tokens-${lang}`);
        }
      } finally {
        await context.close();
      }
    }
    const limits = await api<{ bonusLimits: { limits: { targetName: string; maxShareBp: number }[] } }>(
      '{ bonusLimits { limits { targetName maxShareBp } } }',
      {},
      (
        await api<{ login: { token: string } }>(
          'mutation { login(input: { username: "superadmin", password: "demo1234" }) { token } }',
          {},
        )
      ).login.token,
    );
    expect(limits.bonusLimits.limits).toEqual([{ targetName: 'hawassa', maxShareBp: 2500 }]);
    // Two languages of whole flows: 16-20 s on a quiet machine, past 30 s beside the other suites.
  }, 90_000);

  it('a host makes a token on its own page (shown once, it reads reports), then revokes it (en and am)', async () => {
    for (const lang of ['en', 'am'] as const) {
      const { context, page } = await newPage(lang);
      try {
        await page.goto('/login');
        await page.locator('input[name=username]').fill('hawassa2');
        await page.locator('input[name=password]').fill('demo1234');
        await page.locator('button[type=submit]').click();
        await page.waitForURL('**/dashboard');
        await page.goto('/api-tokens');
        await page.getByTestId('my-api-tokens').waitFor();
        await page.locator('input[name=tokenName]').fill(`script-${lang}`);
        await page.locator('input[name=tokenDays]').fill('30');
        await page.getByTestId('token-create').click();
        const secret = (await page.getByTestId('token-secret').textContent())!;
        expect(secret).toMatch(/^bgr_/);
        const report = await fetch(`${e2e.server.url}/admin/stats`, {
          headers: { authorization: `Bearer ${secret}`, 'x-api-key': API_KEY },
        });
        expect(report.status).toBe(200);
        await screenshot(page, `my-api-tokens-${lang}`);
        // This language's token (the other one is already revoked): its row's Revoke, then its status.
        const row = page
          .getByTestId('my-api-tokens')
          .locator('tr')
          .filter({ hasText: `script-${lang}` });
        await row.getByRole('button').click();
        await page.getByTestId('api-token-confirm-confirm').click();
        await row.getByText(lang === 'en' ? 'Revoked' : 'ተሰርዟል').waitFor();
        const after = await fetch(`${e2e.server.url}/admin/stats`, {
          headers: { authorization: `Bearer ${secret}`, 'x-api-key': API_KEY },
        });
        expect(after.status).toBe(401);
      } finally {
        await context.close();
      }
    }
  });
});
