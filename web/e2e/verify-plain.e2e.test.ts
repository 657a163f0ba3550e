import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ethiopianDate } from '@bingo/core';
import { useAppAndBrowser } from './fixture';
import { apiCall, endActiveGame, gql, PAUSE_GAME, PLAY_GAME, screenshot, signIn, waitForCalls } from './helpers';

/**
 * The verification page in a player's words (docs/screens.md#public): it opens with plain
 * sentences, the technical proof folded below, dates in the reader's calendar, the calls listed
 * once, and the card a player came from (?card=, from its QR) first and highlighted.
 */
const e2e = useAppAndBrowser();
const VIEWPORTS = { phone: { width: 360, height: 740 }, laptop: { width: 1366, height: 768 } } as const;
const CARDS = [3, 14, 27, 58];

type Game = { gameId: string; publicCode: string };

async function startedGame(): Promise<{ host: Page; game: Game }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
  const host = await context.newPage();
  await signIn(host, 'demo');
  await endActiveGame(host, e2e.server.url);
  const { startGame: game } = await gql<{ startGame: Game }>(
    host,
    e2e.server.url,
    `mutation($input: StartGameInput!) { startGame(input: $input) { gameId publicCode } }`,
    {
      input: {
        bettingAmountSantim: 2000,
        cardPaletteNumbers: CARDS,
        callSpeed: 3000,
        gameType: 'regular',
        winningPatterns: ['any'],
      },
    },
  );
  return { host, game };
}

async function visitor(lang: 'en' | 'am', device: keyof typeof VIEWPORTS): Promise<{ page: Page; context: BrowserContext }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: VIEWPORTS[device] });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { page: await context.newPage(), context };
}

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  fs.mkdirSync('/tmp/shots-qrprint', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-qrprint/${name}.png`, fullPage: true, animations: 'disabled' });
}

describe('verification in a player’s words', () => {
  it('opens plainly, folds the proof, lists the calls once, dates in the reader’s calendar, highlights the card', async () => {
    const { host, game } = await startedGame();

    // While the game runs: the plain promise, the card from the QR waiting for the end, the proof folded.
    const running = await visitor('en', 'phone');
    await running.page.goto(`/verify/${game.publicCode}?card=14`);
    const plain = running.page.getByTestId('verify-plain');
    await plain.waitFor();
    expect(await plain.textContent()).toContain('The numbers of this game were fixed before the first call');
    expect(await plain.textContent()).toContain('Nobody');
    expect(await running.page.getByTestId('verify-your-card').textContent()).toContain('when the game ends');
    expect(await running.page.getByTestId('verify-proof').getAttribute('open')).toBeNull();
    expect(await running.page.getByTestId('verify-commitment').isVisible()).toBe(false);
    await shot(running.page, 'verify-plain-en-phone-running');
    await running.context.close();

    await gql(host, e2e.server.url, PLAY_GAME, { id: game.gameId });
    await waitForCalls(host, e2e.server.url, (c) => c.length >= 3, 15_000);
    await gql(host, e2e.server.url, PAUSE_GAME, { id: game.gameId });
    await gql(host, e2e.server.url, 'mutation($id: ID!) { endGame(gameId: $id) { seed } }', { id: game.gameId });
    await host.context().close();

    const { page, context } = await visitor('en', 'phone');
    await page.goto(`/verify/${game.publicCode}?card=14`);
    await page.getByTestId('verify-result').waitFor();
    await expect.poll(() => page.getByTestId('verify-result').getAttribute('data-verified')).toBe('true');
    // The plain opening comes first, before any fact or proof.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=verify-game] > *')].map((e) => e.getAttribute('data-testid')),
    );
    expect(order[0]).toBe('verify-result');
    expect(order[1]).toBe('verify-your-card');
    expect(await page.getByTestId('verify-plain').textContent()).toBe(
      'The numbers of this game were fixed before the first call',
    );
    // The calls once: one list, all 75 in the order the seed gives.
    expect(await page.locator('ol').count()).toBe(1);
    expect(await page.getByTestId('verify-calls').locator('li').count()).toBe(75);
    // The card from the QR: first, highlighted, its face and results.
    const mine = page.getByTestId('verify-your-card');
    expect(await mine.getAttribute('data-in-play')).toBe('true');
    expect(await mine.getByTestId('card-face-14').count()).toBe(1);
    expect(await mine.locator('[data-marked]').count()).toBeGreaterThan(0);
    await page.getByTestId('verify-cards').locator('summary').click();
    await expect.poll(() => page.locator('[data-mine]').textContent()).toContain('14');
    // The proof is folded, with a sentence for each word; opened, it shows the checks that passed.
    const proof = page.getByTestId('verify-proof');
    expect(await proof.getAttribute('open')).toBeNull();
    expect(await page.getByTestId('verify-seed').isVisible()).toBe(false);
    await proof.locator('summary').click();
    await page.getByTestId('verify-seed').waitFor();
    expect(await proof.textContent()).toMatch(/SHA-256.*fingerprint/);
    expect(await page.getByTestId('check-commitment').getAttribute('data-match')).toBe('true');
    expect(await page.getByTestId('verify-started').textContent()).toMatch(/20\d\d/);
    await context.close();

    // Not in play: said so.
    const other = await visitor('en', 'phone');
    await other.page.goto(`/verify/${game.publicCode}?card=99`);
    await other.page.getByTestId('verify-your-card').waitFor();
    expect(await other.page.getByTestId('verify-your-card').getAttribute('data-in-play')).toBe('false');
    await other.context.close();

    const { publicGame } = await apiCall<{ publicGame: { startedAt: string } }>(
      e2e.server.url,
      'query($ref: String!) { publicGame(ref: $ref) { startedAt } }',
      { ref: game.gameId },
    );
    for (const lang of ['en', 'am'] as const) {
      for (const device of ['phone', 'laptop'] as const) {
        const v = await visitor(lang, device);
        await v.page.goto(`/verify/${game.publicCode}?card=14`);
        await v.page.getByTestId('verify-result').waitFor();
        if (lang === 'am') {
          // The Ethiopian calendar and hour for Amharic readers.
          const started = await v.page.getByTestId('verify-started').textContent();
          expect(started).toContain(ethiopianDate(new Date(publicGame.startedAt), 'am-ET'));
          expect(started).toMatch(/ዓ\.ም\..*(ከቀኑ|ከሌሊቱ)/);
        }
        await shot(v.page, `verify-plain-${lang}-${device}`);
        await v.page.getByTestId('verify-proof').locator('summary').click();
        await v.page.getByTestId('verify-proof').scrollIntoViewIfNeeded();
        await shot(v.page, `verify-plain-${lang}-${device}-proof`);
        await v.context.close();
      }
    }
  }, 400_000);
});
