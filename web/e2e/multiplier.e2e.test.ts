import { parseCalledNumber, type PatternName } from '@bingo/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import {
  type ApiCard,
  completeCards,
  endActiveGame,
  gql,
  PAUSE_GAME,
  PLAY_GAME,
  screenshot,
  signIn,
  START_GAME,
  waitForCalls,
} from './helpers';

const e2e = useAppAndBrowser();

const ACTIVE = `query { activeGame { gameId gameType calledNumbers callsRevealed winningCard winningCalls winningPatterns cardPaletteNumbers stakes: stakesSantim multiplier
  playingCards { paletteNumber numbers { B I N G O } } } }`;
const birr = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 2 })} ብር`;
/** The caller is ready once its voice set has loaded (Pause becomes enabled). */
const callerReady = (page: Page) =>
  page.locator('[data-testid=pause-button]:not([disabled])').waitFor({ timeout: 15_000 });

describe('multiplier bingo in a real browser against the real app', () => {
  it('/multiplier → /abazh: stakes per card → start (paused) → play → reload continues → calls arrive → pause → check a loser (a winner when one is complete: stake x multiplier) → end → /multiplier; stats show the game', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    // A loaded machine (the whole suite in parallel) has taken over 30 s for the end's round trip.
    page.setDefaultTimeout(60_000);
    try {
      await signIn(page);
      await page.goto('/multiplier');
      await page.getByTestId('new-multiplier-game').click();
      await page.waitForURL('**/abazh');

      // Start needs a call speed and 2 cards; each card joins with the default stake and can be changed.
      const start = page.getByTestId('start-game');
      await page.locator('select[name=defaultStake]').selectOption('20');
      for (const n of [5, 17, 42, 63]) await page.getByTestId(`card-${n}`).click();
      await expect.poll(() => start.isDisabled()).toBe(true); // no speed yet
      await page.locator('select[name=speed]').selectOption('5000');
      await page.locator('select[name=stake-17]').selectOption('50');
      await page.getByTestId('card-63').click(); // out again
      await page.getByTestId('card-63').click(); // and back with the default
      await expect.poll(() => page.getByTestId('stake-row-17').textContent()).toContain('Cartella 17');
      await expect.poll(() => page.getByTestId('stake-total').textContent()).toBe(birr(110));
      await expect.poll(() => page.getByTestId('multiplier-preview').textContent()).toBe('×3.2'); // 4 x (1 - 0.2)
      await expect.poll(() => start.textContent()).toBe('ጀምር');
      await start.click();
      await page.waitForURL('**/game-in-progress2');

      const { activeGame: game } = await gql(page, e2e.server.url, ACTIVE);
      expect(game.gameType).toBe('multiplierBingo');
      expect(game.cardPaletteNumbers).toEqual([5, 17, 42, 63]);
      expect(game.stakes).toEqual([2000, 5000, 2000, 2000]);
      expect(game.multiplier).toBe(3.2);
      await page.getByTestId('prize').getByText(birr(160)).waitFor(); // top prize: 50 x 3.2

      expect(game).toMatchObject({ calledNumbers: [], winningCard: null });

      // The game is the server's: it starts paused; Play reveals the first call; a reload continues there.
      await callerReady(page);
      await page.getByTestId('pause-button').click();
      await page.getByTestId('call-count').getByText('Total Calls: 1').waitFor({ timeout: 5000 });
      await page.reload();
      await callerReady(page);
      const first = (await gql(page, e2e.server.url, ACTIVE)).activeGame.calledNumbers[0];
      await expect
        .poll(() => page.getByTestId(`ball-${parseCalledNumber(first)}`).getAttribute('data-called'))
        .toBe('true');
      await page.locator('input[name=checkCard]').fill('5');
      await expect.poll(() => page.getByTestId('check-button').isDisabled()).toBe(true); // only while paused

      const patterns = game.winningPatterns as PatternName[];
      const cards = game.playingCards as ApiCard[];
      const complete = (calls: string[]) => completeCards(cards, patterns, calls);
      // A few calls (5 s apart), then pause: the check is judged on the calls revealed.
      await waitForCalls(page, e2e.server.url, (calls) => calls.length >= 3, 30_000);
      await page.getByTestId('pause-button').click();
      await page.getByTestId('pause-button').getByText('Resume').waitFor();
      await expect.poll(() => page.getByTestId('check-button').isDisabled()).toBe(false);
      const paused = (await gql(page, e2e.server.url, ACTIVE)).activeGame;
      const K: number = paused.callsRevealed;
      await page.getByTestId('call-count').getByText(`Total Calls: ${K}`).waitFor();
      const winners = complete(paused.calledNumbers);
      const loser = cards.find((c) => !winners.includes(c));
      expect(loser).toBeDefined();
      await page.locator('input[name=checkCard]').fill(String(loser!.paletteNumber));
      await page.getByTestId('check-button').click();
      await expect
        .poll(() => page.getByTestId(`result-${loser!.paletteNumber}`).getByTestId('result-label').textContent())
        .toBe('አላሸነፈም');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      await page.getByTestId(`result-${loser!.paletteNumber}`).waitFor({ state: 'detached' });

      // A card complete on the calls revealed (rare this early) wins its stake x the multiplier.
      if (winners.length > 0) {
        const winningCard = winners[0]!.paletteNumber;
        await page.locator('input[name=checkCard]').fill(String(winningCard));
        await page.getByTestId('check-button').click();
        const winner = page.getByTestId(`result-${winningCard}`);
        await expect.poll(() => winner.getByTestId('result-label').textContent()).toBe('አሸናፊ');
        const stake = game.stakes[game.cardPaletteNumbers.indexOf(winningCard)] / 100;
        await expect
          .poll(() => winner.getByTestId('result-payout').textContent())
          .toBe(`Winning Amount: ${birr(stake * 3.2)}`);
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      }
      await screenshot(page, 'flow-multiplier-checked');

      await page.getByTestId('end-button').click();
      // The end is asked of the server and answered before the screen leaves (a failure says which step stopped).
      const endAnswered = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('mutation EndGame'),
      );
      await page.getByTestId('end-confirm-confirm').click(); // End asks first
      expect((await endAnswered).status()).toBe(200);
      await page.waitForURL('**/multiplier');
      await page.getByTestId('ended-seed').waitFor();
      await page.getByTestId('home-games').getByTestId('multiplier-game-row').waitFor();
      expect((await gql(page, e2e.server.url, ACTIVE)).activeGame).toBeNull();

      await page.getByTestId('bingo-stats-link').click();
      await page.getByTestId('stats-games').waitFor();
      await expect.poll(() => page.getByTestId('stats-game-row').count()).toBe(1);
      await expect.poll(() => page.getByTestId('stats-total-games').textContent()).toBe('1');
      await page.getByTestId('tab-summary').click();
      await page.getByTestId('view-daily').click();
      const dayRows = page.getByRole('dialog').getByRole('row');
      await dayRows.nth(1).waitFor();
      await expect.poll(() => dayRows.count()).toBe(2); // header + today
      await page.keyboard.press('Escape');

      // The host shell's view (menu line "Multiplier Bingo"): the game with its bets grouped by stake.
      await page.goto('/reports/multiplier');
      await page.getByTestId('shell-menu').getByText('Multiplier Bingo').waitFor();
      const row = page.getByTestId('shell-multiplier-games').getByTestId('multiplier-game-row');
      await row.waitFor();
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.textContent()).toContain('cards 5, 42, 63');
    } finally {
      await context.close();
    }
  }, 180_000);

  const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;
  /** One host per viewport: both run at once, and a host's new game would end the other's. */
  const HOSTS = { desktop: 'demo', phone: 'hawassa1' } as const;

  for (const lang of ['en', 'am'] as const) {
    it(`${lang} screenshots of /multiplier, /abazh, /game-in-progress2, /multiplierStats at 1366x768 and 390x844`, async () => {
      await Promise.all(
        (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map(async (device) => {
          const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: VIEWPORTS[device] });
          await context.addInitScript((l) => localStorage.setItem('language', l), lang);
          const page = await context.newPage();
          const shot = (name: string) => screenshot(page, `${lang}-${device}-${name}`);
          try {
            await signIn(page, HOSTS[device]);
            await page.goto('/multiplier');
            await page.getByTestId('home-tiles').waitFor();
            await shot('multiplier');

            await page.getByTestId('new-multiplier-game').click();
            for (const n of [8, 21, 33]) await page.getByTestId(`card-${n}`).click();
            await page.locator('select[name=speed]').selectOption('7000');
            await page.getByTestId('stake-row-33').waitFor();
            await expect
              .poll(() => page.getByTestId('stake-row-21').textContent())
              .toContain(lang === 'am' ? 'ካርቴላ 21' : 'Cartella 21');
            await shot('abazh');

            await endActiveGame(page, e2e.server.url);
            await gql(page, e2e.server.url, START_GAME, {
              input: {
                gameType: 'multiplierBingo',
                cardPaletteNumbers: [8, 21, 33],
                stakesSantim: [1000, 2500, 10000],
                callSpeed: 7000,
                winningPatterns: ['any'],
              },
            });
            const { activeGame } = await gql(page, e2e.server.url, ACTIVE);
            // Played on the server's clock: one call, paused.
            await gql(page, e2e.server.url, PLAY_GAME, { id: activeGame.gameId });
            await gql(page, e2e.server.url, PAUSE_GAME, { id: activeGame.gameId });
            await page.goto('/game-in-progress2');
            await page.getByTestId('bingo-board').waitFor();
            await callerReady(page);
            await shot('game-in-progress2');

            await page.goto('/multiplierStats');
            await page.getByTestId('stats-games').waitFor();
            await expect
              .poll(() => page.getByRole('heading', { level: 2 }).textContent())
              .toBe(lang === 'am' ? 'የቢንጎ ስታቲስቲክስ' : 'Bingo Stats');
            await shot('multiplierStats');
          } finally {
            await context.close();
          }
        }),
      );
    }, 50_000);
  }
});
