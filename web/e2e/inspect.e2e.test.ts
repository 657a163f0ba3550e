import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { openAdminTab, screenshot, signIn } from './helpers';

const e2e = useAppAndBrowser();

const isReport = (body: string | null) => (body ?? '').includes('recordInspectAttempt');

describe('inspect attempts: the signed-in client reports developer tools, the super admin sees them', () => {
  it('F12 on a signed-in screen is recorded for that account; on the sign-in page nothing is sent', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const reports: string[] = [];
    page.on('request', (r) => {
      if (isReport(r.postData())) reports.push(r.url());
    });
    try {
      await page.goto('/login');
      await page.locator('input[name=username]').waitFor();
      await page.keyboard.press('F12');
      // The watch loads a moment after the first screen: wait for its code, then press the key.
      const watchLoaded = page.waitForResponse((r) => /InspectWatch[^/]*\.js$/.test(r.url()), { timeout: 20_000 });
      await signIn(page, 'hawassa1');
      await watchLoaded;
      expect(reports).toEqual([]); // the key on the sign-in page sent nothing
      // The watch starts once its code and the API client are in: press until the report goes out.
      const recorded = page.waitForResponse((r) => isReport(r.request().postData()));
      await expect
        .poll(
          async () => {
            await page.keyboard.press('F12');
            return reports.length;
          },
          { timeout: 15_000, interval: 250 },
        )
        .toBe(1);
      expect((await (await recorded).json()).data.recordInspectAttempt).toBe(true);
      // A second press within the minute is not sent again.
      await page.keyboard.press('Control+Shift+I');
      expect(reports).toHaveLength(1);

      const admin = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
      const adminPage = await admin.newPage();
      try {
        await adminPage.goto('/login');
        await adminPage.locator('input[name=username]').fill('superadmin');
        await adminPage.locator('input[name=password]').fill('demo1234');
        await adminPage.locator('button[type=submit]').click();
        await adminPage.waitForURL('**/admin');
        await openAdminTab(adminPage, 'inspect');
        const row = adminPage.getByTestId('inspect-row').filter({ hasText: 'hawassa1' });
        await row.first().waitFor();
        expect(await row.first().getByTestId('inspect-method').getAttribute('data-method')).toBe('devtools-keys');
        expect(await row.first().getByTestId('inspect-method').textContent()).toBe('Developer-tools keys');
        await screenshot(adminPage, 'en-desktop-admin-inspect-recorded');
      } finally {
        await admin.close();
      }
    } finally {
      await context.close();
    }
  }, 90_000);
});
