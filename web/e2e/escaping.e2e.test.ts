import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { signIn, openAdminTab } from './helpers';

// Stored free text (an announcement's title, body and link label: the validators allow any
// characters there, unlike usernames) must render as text wherever the app shows it: the
// markup appears literally, no element is created from it, and no script runs.
const e2e = useAppAndBrowser();

const IMG = '<img src=x onerror=alert(1)>';
const TITLE = `Promo ${IMG}`;
const BODY = `Tonight <script>alert(2)</script> & <b>bold</b> ${IMG}`;
const LABEL = `Open <svg onload=alert(3)>`;

async function createAnnouncement(url: string): Promise<void> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const now = Date.now();
  const res = await fetch(`${url}/api/admin/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: TITLE,
      body: BODY,
      link: 'https://example.org/promo',
      linkLabel: LABEL,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
      isActive: true,
    }),
  });
  if (res.status !== 201) throw new Error(`announcement not created: ${res.status} ${await res.text()}`);
}

/** A page that records every dialog (alert, confirm, prompt) instead of showing it. */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; dialogs: string[] }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, page, dialogs };
}

/** Elements the stored markup would have created if it had been parsed as HTML. */
const injected = (page: Page) =>
  page.evaluate(() => ({
    img: document.querySelectorAll('img[src="x"]').length,
    svg: document.querySelectorAll('svg[onload]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'bold').length,
    script: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('alert(')).length,
    onerror: document.querySelectorAll('[onerror]').length,
  }));

const NONE = { img: 0, svg: 0, bold: 0, script: 0, onerror: 0 };

describe('stored markup renders as text', () => {
  it('host: the announcement overlay shows title, body and link label literally, nothing injected, no dialog', async () => {
    await createAnnouncement(e2e.server.url);
    const { context, page, dialogs } = await watchedPage();
    try {
      await signIn(page);
      const overlay = page.getByTestId('announcement-overlay');
      await overlay.getByText(TITLE, { exact: true }).waitFor();
      await expect.poll(() => overlay.getByText(BODY, { exact: true }).count()).toBe(1);
      await expect.poll(() => overlay.getByRole('link', { name: LABEL, exact: true }).count()).toBe(1);
      // No wait for a handler to fire: handlers would sit on elements `injected` counts, and there are none.
      expect(await injected(page)).toEqual(NONE);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('super admin: the announcements table shows the same text literally', async () => {
    const { context, page, dialogs } = await watchedPage();
    try {
      await page.goto('/login');
      await page.locator('input[name=username]').fill('superadmin');
      await page.locator('input[name=password]').fill('demo1234');
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/admin');
      await openAdminTab(page, 'announcements');
      const row = page.getByTestId('announcement-row').filter({ hasText: 'Promo' });
      await row.getByText(TITLE, { exact: true }).waitFor();
      await expect.poll(() => row.getByText(BODY, { exact: true }).count()).toBe(1);
      // No wait for a handler to fire: handlers would sit on elements `injected` counts, and there are none.
      expect(await injected(page)).toEqual(NONE);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
