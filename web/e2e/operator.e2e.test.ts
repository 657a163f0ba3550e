import { parseCalledNumber, type PatternName } from '@bingo/core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_GAME,
  type ApiCard,
  completeCards,
  endActiveGame,
  gql,
  pollUntil,
  screenshot,
  signIn,
  START_GAME,
  waitForCalls,
} from './helpers';
import { useAppAndBrowser } from './fixture';

const e2e = useAppAndBrowser();

async function newPage(viewport = { width: 1366, height: 768 }): Promise<{ context: BrowserContext; page: Page }> {
  // No service worker here (pwa.e2e.test.ts covers it): its fetches bypass page.route, which the
  // missing-voice-set case relies on.
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

describe('operator flow in a real browser against the real app', () => {
  it('sign in → bet, patterns, speed, voice, cards by click and typing → start (paused) → play → reload continues → pause → resume, calls arrive → pause → check a loser (locked) → resume → end', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
      const start = page.getByTestId('start-game');
      await expect.poll(() => start.isDisabled()).toBe(true);

      await page.getByTestId('bet-20').click();
      await expect.poll(() => page.getByTestId('bet-input').inputValue()).toBe('20');
      // Patterns: another pattern replaces any, All resets to any; the choice is remembered.
      await page.getByText('Any row', { exact: true }).click();
      expect(await page.evaluate(() => localStorage.getItem('winningPattern'))).toBe('["rows"]');
      await page.getByText('All', { exact: true }).click();
      expect(await page.evaluate(() => localStorage.getItem('winningPattern'))).toBe('["any"]');
      // Voice/speed coupling: oromo forces 3000 and locks the speed; none unlocks it.
      await page.locator('select[name=audio]').selectOption('oromo');
      await expect.poll(() => page.locator('select[name=speed]').inputValue()).toBe('3000');
      await expect.poll(() => page.locator('select[name=speed]').isDisabled()).toBe(true);
      await page.locator('select[name=audio]').selectOption('none');
      await page.locator('select[name=speed]').selectOption('3000');

      await page.getByTestId('card-1').click();
      await page.getByTestId('card-2').click();
      await expect.poll(() => start.isDisabled()).toBe(true); // 2 cards
      const box = page.locator('input[name=cardNumber]');
      await box.fill('3x');
      await expect.poll(() => box.inputValue()).toBe('3');
      await box.press('Enter');
      await expect.poll(() => box.inputValue()).toBe('');
      await box.fill('45');
      await box.press('Enter');
      await expect.poll(() => page.getByTestId('card-45').getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByTestId('selected-count').textContent()).toContain('4');
      await expect.poll(() => start.isDisabled()).toBe(false);
      await screenshot(page, 'flow-dashboard-filled');

      await start.click();
      await page.waitForURL('**/game-in-progress');
      await page.getByTestId('commitment').waitFor();
      await expect.poll(() => page.getByTestId('call-count').textContent()).toBe('Call 0 of 75');

      const { activeGame: game } = await gql(page, e2e.server.url, ACTIVE_GAME);
      expect(game.cardPaletteNumbers).toEqual([1, 2, 3, 45]);
      // Nothing of the draw is known before it happens.
      expect(game).toMatchObject({ calledNumbers: [], winningCard: null, winningCalls: null, paused: true });

      // The game starts paused: Play asks the server, which reveals the first call at once.
      await expect.poll(() => page.getByTestId('pause-button').textContent()).toBe('Play');
      await page.getByTestId('pause-button').click();
      await page.getByText('Call 1 of 75').waitFor({ timeout: 5000 });
      // A reload continues at the server's count.
      await page.reload();
      await page.getByTestId('call-count').waitFor();
      const first = (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame.calledNumbers[0];
      await expect
        .poll(() => page.getByTestId('ball-' + parseCalledNumber(first)).getAttribute('data-called'))
        .toBe('true');
      await expect.poll(() => page.getByTestId('call-count').textContent()).toMatch(/^Call [1-9]\d* of 75$/);

      // Pause: Check is enabled only while paused.
      await page.locator('input[name=checkCard]').fill('1');
      await expect.poll(() => page.getByTestId('check-button').isDisabled()).toBe(true);
      await page.getByTestId('pause-button').click();
      await page.getByTestId('pause-button').getByText('Resume').waitFor();
      await expect.poll(() => page.getByTestId('check-button').isDisabled()).toBe(false);
      await page.locator('input[name=checkCard]').fill('');

      // Resume; the calls arrive from the server until a card completes; pause there.
      const patterns = game.winningPatterns as PatternName[];
      const cards = game.playingCards as ApiCard[];
      // Resume: the calls keep arriving from the server (3 s apart); pause two calls later.
      await page.getByTestId('pause-button').click();
      await page.getByTestId('pause-button').getByText('Pause').waitFor();
      const resumedAt: number = (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame.callsRevealed;
      await waitForCalls(page, e2e.server.url, (calls) => calls.length >= resumedAt + 2, 30_000);
      await page.getByTestId('pause-button').click();
      await page.getByTestId('pause-button').getByText('Resume').waitFor();
      const paused = (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame;
      const K: number = paused.callsRevealed;
      await page.getByText(`Call ${K} of 75`).waitFor();
      expect(K).toBeGreaterThanOrEqual(resumedAt + 2);
      const winners = completeCards(cards, patterns, paused.calledNumbers);
      const loser = cards.find((c) => !winners.includes(c));
      expect(loser).toBeDefined();

      await page.locator('input[name=checkCard]').fill(String(loser!.paletteNumber));
      await page.getByTestId('check-button').click();
      const loserResult = page.getByTestId(`result-${loser!.paletteNumber}`);
      await loserResult.waitFor();
      await expect.poll(() => loserResult.getByTestId('result-label').textContent()).toBe('አላሸነፈም');
      await screenshot(page, 'flow-results-loser');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      await loserResult.waitFor({ state: 'detached' });
      // Locked afterwards.
      await page.locator('input[name=checkCard]').fill(String(loser!.paletteNumber));
      await page.getByTestId('check-button').click();
      await page.getByRole('alert').filter({ hasText: 'This card has been locked.' }).waitFor();

      // A card complete on the calls revealed wins (rare this early): the server judges it so.
      if (winners.length > 0) {
        const winningCard = winners[0]!.paletteNumber;
        await page.locator('input[name=checkCard]').fill(String(winningCard));
        await page.getByTestId('check-button').click();
        const winner = page.getByTestId(`result-${winningCard}`);
        await winner.waitFor();
        await expect.poll(() => winner.getByTestId('result-label').textContent()).toBe('አሸናፊ');
        await expect.poll(() => winner.locator('[data-winning]').count()).toBeGreaterThanOrEqual(4);
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      }

      // Resume once more: the count goes on from the server's, then End.
      await page.getByTestId('pause-button').click();
      await page.getByText(`Call ${K + 1} of 75`).waitFor({ timeout: 10_000 });

      await page.getByTestId('end-button').click();
      await page.getByTestId('end-confirm-confirm').click(); // End asks first
      await page.waitForURL('**/dashboard');
      await page.getByTestId('ended-seed').waitFor();
      await expect.poll(() => page.getByTestId('ended-seed').textContent()).toMatch(/[0-9a-f]{32}/);
      expect((await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame).toBeNull();
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a house game shows "Online Player Win!" once the server reveals the house card\'s winning call', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
      await page.evaluate(() => localStorage.setItem('audioLanguage', 'none'));
      const dialog = page.getByRole('dialog').filter({ hasText: 'Online Player Win!' });
      // 3 hall cards against 50 house cards: the house almost always completes first. When a hall
      // card completes first (or ties) the house cannot win: that game is ended and another started.
      let shown = false;
      for (let attempt = 0; attempt < 4 && !shown; attempt++) {
        await endActiveGame(page, e2e.server.url);
        await gql(page, e2e.server.url, START_GAME, {
          input: {
            bettingAmountSantim: 1000,
            cardPaletteNumbers: [7, 8, 9],
            callSpeed: 3000,
            gameType: 'house',
            houseCardCount: 50,
            winningPatterns: ['any'],
          },
        });
        const { activeGame } = await gql(page, e2e.server.url, ACTIVE_GAME);
        expect(activeGame).toMatchObject({ houseWin: null, winningCard: null });
        await page.goto('/game-in-progress');
        await page.getByTestId('bingo-board').waitFor();
        await expect.poll(() => dialog.count()).toBe(0);
        await page.getByTestId('pause-button').click();
        const cards = activeGame.playingCards as ApiCard[];
        // Watch the server: the house's win (the dialog follows), or a hall card first (no house win).
        const now = await pollUntil(
          async () => (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame,
          (g) => g.houseWin || completeCards(cards, ['any'], g.calledNumbers).length > 0,
          { timeout: 90_000, what: 'a house win or a complete hall card' },
        );
        shown = !!now.houseWin;
      }
      expect(shown).toBe(true);
      await dialog.waitFor();
      const game = (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame;
      expect(game.houseWin).toBe(true);
      // The screen paused itself at the house's call.
      await expect.poll(async () => (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame.paused).toBe(true);
      expect(Number((await page.getByTestId('call-count').textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(
        game.winningCalls,
      );
      await screenshot(page, 'flow-house-win');
      await dialog.getByRole('button', { name: 'Return to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }
  }, 300_000);

  it('a voice set preloads its 75 clips once (Cache Storage): the next load fetches none; a missing set goes silent with a note', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page);
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
      const clips: string[] = [];
      page.on('request', (r) => r.url().includes('/voices/') && clips.push(r.url()));
      await page.goto('/game-in-progress');
      await expect.poll(() => clips.length, { timeout: 10_000 }).toBe(75);
      // Play is enabled once the voice is loaded; the first call comes at once.
      await page.locator('[data-testid=pause-button]:not([disabled])').click();
      await page.getByText('Call 1 of 75').waitFor({ timeout: 8000 });
      await expect.poll(() => page.getByTestId('voice-failed').count()).toBe(0);
      clips.length = 0;
      await page.reload();
      await page.getByTestId('bingo-board').waitFor();
      // Play is enabled once the voice is loaded: any fetch for it would have been made by then.
      await page.locator('[data-testid=pause-button]:not([disabled])').waitFor();
      expect(clips).toEqual([]);

      await page.route('**/voices/male/**', (route) => route.fulfill({ status: 404, body: '' }));
      await page.evaluate(() => localStorage.setItem('audioLanguage', 'male'));
      await page.reload();
      await page.getByTestId('voice-failed').waitFor();
      await expect.poll(() => page.getByTestId('pause-button').isDisabled()).toBe(false);
    } finally {
      await context.close();
    }
  }, 40_000);

  it('an empty wallet: Start Game shows "Insufficient balance in wallet" to the operator and nothing starts', async () => {
    // The super admin empties ale1's wallet through the real API (inline re-authentication).
    const login = await fetch(`${e2e.server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superadmin', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    // ale1 plays card set 2: the second base lists it (docs/legacy-rest.md#bases).
    const hosts = (await (
      await fetch(`${e2e.server.url}/v2/admin/naan/all/protected`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { _id: string; username: string }[];
    const ale1 = hosts.find((h) => h.username === 'ale1')!;
    const emptied = await fetch(`${e2e.server.url}/admin/arif/offense/${ale1._id}/update/wallet`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ wallet: 0, username: 'superadmin', password: 'demo1234' }),
    });
    expect(emptied.status).toBe(200);

    const { context, page } = await newPage();
    try {
      await signIn(page, 'ale1');
      for (const n of [4, 5, 6]) await page.getByTestId(`card-${n}`).click();
      await page.getByTestId('bet-10').click();
      await page.getByTestId('start-game').click();
      const alert = page.getByTestId('wallet-error');
      await alert.waitFor();
      await expect.poll(() => alert.textContent()).toContain('Insufficient balance in wallet');
      expect(page.url()).toMatch(/\/dashboard$/);
      expect((await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame).toBeNull();
    } finally {
      await context.close();
    }
  });
});
