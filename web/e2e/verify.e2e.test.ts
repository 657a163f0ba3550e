import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkDraw, ethiopianDate, formatPublicCode } from '@bingo/core';
import { useAppAndBrowser } from './fixture';
import {
  apiCall,
  endActiveGame,
  gql,
  PAUSE_GAME,
  PLAY_GAME,
  screenshot,
  signIn,
  waitForCalls,
  openAdminTab,
  SCREENS_DIR,
} from './helpers';

/**
 * The public verification page (docs/screens.md#public, docs/fairness.md#verifying) in Chromium
 * against the real app: no sign-in; a running game shows its commitment and calls as they come;
 * an ended game verifies in the browser; a tampered answer (served by the test through request
 * routing) shows "no match"; an unknown id a clear not-found page. Screenshots in both languages
 * at phone and desktop sizes (web/test-results/screens/verify-*).
 */
const e2e = useAppAndBrowser();
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;
/** The narrowest phone the page is laid out for. */
const NARROW = { width: 360, height: 740 } as const;
const COMBOS = (['en', 'am'] as const).flatMap((lang) =>
  (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((device) => ({ lang, device })),
);
const CARDS = [3, 14, 27, 58];

type Game = { gameId: string; publicCode: string; commitment: string };

/** The scene of each test: the demo host signed in, with a new game of CARDS started (not played). */
async function runningGame(): Promise<{ host: Page; game: Game }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
  const host = await context.newPage();
  await signIn(host, 'demo');
  await endActiveGame(host, e2e.server.url);
  const { startGame: game } = await gql<{ startGame: Game }>(
    host,
    e2e.server.url,
    `mutation($input: StartGameInput!) { startGame(input: $input) { gameId publicCode commitment } }`,
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

/** A game played to at least 3 calls, paused, card 14 checked, then ended: the calls and the seed revealed. */
async function endedGame(): Promise<{ game: Game; calls: string[]; seed: string }> {
  const { host, game } = await runningGame();
  await gql(host, e2e.server.url, PLAY_GAME, { id: game.gameId });
  await waitForCalls(host, e2e.server.url, (c) => c.length >= 3, 15_000);
  const paused = await gql(host, e2e.server.url, PAUSE_GAME, { id: game.gameId });
  await gql(host, e2e.server.url, 'mutation($input: CheckWinnerInput!) { checkWinner(input: $input) { isWinner } }', {
    input: { gameId: game.gameId, cardNumber: 14 },
  });
  const ended = await gql(host, e2e.server.url, 'mutation($id: ID!) { endGame(gameId: $id) { seed } }', {
    id: game.gameId,
  });
  await host.context().close();
  return { game, calls: paused.pauseGame.calledNumbers, seed: ended.endGame.seed };
}

/** A visitor: no session, the language chosen as the page's own switch stores it. */
async function visitor(
  lang: 'en' | 'am',
  device: keyof typeof VIEWPORTS | { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext }> {
  const viewport = typeof device === 'string' ? VIEWPORTS[device] : device;
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  return { page: await context.newPage(), context };
}

/** The screen as helpers' screenshot takes it, and the whole page beside it (`<name>-full.png`). */
async function fullShot(page: Page, name: string) {
  await screenshot(page, name);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-full.png`), fullPage: true, animations: 'disabled' });
}

describe('public game verification in a real browser', () => {
  it('a running game: commitment and the calls so far, refreshing by itself, without signing in', async () => {
    const { host, game } = await runningGame();

    const { page, context: visit } = await visitor('en', 'phone');
    await page.goto(`/verify/${formatPublicCode(game.publicCode).toLowerCase()}`);
    await page.getByTestId('verify-game').waitFor();
    await expect.poll(() => page.getByTestId('verify-commitment').textContent()).toBe(game.commitment);
    await expect.poll(() => page.getByTestId('verify-call-count').textContent()).toBe('Calls so far: 0 of 75');
    await expect.poll(() => page.getByTestId('verify-hall').textContent()).toBe('demo');
    // The page loads none of the operator app: its own entry, no sign-in asked.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(scripts.filter((s) => s.endsWith('.js')).every((s) => s.includes('/verify/assets/'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await gql(host, e2e.server.url, PLAY_GAME, { id: game.gameId });
    // The page asks again when the next call is due: the first calls appear without a reload.
    await page.getByTestId('verify-calls').locator('li').nth(1).waitFor({ timeout: 15_000 });
    const shown = await page.getByTestId('verify-calls').locator('li').allTextContents();
    const served = await waitForCalls(host, e2e.server.url, (c) => c.length >= shown.length, 1000);
    expect(shown.map((s) => s.replace(/^\d+/, ''))).toEqual(served.slice(0, shown.length));
    await visit.close();

    for (const { lang, device } of COMBOS) {
      const v = await visitor(lang, device);
      await v.page.goto(`/verify/${game.publicCode}`);
      await v.page.getByTestId('verify-calls').waitFor();
      await screenshot(v.page, `verify-${lang}-${device}-running`);
      await v.context.close();
    }
  }, 90_000);

  it('an ended game verifies in the browser: seed, matches, claims, payouts, a card looked up', async () => {
    const { game, calls, seed } = await endedGame();

    const { page, context } = await visitor('en', 'phone');
    await page.goto(`/verify/${game.gameId}`);
    await page.getByTestId('verify-result').waitFor();
    await expect.poll(() => page.getByTestId('verify-result').getAttribute('data-verified')).toBe('true');
    await expect.poll(() => page.getByTestId('check-commitment').getAttribute('data-match')).toBe('true');
    await expect.poll(() => page.getByTestId('check-calls').getAttribute('data-match')).toBe('true');
    await expect.poll(() => page.getByTestId('verify-seed').textContent()).toBe(seed);
    // The calls are listed once: the whole order the browser recomputed with the core's function,
    // its start the calls made.
    const recomputed = (await page.getByTestId('verify-calls').locator('li').allTextContents()).map((s) =>
      s.replace(/^\d+/, ''),
    );
    expect(recomputed).toEqual(checkDraw(seed, game.commitment, calls).order);
    expect(recomputed.slice(0, calls.length)).toEqual(calls);
    await expect.poll(() => page.getByTestId('verify-claim').count()).toBe(1);
    await expect.poll(() => page.getByTestId('verify-claim').first().textContent()).toContain('14');

    await page.getByTestId('lookup-input').fill('27');
    await page.getByTestId('lookup-show').click();
    await page.getByTestId('lookup-result').waitFor();
    await expect.poll(() => page.getByTestId('card-face-27').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('lookup-any').textContent())
      .toMatch(/not completed|completed on call \d+/);
    await page.getByTestId('lookup-input').fill('99');
    await page.getByTestId('lookup-show').click();
    await expect.poll(() => page.getByTestId('lookup-none').textContent()).toBe('Card 99 was not in play.');
    await context.close();

    for (const { lang, device } of COMBOS) {
      const v = await visitor(lang, device);
      await v.page.goto(`/verify/${game.publicCode}`);
      await v.page.getByTestId('verify-result').waitFor();
      await screenshot(v.page, `verify-${lang}-${device}-ended`);
      await v.page.getByTestId('lookup-input').fill('27');
      await v.page.getByTestId('lookup-show').click();
      await v.page.getByTestId('lookup-result').scrollIntoViewIfNeeded();
      await screenshot(v.page, `verify-${lang}-${device}-ended-lookup`);
      await v.context.close();
    }
  }, 60_000);

  it("the super admin opens a past game's verification from the games table", async () => {
    const { game } = await endedGame();
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name=username]').fill('superadmin');
    await page.locator('input[name=password]').fill('demo1234');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/admin');
    await openAdminTab(page, 'games');
    const link = page.locator(`[data-testid=verify-link][href="/verify/${game.gameId}"]`);
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.getByTestId('verify-result').waitFor();
    await expect.poll(() => opened.getByTestId('verify-result').getAttribute('data-verified')).toBe('true');
    await context.close();
  }, 60_000);

  it('a tampered seed or call order, served by the test, shows as not matching', async () => {
    const { game } = await endedGame();
    const tamper = async (page: Page, change: (g: Record<string, any>) => void) =>
      page.route('**/graphql', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        if (body.data?.publicGame) change(body.data.publicGame);
        await route.fulfill({ response, json: body });
      });

    const seed = await visitor('en', 'phone');
    await tamper(seed.page, (g) => {
      g.seed = (g.seed[0] === '0' ? '1' : '0') + g.seed.slice(1);
    });
    await seed.page.goto(`/verify/${game.gameId}`);
    await seed.page.getByTestId('verify-result').waitFor();
    await expect.poll(() => seed.page.getByTestId('verify-result').getAttribute('data-verified')).toBe('false');
    await expect.poll(() => seed.page.getByTestId('check-commitment').getAttribute('data-match')).toBe('false');
    await expect.poll(() => seed.page.getByTestId('verify-verdict').textContent()).toContain('Not verified');
    await seed.context.close();

    for (const { lang, device } of COMBOS) {
      const v = await visitor(lang, device);
      // The order: the first two calls swapped; the seed and commitment untouched.
      await tamper(v.page, (g) => {
        [g.calledNumbers[0], g.calledNumbers[1]] = [g.calledNumbers[1], g.calledNumbers[0]];
      });
      await v.page.goto(`/verify/${game.gameId}`);
      await v.page.getByTestId('verify-result').waitFor();
      await expect.poll(() => v.page.getByTestId('check-commitment').getAttribute('data-match')).toBe('true');
      await expect.poll(() => v.page.getByTestId('check-calls').getAttribute('data-match')).toBe('false');
      await expect.poll(() => v.page.getByTestId('verify-result').getAttribute('data-verified')).toBe('false');
      await screenshot(v.page, `verify-${lang}-${device}-tampered`);
      await v.context.close();
    }
  }, 60_000);

  it('an unknown id or code answers a clear not-found page; a malformed one says what a code is', async () => {
    for (const { lang, device } of COMBOS) {
      const v = await visitor(lang, device);
      await v.page.goto('/verify/00000000-0000-4000-8000-000000000000');
      await v.page.getByTestId('verify-not-found').waitFor();
      const title = await v.page.getByTestId('verify-not-found').locator('h2').textContent();
      expect(title).toBe(lang === 'en' ? 'Game not found' : 'ጨዋታው አልተገኘም');
      await screenshot(v.page, `verify-${lang}-${device}-not-found`);
      await v.page.goto('/verify/ZZZZ2222');
      await v.page.getByTestId('verify-not-found').waitFor();
      await v.page.goto('/verify/not-a-code');
      await v.page.getByTestId('verify-bad-ref').waitFor();
      await v.context.close();
    }
  }, 60_000);

  it('opens plainly, folds the proof, lists the calls once, dates in the reader’s calendar, highlights the card', async () => {
    const { host, game } = await runningGame();

    // While the game runs: the plain promise, the card from the QR waiting for the end, the proof folded.
    const running = await visitor('en', NARROW);
    await running.page.goto(`/verify/${game.publicCode}?card=14`);
    const plain = running.page.getByTestId('verify-plain');
    await plain.waitFor();
    expect(await plain.textContent()).toContain('The numbers of this game were fixed before the first call');
    expect(await plain.textContent()).toContain('Nobody');
    expect(await running.page.getByTestId('verify-your-card').textContent()).toContain('when the game ends');
    expect(await running.page.getByTestId('verify-proof').getAttribute('open')).toBeNull();
    expect(await running.page.getByTestId('verify-commitment').isVisible()).toBe(false);
    await fullShot(running.page, 'verify-plain-en-phone-running');
    await running.context.close();

    await gql(host, e2e.server.url, PLAY_GAME, { id: game.gameId });
    await waitForCalls(host, e2e.server.url, (c) => c.length >= 3, 15_000);
    await gql(host, e2e.server.url, PAUSE_GAME, { id: game.gameId });
    await gql(host, e2e.server.url, 'mutation($id: ID!) { endGame(gameId: $id) { seed } }', { id: game.gameId });
    await host.context().close();

    const { page, context } = await visitor('en', NARROW);
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
    const other = await visitor('en', NARROW);
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
        const v = await visitor(lang, device === 'phone' ? NARROW : 'desktop');
        await v.page.goto(`/verify/${game.publicCode}?card=14`);
        await v.page.getByTestId('verify-result').waitFor();
        if (lang === 'am') {
          // The Ethiopian calendar and hour for Amharic readers.
          const started = await v.page.getByTestId('verify-started').textContent();
          expect(started).toContain(ethiopianDate(new Date(publicGame.startedAt), 'am-ET'));
          expect(started).toMatch(/ዓ\.ም\..*(ከቀኑ|ከሌሊቱ)/);
        }
        await fullShot(v.page, `verify-plain-${lang}-${device}`);
        await v.page.getByTestId('verify-proof').locator('summary').click();
        await v.page.getByTestId('verify-proof').scrollIntoViewIfNeeded();
        await fullShot(v.page, `verify-plain-${lang}-${device}-proof`);
        await v.context.close();
      }
    }
  }, 400_000);
});
