import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { gql, openAdminTab, screenshot } from './helpers';

const e2e = useAppAndBrowser();

const GROUPS = 'query { ownerGroups { name archivedAt } }';

describe('safe actions: an archive asks first, names the group and its consequence', () => {
  for (const lang of ['en', 'am'] as const) {
    it(`${lang}: Cancel changes nothing; the confirmed archive archives, and Restore asks too`, async () => {
      const context = await e2e.browser.newContext({
        baseURL: e2e.server.url,
        viewport: { width: 1366, height: 768 },
      });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      try {
        await page.goto('/login');
        await page.locator('input[name=username]').fill('superadmin');
        await page.locator('input[name=password]').fill('demo1234');
        await page.locator('button[type=submit]').click();
        await page.waitForURL('**/admin');
        await openAdminTab(page, 'groups');
        // Each language takes its own group, so the two runs never meet.
        const rows = page.getByTestId('owner-groups').locator('tbody tr');
        await rows.first().waitFor();
        const row = rows.nth(lang === 'en' ? 0 : 1);
        const name = (await row.locator('td').first().textContent())!;
        const archive = row.getByTestId('group-archive');
        // The button says what it does: never "save (stop)".
        await expect.poll(() => archive.textContent()).toBe(lang === 'en' ? 'Archive' : 'ወደ ማህደር አስገባ');

        await archive.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await expect.poll(() => dialog.textContent()).toContain(`“${name}”`);
        await screenshot(page, `${lang}-desktop-group-archive-confirm`);
        await page.setViewportSize({ width: 360, height: 740 });
        await screenshot(page, `${lang}-phone-group-archive-confirm`);
        await page.setViewportSize({ width: 1366, height: 768 });
        await page.getByTestId('group-confirm-cancel').click();
        await dialog.waitFor({ state: 'hidden' });
        const before = await gql<{ ownerGroups: { name: string; archivedAt: string | null }[] }>(
          page,
          e2e.server.url,
          GROUPS,
        );
        expect(before.ownerGroups.find((g) => g.name === name)?.archivedAt).toBeNull();

        await archive.click();
        await page.getByTestId('group-confirm-confirm').click();
        await expect
          .poll(async () => {
            const after = await gql(page, e2e.server.url, GROUPS);
            return after.ownerGroups.find((g: { name: string }) => g.name === name)?.archivedAt;
          })
          .not.toBeNull();
        await row
          .getByTestId('group-archive')
          .filter({ hasText: lang === 'en' ? 'Restore' : 'ከማህደር መልስ' })
          .waitFor();
        await row.getByTestId('group-archive').click();
        expect(await page.getByRole('dialog').textContent()).toContain(`“${name}”`);
        await page.getByTestId('group-confirm-confirm').click();
        await expect
          .poll(async () => {
            const after = await gql(page, e2e.server.url, GROUPS);
            return after.ownerGroups.find((g: { name: string }) => g.name === name)?.archivedAt;
          })
          .toBeNull();
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
