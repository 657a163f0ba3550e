import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { openAdminTab, screenshot } from './helpers';
import { codeAt } from '../../api/test/helpers/totp-codes';

const e2e = useAppAndBrowser();

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('demo1234');
  await page.locator('button[type=submit]').click();
}

/** A top-up needs step-up: the password prompt asks for the code too once the server says so. */
async function stepUpWithCode(page: Page, secret: string) {
  const row = page.getByTestId('host-hawassa2');
  await row.locator('input[name=topUpAmount]').fill('10000');
  await row.getByTestId('wallet-add').click();
  await page.getByTestId('topup-confirm-confirm').click();
  await page.getByTestId('step-up-password').fill('demo1234');
  await page.getByTestId('step-up-submit').click();
  await page.getByTestId('step-up-code').waitFor();
  await screenshot(page, 'step-up-two-factor-en');
  // The sign-in spent the current step; the next one is still accepted.
  await page.getByTestId('step-up-code').fill(await codeAt(secret, 1));
  await page.getByTestId('step-up-submit').click();
  await page.getByTestId('step-up-form').waitFor({ state: 'detached' });
  await expect.poll(() => row.locator('input[name=topUpAmount]').inputValue()).toBe('');
}

describe('two-factor sign-in in a real browser', () => {
  // One owner per language: each enrols once, then signs in with a code.
  for (const [lang, owner] of [
    ['en', 'owner.hawassa'],
    ['am', 'owner.ale'],
  ] as const) {
    it(`${lang}: an owner enrols (QR, key, recovery codes), signs out, and signs in with a code`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      try {
        await signInWithPassword(page, owner);
        await page.waitForURL('**/owner');
        await page.getByTestId('open-two-factor').click();
        await page.waitForURL('**/two-factor');
        await page.getByTestId('two-factor-begin').click();
        await page.getByTestId('two-factor-qr').waitFor();
        const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        // The QR code's alt text is the otpauth URI: it carries the same secret.
        await expect.poll(() => page.getByTestId('two-factor-qr').getAttribute('alt')).toContain(`secret=${secret}`);
        await screenshot(page, `two-factor-enrol-${lang}`);

        // The previous step's code confirms, leaving the current one for the sign-in below.
        await page.getByTestId('two-factor-code').fill(await codeAt(secret, -1));
        await page.getByTestId('two-factor-confirm').click();
        await page.getByTestId('recovery-codes').waitFor();
        const codes = await page.getByTestId('recovery-code').allTextContents();
        expect(codes).toHaveLength(10);
        await screenshot(page, `two-factor-recovery-${lang}`);
        await page.getByTestId('recovery-codes-done').click();
        await page.waitForURL('**/owner');

        // Sign out; the password alone now leads to the second step, with no session.
        await page.getByRole('button', { name: lang === 'en' ? 'Sign out' : 'ውጣ', exact: true }).click();
        await page.waitForURL('**/login');
        await signInWithPassword(page, owner);
        await page.getByTestId('login-code').waitFor();
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
        await screenshot(page, `login-two-factor-${lang}`);

        await page.getByTestId('login-code').fill('000000' === (await codeAt(secret, 0)) ? '111111' : '000000');
        await page.locator('button[type=submit]').click();
        await page.getByTestId('login-code-error').waitFor();
        await screenshot(page, `login-two-factor-wrong-${lang}`);

        await page.getByTestId('login-code').fill(await codeAt(secret, 0));
        await page.locator('button[type=submit]').click();
        await page.waitForURL('**/owner');
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
        if (lang === 'en') await stepUpWithCode(page, secret);
      } finally {
        await context.close();
      }
    }, 60_000); // codeAt may wait for the next step (5 s at most, once or twice)
  }

  it("the super admin requires it of all owners and resets an owner's lost device; that owner is sent to enrol", async () => {
    for (const lang of ['en', 'am'] as const) {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      try {
        await signInWithPassword(page, 'superadmin');
        await page.waitForURL('**/admin');
        await openAdminTab(page, 'twoFactor');
        const owner = lang === 'en' ? 'owner.hawassa' : 'owner.ale';
        const reset = page.getByTestId(`two-factor-reset-${owner}`);
        await reset.waitFor();
        await expect.poll(() => reset.isDisabled()).toBe(false);
        if (lang === 'en') {
          // The switch needs the password again (step-up), then it is on for every owner.
          await page.getByTestId('two-factor-require-owners').click();
          await page.getByTestId('step-up-password').fill('demo1234');
          await page.getByTestId('step-up-submit').click();
          await expect.poll(() => page.getByTestId('two-factor-require-owners').isChecked()).toBe(true);
        }
        await screenshot(page, `two-factor-admin-${lang}`);
        await reset.click();
        // The reset names the account and asks first.
        expect(await page.getByRole('dialog').textContent()).toContain(owner);
        await page.getByTestId('two-factor-confirm-confirm').click();
        // This browser (am) has not stepped up yet; the en one still holds its 5-minute token.
        if (lang === 'am') {
          await page.getByTestId('step-up-password').fill('demo1234');
          await page.getByTestId('step-up-submit').click();
        }
        await expect.poll(() => reset.isDisabled()).toBe(true);
      } finally {
        await context.close();
      }
    }

    // owner.hawassa lost its authenticator and owners must use two-factor: the password leads to enrolment.
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
    const page = await context.newPage();
    try {
      await signInWithPassword(page, 'owner.hawassa');
      await page.waitForURL('**/two-factor');
      await page.getByTestId('two-factor-enrol').getByRole('alert').waitFor();
      await expect
        .poll(() => page.getByTestId('two-factor-enrol').textContent())
        .toContain('required for your account');
    } finally {
      await context.close();
    }
  });

  it('a browser that signed in before is not slowed by failures from elsewhere; a new one is told how long to wait', async () => {
    const known = await e2e.browser.newContext({ baseURL: e2e.server.url });
    const stranger = await e2e.browser.newContext({ baseURL: e2e.server.url });
    try {
      const page = await known.newPage();
      await signInWithPassword(page, 'hawassa2');
      await page.waitForURL('**/dashboard');
      // The device cookie is HttpOnly: the page's script cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('bingo_device');
      expect((await known.cookies()).find((c) => c.name === 'bingo_device')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      });
      await page.evaluate(() => localStorage.clear());

      // Nine wrong passwords for hawassa2, each checked, from other addresses: a guess that meets
      // the username's delay (429) waits it out and tries again, so the last failure leaves a
      // 16-second delay whatever the machine's speed.
      for (let i = 1, failures = 0; failures < 9; i++) {
        const res = await fetch(`${e2e.server.url}/api/admin/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': 'bingo-hall-web',
            'x-forwarded-for': `198.51.100.${i}`,
          },
          body: JSON.stringify({ username: 'hawassa2', password: 'wrong-guess' }),
        });
        if (res.status === 401) failures++;
        else {
          const wait = Number(
            /Try again in (\d+) second/.exec(((await res.json()) as { message: string }).message)?.[1],
          );
          // A real wait: the server, another process on its own clock, refuses this username until
          // the delay it named has passed; only then is the next guess checked and counted.
          await new Promise((resolve) => setTimeout(resolve, (wait || 1) * 1000));
        }
      }
      // The new browser first, while the delay runs; then the known one, which is not held up by it.
      const other = await stranger.newPage();
      await signInWithPassword(other, 'hawassa2');
      await other
        .getByRole('alert')
        .filter({ hasText: /Try again in \d+ seconds/ })
        .waitFor();
      expect(other.url()).toMatch(/\/login$/);

      await signInWithPassword(page, 'hawassa2');
      await page.waitForURL('**/dashboard');
    } finally {
      await known.close();
      await stranger.close();
    }
  }, 90_000);
});
