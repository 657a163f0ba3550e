import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { endActiveGame, gql, screenshot, signIn, START_GAME, pairDisplayByApi } from './helpers';

/**
 * The room display in the hall's language (docs/screens.md#room-display): the pairing screen
 * speaks both languages at once, the TV has its own switch, and the verification code and QR stay
 * in a corner for the whole game.
 */
const e2e = useAppAndBrowser();
const TV = { width: 1920, height: 1080 };

describe('the room display in the hall’s language', () => {
  it('pairing in both languages; its own switch; the verification corner for the whole game', async () => {
    const callerContext = await e2e.browser.newContext({ baseURL: e2e.server.url, serviceWorkers: 'block' });
    const tvContext = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: TV, serviceWorkers: 'block' });
    try {
      const tv = await tvContext.newPage();
      await tv.goto('/display');
      const title = tv.getByTestId('pair-title');
      await title.waitFor();
      await expect.poll(() => title.textContent()).toContain('Pair this display');
      await expect.poll(() => title.textContent()).toMatch(/[\u1200-\u137F]/);
      await screenshot(tv, 'display-pairing-1920x1080');

      const caller = await callerContext.newPage();
      await signIn(caller);
      await endActiveGame(caller, e2e.server.url);
      const token = await pairDisplayByApi(caller, e2e.server.url);
      await tv.evaluate((t) => localStorage.setItem('bingo.displayToken', t), token);
      await gql(caller, e2e.server.url, START_GAME, {
        input: {
          bettingAmountSantim: 1000,
          cardPaletteNumbers: [1, 2, 3],
          callSpeed: 3000,
          gameType: 'regular',
          winningPatterns: ['any'],
        },
      });
      await tv.goto('/display');
      await tv.getByTestId('display-commitment').waitFor();
      const { activeGame } = await gql(caller, e2e.server.url, 'query { activeGame { gameId } }');
      await gql(caller, e2e.server.url, 'mutation($id: ID!) { playGame(gameId: $id) { paused } }', {
        id: activeGame.gameId,
      });
      await tv.getByTestId('display-current').waitFor({ timeout: 10_000 });
      await tv.getByTestId('display-verify-corner').locator('img').waitFor();
      expect(await tv.getByTestId('display-count').textContent()).toMatch(/^Call \d+ of 75/);
      await screenshot(tv, 'display-en-1920x1080-corner');

      // The switch on the TV: Amharic now, and after a reload.
      await tv.getByTestId('display-language').getByRole('button', { name: 'አማ' }).click();
      await tv
        .getByTestId('display-count')
        .filter({ hasText: /[\u1200-\u137F]/ })
        .waitFor();
      await tv.reload();
      await tv
        .getByTestId('display-count')
        .filter({ hasText: /[\u1200-\u137F]/ })
        .waitFor({ timeout: 10_000 });
      await tv.getByTestId('display-verify-corner').locator('img').waitFor();
      await screenshot(tv, 'display-am-1920x1080-corner');
      await tv.getByTestId('display-language').getByRole('button', { name: 'EN' }).click();
      await tv.getByTestId('display-count').filter({ hasText: /^Call/ }).waitFor();
      await endActiveGame(caller, e2e.server.url);
    } finally {
      await tvContext.close();
      await callerContext.close();
    }
  });

  it('follows the paired caller: the operator switches the caller to Amharic, the TV speaks Amharic within one call', async () => {
    const callerContext = await e2e.browser.newContext({ baseURL: e2e.server.url, serviceWorkers: 'block' });
    const tvContext = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: TV, serviceWorkers: 'block' });
    try {
      const caller = await callerContext.newPage();
      await signIn(caller);
      await endActiveGame(caller, e2e.server.url);
      const token = await pairDisplayByApi(caller, e2e.server.url);
      const tv = await tvContext.newPage();
      await tv.goto('/display');
      await tv.evaluate((t) => localStorage.setItem('bingo.displayToken', t), token);
      const callMs = 5000;
      await gql(caller, e2e.server.url, START_GAME, {
        input: {
          bettingAmountSantim: 1000,
          cardPaletteNumbers: [1, 2, 3],
          callSpeed: callMs,
          gameType: 'regular',
          winningPatterns: ['any'],
        },
      });
      await caller.goto('/game-in-progress');
      await caller.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click();
      await tv.goto('/display');
      await tv.getByTestId('display-count').filter({ hasText: /^Call/ }).waitFor({ timeout: 10_000 });

      await caller.getByTestId('language-switch').getByRole('button', { name: 'አማ' }).click();
      await tv
        .getByTestId('display-count')
        .filter({ hasText: /[\u1200-\u137F]/ })
        .waitFor({ timeout: callMs });
      await expect.poll(() => tv.getByTestId('display-prize').textContent()).toMatch(/[\u1200-\u137F]/);
      await screenshot(tv, 'display-follows-caller-am-1920x1080');
      await endActiveGame(caller, e2e.server.url);
    } finally {
      await tvContext.close();
      await callerContext.close();
    }
  });
});
