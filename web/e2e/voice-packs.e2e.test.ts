import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goodPackFiles, toneWav, zipOf } from '../../api/test/helpers/voice-pack-files';
import { useAppAndBrowser } from './fixture';
import { endActiveGame, gql, screenshot, signIn, START_GAME } from './helpers';

/**
 * Voice packs (docs/screens.md#voice-packs) in Chromium against the real app: a host uploads a
 * refused pack (the reasons are listed) and a good one, sets it as default, and the caller then
 * loads the pack's 75 clips instead of the built-in set. Screenshots in en and am.
 */
const e2e = useAppAndBrowser();

async function choose(page: Page, name: string, zip: Uint8Array) {
  await page.getByTestId('voice-pack-name').fill(name);
  // Mantine's FileInput opens the browser's file chooser from its button.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('voice-pack-file').click()]);
  await chooser.setFiles({ name: `${name}.zip`, mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await page.getByTestId('voice-pack-submit').click();
}

describe('voice packs', () => {
  it('upload (refused with reasons, then accepted) → set as default → the caller plays the pack’s clips', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      await signIn(page, 'hawassa1');
      await page.goto('/reports/voice-packs');
      await page.getByTestId('voice-pack-upload').waitFor();

      const missing = goodPackFiles();
      delete missing['pack/42.wav'];
      await choose(page, 'Incomplete', zipOf(missing));
      await expect.poll(() => page.getByTestId('voice-pack-refusal').textContent()).toContain('42 is missing');
      await screenshot(page, 'voice-packs-en-refused');

      await choose(page, 'Hawassa caller', zipOf(goodPackFiles()));
      await page.getByTestId('voice-pack-row').filter({ hasText: 'Hawassa caller' }).waitFor();
      await page.getByTestId('voice-pack-set-default').click();
      await expect.poll(() => page.getByTestId('voice-pack-current').textContent()).toContain('Hawassa caller');
      await screenshot(page, 'voice-packs-en');
      await page.evaluate(() => localStorage.setItem('language', 'am'));
      await page.reload();
      await page.getByTestId('voice-pack-row').first().waitFor();
      await screenshot(page, 'voice-packs-am');
      // The server names each reason by code: Amharic words it, with no English left.
      const tooLong = goodPackFiles();
      delete tooLong['pack/42.wav'];
      tooLong['pack/74.wav'] = toneWav({ ms: 8_000 });
      await choose(page, 'Too long', zipOf(tooLong));
      const refusal = page.getByTestId('voice-pack-refusal');
      await expect.poll(() => refusal.textContent()).toContain('74 8 ሰከንድ ይረዝማል (ቢበዛ 6 ሰከንድ)');
      await expect.poll(() => refusal.textContent()).toContain('42 አልተገኘም');
      await expect.poll(() => refusal.textContent()).not.toMatch(/[A-Za-z]/);
      await screenshot(page, 'voice-packs-am-refused');
      // The list too: its units and dates in Amharic (the pack's name is data).
      const row = await page.getByTestId('voice-pack-row').first().textContent();
      expect(row!.replace('Hawassa caller', '').replace('hawassa1', '')).not.toMatch(/[A-Za-z]/);
      await page.evaluate(() => localStorage.setItem('language', 'en'));

      // The caller: the pack's clips, not the built-in set's.
      await endActiveGame(page, e2e.server.url);
      await gql(page, e2e.server.url, START_GAME, {
        input: {
          bettingAmountSantim: 1000,
          cardPaletteNumbers: [11, 12, 13],
          callSpeed: 3000,
          gameType: 'regular',
          winningPatterns: ['any'],
        },
      });
      await page.evaluate(() => localStorage.setItem('audioLanguage', 'female'));
      const packClips: string[] = [];
      const builtIn: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/voice-packs/')) packClips.push(new URL(r.url()).pathname);
        // Built-in number clips only: event phrases the pack lacks come from the built-in set, clip by clip.
        if (/\/voices\/[^/]+\/\d+\.opus$/.test(new URL(r.url()).pathname)) builtIn.push(r.url());
      });
      await page.goto('/game-in-progress');
      await expect.poll(() => packClips.length, { timeout: 15_000 }).toBe(75);
      expect(packClips).toContain(packClips[0]!.replace(/\/\d+\.wav$/, '/42.wav'));
      expect(packClips.every((p) => /^\/api\/voice-packs\/[0-9a-f-]{36}\/[0-9a-f]{16}\/\d+\.wav$/.test(p))).toBe(true);
      await page.locator('[data-testid=pause-button]:not([disabled])').click();
      await page.getByText('Call 1 of 75').waitFor({ timeout: 8000 });
      expect(builtIn).toEqual([]);
      await expect.poll(() => page.getByTestId('voice-failed').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('owners reach it from their header: a host of their group picked, its packs and default listed (en, am)', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.locator('input[name=username]').fill('owner.hawassa');
      await page.locator('input[name=password]').fill('demo1234');
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/owner');
      await page.getByTestId('open-voice-packs').click();
      await page.waitForURL('**/voice-packs');
      await page.getByTestId('voice-pack-host').click();
      await page.getByRole('option', { name: 'hawassa1', exact: true }).click();
      await page.getByTestId('voice-pack-row').filter({ hasText: 'Hawassa caller' }).waitFor();
      await expect.poll(() => page.getByTestId('voice-pack-current').textContent()).toContain('Hawassa caller');
      await screenshot(page, 'voice-packs-owner-en');
      // The header's language switch keeps the picked host.
      await page.getByTestId('language-switch').getByRole('button').last().click();
      await page.getByText('የድምፅ ጥቅሎች').first().waitFor();
      await screenshot(page, 'voice-packs-owner-am');
    } finally {
      await context.close();
    }
  }, 60_000);
});
