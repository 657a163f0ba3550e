import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { ACTIVE_GAME, endActiveGame, gql, screenshot, signIn } from './helpers';

/**
 * The event phrases of a built-in voice set (docs/screens.md#caller-rules) in real
 * Chromium: the caller loads them after the numbers and says game start at Play, the result of a
 * checked card, "not registered" for a card not playing, and game over at End; with the switch off
 * it says none of them. Which clip played is told by its size (each clip's blob, as loaded).
 */
const e2e = useAppAndBrowser();
const VOICES = path.resolve(import.meta.dirname, '../public/voices/male');
const sizeOf = (event: string) => fs.statSync(path.join(VOICES, `${event}.opus`)).size;

describe('event phrases on the caller', () => {
  for (const on of [true, false]) {
    it(`${on ? 'on (the default)' : 'switched off'}: game start, claim results and game over ${on ? 'are said' : 'stay silent'}`, async () => {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
      await context.addInitScript((phrasesOff) => {
        localStorage.setItem('audioLanguage', 'male');
        // The switch is on in English, off in Amharic: both screens are looked at.
        localStorage.setItem('language', phrasesOff ? 'am' : 'en');
        if (phrasesOff) localStorage.setItem('eventPhrases', 'off');
        const w = window as unknown as { __sizes: Record<string, number>; __played: number[] };
        w.__sizes = {};
        w.__played = [];
        const toUrl = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (blob: Blob | MediaSource) => {
          const url = toUrl(blob);
          if (blob instanceof Blob) w.__sizes[url] = blob.size;
          return url;
        };
        HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
          w.__played.push(w.__sizes[this.src] ?? -1);
          return Promise.resolve();
        };
      }, !on);
      const page = await context.newPage();
      const played = () => page.evaluate(() => (window as unknown as { __played: number[] }).__played);
      try {
        await signIn(page, on ? 'demo' : 'hawassa1');
        await endActiveGame(page, e2e.server.url);
        await gql(page, e2e.server.url, `mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }`, {
          input: {
            bettingAmountSantim: 1000,
            cardPaletteNumbers: [1, 2, 3],
            callSpeed: 5000,
            gameType: 'regular',
            winningPatterns: ['any'],
          },
        });
        const phrasesLoaded = page.waitForResponse((r) => r.url().endsWith('/voices/male/game-over.opus'));
        await page.goto('/game-in-progress');
        await phrasesLoaded;
        await expect.poll(() => page.getByTestId('event-phrases').isChecked()).toBe(on);
        await page.waitForFunction(() => Object.keys((window as unknown as { __sizes: object }).__sizes).length >= 81);
        const expectSaid = async (event: string) => {
          if (on) await expect.poll(played).toContain(sizeOf(event));
          else expect(await played()).not.toContain(sizeOf(event));
        };

        await page.getByTestId('pause-button').click();
        await page.getByTestId('call-count').filter({ hasText: /\b1\b/ }).waitFor({ timeout: 10_000 });
        await expectSaid('game-start');
        await page.getByTestId('pause-button').click();
        await expect.poll(async () => (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame.paused).toBe(true);

        // Card 99 is not playing: refused on the screen, "not registered".
        await page.locator('input[name=checkCard]').fill('99');
        await page.locator('[data-testid=check-button]:not([disabled])').waitFor();
        await page.getByTestId('event-phrases').scrollIntoViewIfNeeded();
        await screenshot(page, `${on ? 'en' : 'am'}-caller-event-phrases-switch`);
        await page.getByTestId('check-button').click();
        await expectSaid('not-registered');
        // Card 2 after one call: not a winner.
        await page.locator('input[name=checkCard]').fill('2');
        await page.getByTestId('check-button').click();
        await page.getByRole('dialog').waitFor();
        await expectSaid('not-winner');
        await page.keyboard.press('Escape');

        await page.getByTestId('end-button').click();
        await page.getByTestId('end-confirm-confirm').click(); // End asks first
        await page.waitForURL('**/dashboard');
        await expectSaid('game-over');
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
