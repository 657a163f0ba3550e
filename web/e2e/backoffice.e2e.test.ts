import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, screenshot, openAdminTab } from './helpers';
import { useAppAndBrowser } from './fixture';

const e2e = useAppAndBrowser();

async function newPage(lang: 'en' | 'am' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { context, page: await context.newPage() };
}

async function signInTo(page: Page, username: string, landing: string) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('demo1234');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`**${landing}`);
}

async function stepUp(page: Page) {
  await page.getByTestId('step-up-password').fill('demo1234');
  await page.getByTestId('step-up-submit').click();
}

/** Requests whose origin is not the app's (data: URLs carry no origin and fetch nothing). */
function offOrigin(urls: readonly string[], appUrl: string): string[] {
  const app = new URL(appUrl).origin;
  return urls.filter((u) => !u.startsWith('data:') && new URL(u).origin !== app);
}

const balanceOf = async (page: Page, username: string) =>
  (await page.getByTestId(`host-${username}`).getByTestId('balance').textContent())!;

describe('back office in a real browser against the real API', () => {
  it('owner: tops up a host through step-up (wallet and transactions change), blocks it, registers one', async () => {
    const { context, page } = await newPage();
    try {
      await signInTo(page, 'owner.hawassa', '/owner');
      await page.getByTestId('host-hawassa2').waitFor();
      const superTile = page.getByTestId('super-wallet-tile').locator('h3');
      await expect.poll(async () => (await superTile.textContent()) ?? '').toMatch(/\d/);
      const superBefore = Number((await superTile.textContent())!.replace(/\D/g, ''));
      const before = await balanceOf(page, 'hawassa2');
      const row = page.getByTestId('host-hawassa2');
      await row.locator('input[name=topUpAmount]').fill('9999');
      await expect.poll(() => row.getByTestId('wallet-add').isDisabled()).toBe(true);
      await row.locator('input[name=topUpAmount]').fill('10000');
      await row.getByTestId('wallet-add').click();
      await page.getByTestId('topup-confirm-confirm').click();
      await stepUp(page);
      await page.waitForFunction(
        ([b]) => document.querySelector('[data-testid=host-hawassa2] [data-testid=balance]')?.textContent !== b,
        [before],
      );
      const after = await balanceOf(page, 'hawassa2');
      expect(Number(after.replace(/\D/g, '')) - Number(before.replace(/\D/g, ''))).toBe(10_000);
      // The group's super account paid for it.
      await expect
        .poll(async () => Number((await superTile.textContent())!.replace(/\D/g, '')))
        .toBe(superBefore - 10_000);
      await page.getByTestId('recent-transactions').click();
      await page.getByTestId('transaction-row').first().waitFor();
      await expect.poll(() => page.getByTestId('transaction-row').first().textContent()).toContain('hawassa2');
      await screenshot(page, 'en-desktop-owner-transactions');
      await page.keyboard.press('Escape');

      // Block: the host's session ends on its next request.
      const host = await newPage();
      await signInTo(host.page, 'hawassa2', '/dashboard');
      await row.getByTestId('block-toggle').click();
      // Block asks first: a host is not cut off mid-game at one click.
      await page.getByTestId('block-confirm-confirm').click();
      await page.waitForFunction(() =>
        /Unblock/.test(
          document.querySelector('[data-testid=host-hawassa2] [data-testid=block-toggle]')?.textContent ?? '',
        ),
      );
      await host.page.goto('/reports');
      await host.page.waitForURL('**/login');
      await host.context.close();

      await page.getByTestId('register-user').click();
      await expect.poll(() => page.locator('input[name=newUsername]').inputValue()).toBe('hawassa');
      await page.locator('input[name=newUsername]').fill('hawassa9');
      await page.locator('input[name=newPassword]').fill('secret123');
      await page.getByTestId('register-submit').click();
      await page.getByTestId('host-hawassa9').waitFor();
      await screenshot(page, 'en-desktop-owner');
      await page.evaluate(() => localStorage.setItem('language', 'am'));
      await page.reload();
      await page.getByTestId('host-hawassa9').waitFor();
      await screenshot(page, 'am-desktop-owner');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('super admin: commission and a password through step-up; the playground runs a query, a host is refused', async () => {
    const { context, page } = await newPage();
    try {
      await signInTo(page, 'superadmin', '/admin');
      const row = page.getByTestId('host-ale1');
      await row.waitFor();
      await screenshot(page, 'en-desktop-admin');
      await openAdminTab(page, 'profits');
      await page.getByTestId('chart-months').waitFor();
      await screenshot(page, 'en-desktop-admin-profits');
      await openAdminTab(page, 'hosts');
      await row.waitFor();
      await row.getByTestId('commission-edit').click();
      await row.locator('select[name=commissionRate]').selectOption('0.35');
      await row.getByTestId('commission-save').click();
      // The question names the host and the change; Cancel keeps 20 %, confirming saves 35 %.
      const question = page.getByTestId('commission-confirm');
      await question.getByText('ale1').waitFor();
      expect(await question.textContent()).toContain('20% → 35%');
      await screenshot(page, 'en-desktop-admin-commission-confirm');
      await page.getByTestId('commission-confirm-cancel').click();
      expect(await row.getByTestId('commission-save').isVisible()).toBe(true);
      await row.getByTestId('commission-save').click();
      await page.getByTestId('commission-confirm-confirm').click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid=host-ale1] [data-testid=commission]')?.textContent === '35%',
      );

      await row.getByTestId('row-actions').click(); // the row's further actions: the More menu
      await page.getByTestId('change-password').click();
      await page.locator('input[name=newHostPassword]').fill('newpass123');
      await page.getByTestId('password-submit').click();
      await stepUp(page);
      await page.getByText('Password changed successfully').waitFor();
      const res = await fetch(`${e2e.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'bingo-hall-web' },
        body: JSON.stringify({
          query: 'mutation { login(input: {username: "ale1", password: "newpass123"}) { role } }',
        }),
      });
      expect(((await res.json()) as { data?: { login?: { role: string } } }).data?.login?.role).toBe('HOST');

      // Every request the playground page makes, from its first byte: nothing may leave the app's origin.
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto('/graphiql');
      await page.locator('.graphiql-container').waitFor({ timeout: 20_000 });
      // The editor fills in its default query a moment after the container appears (slower on a
      // busy machine): run until the answer shows, not just once. Each run waits for its answer
      // (a run with no query yet sends nothing: that wait gives up after a few seconds).
      await expect
        .poll(
          async () => {
            const ran = page
              .waitForResponse(
                (r) =>
                  r.url().endsWith('/graphql') &&
                  r.request().method() === 'POST' &&
                  !(r.request().postData() ?? '').includes('__schema'),
                { timeout: 3_000 },
              )
              .then((r) => r.finished())
              .catch(() => null);
            await page.locator('.graphiql-execute-button').click();
            await ran;
            return (await page.locator('.graphiql-response').textContent()) ?? '';
          },
          { timeout: 25_000, interval: 500 },
        )
        .toContain('SUPER_ADMIN');
      await screenshot(page, 'en-desktop-graphiql');
      expect(requests.length).toBeGreaterThan(0);
      expect(offOrigin(requests, e2e.server.url)).toEqual([]);
      // Besides the page itself and its icon, only its own bundled assets, the API path and the
      // app's server clock (GET /current, docs/screens.md#everywhere).
      const paths = new Set(
        requests.filter((u) => !u.startsWith('blob:') && !u.startsWith('data:')).map((u) => new URL(u).pathname),
      );
      expect(
        [...paths].filter(
          (p) =>
            p !== '/graphiql' &&
            p !== '/graphql' &&
            p !== '/current' &&
            p !== '/favicon.svg' &&
            !p.startsWith('/assets/'),
        ),
      ).toEqual([]);
      expect(paths.has('/graphql')).toBe(true);
    } finally {
      await context.close();
    }
    const host = await newPage();
    try {
      await host.page.goto('/login');
      await host.page.locator('input[name=username]').fill('ale1');
      await host.page.locator('input[name=password]').fill('newpass123'); // changed above
      await host.page.locator('button[type=submit]').click();
      await host.page.waitForURL('**/dashboard');
      await host.page.goto('/graphiql');
      await host.page.getByTestId('not-allowed').waitFor();
    } finally {
      await host.context.close();
    }
  }, 60_000);

  it('super admin: announcements (server messages shown in the form), create, edit, switch off; no host entry points', async () => {
    const { context, page } = await newPage();
    try {
      await signInTo(page, 'superadmin', '/admin');
      await openAdminTab(page, 'announcements');
      const rows = page.getByTestId('announcement-row');
      await rows.first().waitFor(); // the demo data's announcement: the list has loaded
      const before = await rows.count();
      const active = async () =>
        (
          await gql<{ activeAnnouncements: { title: string }[] }>(
            page,
            e2e.server.url,
            '{ activeAnnouncements { title } }',
          )
        ).activeAnnouncements.map((a) => a.title);

      await page.getByTestId('new-announcement').click();
      await page.locator('input[name=title]').fill('Weekend bonus');
      await page.locator('textarea[name=body]').fill('Double prizes on Saturday');
      await page.locator('input[name=link]').fill('ftp://example.com/promo');
      await page.getByTestId('announcement-submit').click();
      const error = page.getByTestId('announcement-error');
      await expect
        .poll(async () => (await error.count()) && error.textContent())
        .toBe('link must be an http(s) address');
      await page.locator('input[name=link]').fill('https://t.me/bingohall');
      const startsAt = await page.locator('input[name=startsAt]').inputValue();
      await page.locator('input[name=startsAt]').fill('2099-01-01T10:00');
      await page.getByTestId('announcement-submit').click();
      await expect.poll(() => error.textContent()).toBe('endsAt must be after startsAt');
      await page.locator('input[name=startsAt]').fill(startsAt);
      await page.getByTestId('announcement-submit').click();
      await page.getByTestId('announcement-form').waitFor({ state: 'detached' });
      await expect.poll(() => rows.count()).toBe(before + 1);
      const row = rows.filter({ hasText: 'Weekend bonus' });
      await expect.poll(() => row.getByTestId('announcement-state').textContent()).toBe('Showing now');
      expect(await active()).toContain('Weekend bonus');

      await row.getByTestId('announcement-edit').click();
      await expect.poll(() => page.locator('input[name=link]').inputValue()).toBe('https://t.me/bingohall');
      await page.locator('input[name=title]').fill('Weekend bonus!');
      await page.getByTestId('announcement-submit').click();
      const edited = rows.filter({ hasText: 'Weekend bonus!' });
      await edited.waitFor();
      await screenshot(page, 'en-desktop-admin-announcements');

      await edited.getByTestId('announcement-toggle').click({ force: true });
      await expect.poll(() => edited.getByTestId('announcement-state').textContent()).toBe('Off');
      expect(await active()).not.toContain('Weekend bonus!');

      // Operator screens offer the super admin a way home, not the host reports.
      await page.goto('/dashboard');
      await page.getByTestId('app-header').waitFor();
      await expect.poll(() => page.getByTestId('profile-icon').count()).toBe(0);
      await expect.poll(() => page.getByTestId('back-office-home').getAttribute('href')).toBe('/admin');
    } finally {
      // Whatever happened above, no announcement of this test may cover the next tests' screens.
      const { announcements } = await gql<{
        announcements: {
          id: string;
          title: string;
          body: string;
          startsAt: string;
          endsAt: string;
          isActive: boolean;
        }[];
      }>(page, e2e.server.url, '{ announcements { id title body startsAt endsAt isActive } }');
      for (const a of announcements.filter((x) => x.isActive)) {
        await gql(
          page,
          e2e.server.url,
          'mutation($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { id } }',
          {
            id: a.id,
            input: { title: a.title, body: a.body, startsAt: a.startsAt, endsAt: a.endsAt, isActive: false },
          },
        );
      }
      await context.close();
    }
  }, 40_000);

  it('host: schedules bulk free games (Ethiopian and Gregorian dates) through step-up, moves one, adds one and two at random, then cancels all', async () => {
    const { context, page } = await newPage('am');
    try {
      await signInTo(page, 'hawassa1', '/dashboard');
      await page.goto('/reports/free-games');
      await page.getByTestId('free-game-scheduler').waitFor();
      const days = await gql<{ serverTime: { currentTime: string } }>(
        page,
        e2e.server.url,
        '{ serverTime { currentTime } }',
      );
      const tomorrow = new Date(Date.parse(days.serverTime.currentTime) + 27 * 3600_000).toISOString().slice(0, 10);
      const after = new Date(Date.parse(days.serverTime.currentTime) + 51 * 3600_000).toISOString().slice(0, 10);
      await page.getByTestId('startDate').fill(tomorrow);
      await page.getByTestId('endDate').fill(after);
      await page.keyboard.press('Escape'); // closes the calendar
      await page.locator('label', { hasText: /^10:00/ }).click();
      await page.locator('label', { hasText: /^14:00/ }).click();
      await page.getByTestId('free-submit').click();
      await stepUp(page);
      await page.getByTestId('free-row').nth(3).waitFor();
      await expect.poll(() => page.getByTestId('free-row').count()).toBe(4);
      const text = (await page.getByTestId('free-row').first().textContent())!;
      expect(text).toMatch(/[\u1200-\u137F]/); // Ethiopian date in Ge'ez
      expect(text).toMatch(/20\d\d/); // Gregorian year
      await page.getByTestId('next-45-days').click();
      await expect.poll(() => page.getByTestId('days-table').locator('tr').count()).toBe(45);
      await screenshot(page, 'am-desktop-free-games-days');
      await page.keyboard.press('Escape');
      // Moved in place to 12:15 of its day (the edit offers quarter hours): the list shows it there.
      const first = page.getByTestId('free-row').first();
      await first.getByTestId('free-edit').click();
      await first.getByTestId('edit-hour').selectOption('12');
      await first.getByTestId('edit-minute').selectOption('15');
      await first.getByTestId('free-save').click();
      await page.getByTestId('free-save').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('free-time').allTextContents())
        .toEqual(['12:15', '14:00', '10:00', '14:00']);
      await screenshot(page, 'am-desktop-free-games');
      await page.getByRole('button', { name: 'EN' }).first().click();
      await screenshot(page, 'en-desktop-free-games');
      // One game at a picked day and time, then two at random times between 06:00 and 08:00.
      const mode = (i: number) => page.getByTestId('free-mode').locator('label').nth(i).click();
      await mode(0);
      await page.getByTestId('freeDate').fill(after);
      await page.keyboard.press('Escape');
      await page.getByTestId('free-hour').selectOption('16');
      await page.getByTestId('free-minute').selectOption('30');
      await page.getByTestId('free-submit').click();
      await page.getByTestId('free-row').nth(4).waitFor();
      await expect.poll(() => page.getByTestId('free-time').allTextContents()).toContain('16:30');
      await mode(2);
      await page.getByTestId('startDate').fill(after);
      await page.keyboard.press('Escape');
      await page.getByTestId('free-start-hour').selectOption('6');
      await page.getByTestId('free-start-minute').selectOption('0');
      await page.getByTestId('free-end-hour').selectOption('8');
      await page.getByTestId('free-end-minute').selectOption('0');
      await page.getByTestId('free-count').fill('2');
      await page.getByTestId('free-submit').click();
      await page.getByTestId('free-row').nth(6).waitFor();
      const random = (await page.getByTestId('free-time').allTextContents()).filter((hm) => hm < '08:01');
      expect(random).toHaveLength(2);
      await page.getByTestId('cancel-all').click();
      await page.getByTestId('free-confirm-confirm').click();
      await page.getByTestId('free-empty').waitFor();
      await expect.poll(() => page.getByTestId('cancel-all').isDisabled()).toBe(true);

      await page.goto('/reports/games');
      await page.getByTestId('games-showing').waitFor();
      await screenshot(page, 'am-desktop-shell-games');
    } catch (e) {
      await screenshot(page, 'debug-free-games');
      throw e;
    } finally {
      await context.close();
    }
  }, 40_000);
});
