import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAnnouncementsActive } from './app-server';
import { useAppAndBrowser } from './fixture';
import { overlaysChecked } from './helpers';

const e2e = useAppAndBrowser();
let page: Page;
beforeEach(async () => {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
  page = await context.newPage();
  return () => context.close();
});

async function fillLogin(username: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
}

describe('sign-in in a real browser against the real app', () => {
  it('a wrong password shows the toast, which closes by itself after 3 s', async () => {
    await fillLogin('demo', 'wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await toast.waitFor({ state: 'visible', timeout: 5000 });
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await toast.waitFor({ state: 'detached', timeout: 4500 });
  });

  it('the button reads "Signing in..." and is disabled while the request runs', async () => {
    await fillLogin('demo', 'demo1234');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    await expect.poll(() => busy.isDisabled()).toBe(true);
    release();
    await page.waitForURL('**/dashboard');
  });

  it('the button is disabled whenever the username contains "power"', async () => {
    await fillLogin('mypowerhall', 'whatever');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    await page.locator('input[name=username]').fill('demo');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(false);
  });

  it('the right password lands on /dashboard, a reload stays signed in, a removed token goes to /login', async () => {
    await fillLogin('demo', 'demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('signed-in-as').waitFor();
    await expect.poll(() => page.getByTestId('signed-in-as').textContent()).toContain('DEMO');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      username: localStorage.getItem('username'),
      adminId: localStorage.getItem('adminId'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored).toMatchObject({ username: 'demo' });
    expect(stored.adminId).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await page.getByTestId('signed-in-as').waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);

    await page.evaluate(() => localStorage.removeItem('token'));
    await page.reload();
    await page.waitForURL('**/login');
  });

  it('a token the server does not accept is removed and sends the browser to /login', async () => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not.a.token'));
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('a first visit gets the inline shell (no CSP violation) and signs in; a reload gets the normal HTML, files from cache', async () => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text())); // CSP violations are logged as errors
    page.on('pageerror', (e) => problems.push(e.message));
    const first = await page.goto('/login');
    expect(await first?.headerValue('set-cookie')).toMatch(/^shell=\w+;/);
    await expect.poll(() => page.locator('script[type=module]:not([src])').count()).toBe(1); // the inline shell
    await page.locator('input[name=username]').fill('demo');
    await page.locator('input[name=password]').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('card-grid').waitFor(); // a lazy screen: its chunks import the inline entry
    // The shell prefetches the real entry script and stylesheet for the next visit.
    await page.waitForFunction(
      () =>
        performance.getEntriesByType('resource').filter((e) => /\/assets\/index-[\w-]+\.(js|css)$/.test(e.name))
          .length === 2,
    );

    await page.reload();
    await page.getByTestId('card-grid').waitFor();
    await expect.poll(() => page.locator('script[type=module]:not([src])').count()).toBe(0);
    const entry = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/index-[\w-]+\.(js|css)$/.test(e.name))
        .map((e) => (e as PerformanceResourceTiming).transferSize),
    );
    expect(entry).toEqual([0, 0]); // served from the HTTP cache
    expect(problems).toEqual([]);
  });

  it('deep links to unknown API paths get JSON, client routes get the app', async () => {
    const api = await page.request.get(`${e2e.server.url}/admin/unknown-thing`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.stringContaining('No API endpoint') });
    const route = await page.request.get(`${e2e.server.url}/dashboard`);
    expect(route.status()).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
  });
});

describe('a blocked address', () => {
  it('is sent to /blocked with the specification text after 10 failed sign-ins', async () => {
    // The server trusts loopback proxies: this header makes the page a distinct client address.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.99' });
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post(`${e2e.server.url}/api/admin/login`, {
        data: { username: `nobody-${i}`, password: 'wrong' },
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      expect(res.status()).toBe(401);
    }
    await fillLogin('demo', 'demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/blocked');
    await expect
      .poll(() => page.getByTestId('blocked-text').textContent())
      .toContain('Your IP has been blocked due to too many failed attempts');
  });
});

describe('the promotional overlay', () => {
  it("shows the server's active announcement after sign-in, tilts, closes, and stays closed on reload", async () => {
    // The fixture's server starts with the demo announcement off; this test alone shows it.
    await setAnnouncementsActive(e2e.server.url, true);
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
    try {
      const p = await context.newPage();
      await p.goto('/login');
      await p.locator('input[name=username]').fill('demo');
      await p.locator('input[name=password]').fill('demo1234');
      await p.getByRole('button', { name: 'Sign in' }).click();
      await p.waitForURL('**/dashboard');
      const overlay = p.getByText('4ኛ ዓመት በዓል');
      await overlay.waitFor({ timeout: 10_000 });
      await expect
        .poll(() => p.getByRole('link', { name: 'ቻናላችንን ይቀላቀሉ' }).getAttribute('href'))
        .toBe('https://example.org/bingo-hall-channel');
      await p.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
      const checked = overlaysChecked(p);
      await p.reload();
      await p.getByTestId('card-grid').waitFor();
      await checked;
      await expect.poll(() => overlay.count()).toBe(0);
    } finally {
      await context.close();
      await setAnnouncementsActive(e2e.server.url, false);
    }
  }, 45_000);
});
