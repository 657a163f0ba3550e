import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { evaluateCard, isPatternName, markedCells, parseCalledNumber, type Card } from '@bingo/core';
import { useAppAndBrowser } from './fixture';
import { endActiveGame, gql, screenshot, signIn, START_GAME, pairDisplayByApi } from './helpers';

/**
 * The public card page (docs/screens.md#card-page) on a 360×740 phone against the real app: the
 * room display shows the hall's follow QR; a player opens it, types card 7 and follows it in a
 * running game; the marks follow the calls and the Bingo message shows at the card's completing
 * call, never before; after the end the page links to the verification with the card. Screenshots
 * in both languages (web/test-results/screens/card-page-*), and the room display's QR corner.
 */
const e2e = useAppAndBrowser();
const PHONE = { width: 360, height: 740 };
const TV = { width: 1920, height: 1080 };
const PATTERNS = ['any'];

/** What the phone shows at one instant: its calls, card 7's marked cells, and whether Bingo shows. */
const seen = (page: Page) =>
  page.evaluate(() => ({
    calls: (document.querySelector('[data-testid="latest-call"]')?.getAttribute('data-calls') ?? '')
      .split(' ')
      .filter(Boolean),
    marked: document.querySelectorAll('[data-testid="followed-7"] [data-marked]').length,
    bingo: document.querySelector('[data-testid="bingo-7"]') !== null,
  }));

describe('the public card page on a phone', () => {
  it('follows card 7 of a running game: marks with the calls, Bingo at its completing call, then the verification', async () => {
    const callerContext = await e2e.browser.newContext({ baseURL: e2e.server.url, serviceWorkers: 'block' });
    const tvContext = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: TV, serviceWorkers: 'block' });
    const phoneContext = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: PHONE, isMobile: true });
    try {
      const caller = await callerContext.newPage();
      await signIn(caller);
      await endActiveGame(caller, e2e.server.url);
      // The room display between games: the hall's follow QR, with its code.
      const tv = await tvContext.newPage();
      await tv.goto('/display');
      await tv.evaluate(
        (t) => localStorage.setItem('bingo.displayToken', t),
        await pairDisplayByApi(caller, e2e.server.url),
      );
      await tv.goto('/display');
      const qr = tv.getByTestId('display-follow-qr');
      await qr.waitFor();
      const url = new URL((await qr.getAttribute('data-url'))!);
      expect(url.pathname).toBe('/c');
      const hall = url.searchParams.get('hall')!;
      expect(hall).toMatch(/^[2-9A-Z]{6}$/);
      await screenshot(tv, 'card-page-display-between-1920x1080');

      await gql(caller, e2e.server.url, START_GAME, {
        input: {
          bettingAmountSantim: 1000,
          cardPaletteNumbers: [7, 12, 33],
          callSpeed: 3000,
          gameType: 'regular',
          winningPatterns: PATTERNS,
        },
      });
      const { activeGame } = await gql(caller, e2e.server.url, 'query { activeGame { gameId publicCode } }');

      // The phone: opened from the room's QR, card 7 typed.
      const phone = await phoneContext.newPage();
      await phone.goto(`/c?hall=${hall.toLowerCase()}`);
      await phone.getByTestId('hall-bar').waitFor();
      await phone.getByTestId('card-input').fill('7');
      await phone.getByTestId('card-add').click();
      await phone.locator('[data-testid="followed-7"][data-in-play]').waitFor();
      const face = (await (await fetch(`${e2e.server.url}/api/public/halls/${hall}/cards/7`)).json()) as {
        numbers: Card['numbers'];
      };
      const card: Card = { paletteNumber: 7, numbers: face.numbers };
      const completeAt = (calls: string[]) =>
        evaluateCard(card, PATTERNS.filter(isPatternName), calls.map(parseCalledNumber)).some((r) => r.isComplete);

      await gql(caller, e2e.server.url, 'mutation($id: ID!) { playGame(gameId: $id) { paused } }', {
        id: activeGame.gameId,
      });
      // Every look at the phone: its marks are exactly card 7's called cells, and Bingo shows iff
      // the calls shown complete a pattern (so it shows at the completing call, not before).
      const looks: Awaited<ReturnType<typeof seen>>[] = [];
      await expect
        .poll(
          async () => {
            const look = await seen(phone);
            looks.push(look);
            return look.bingo;
          },
          { timeout: 240_000, interval: 150 },
        )
        .toBe(true);
      for (const look of looks) {
        expect(look.marked).toBe(bitCount(markedCells(card, look.calls.map(parseCalledNumber))));
        expect(look.bingo).toBe(completeAt(look.calls));
      }
      const marksSeen = new Set(looks.map((l) => l.calls.length));
      expect(marksSeen.size).toBeGreaterThan(3); // the marks were watched following several calls
      await gql(caller, e2e.server.url, 'mutation($id: ID!) { pauseGame(gameId: $id) { paused } }', {
        id: activeGame.gameId,
      });
      await expect.poll(() => phone.getByTestId('bingo-7').textContent()).toContain('Bingo — tell the caller: card 7');
      await screenshot(phone, 'card-page-bingo-en-360x740');
      await screenshot(tv, 'card-page-display-game-1920x1080');
      await phone.getByTestId('lang-am').click();
      await expect.poll(() => phone.getByTestId('bingo-7').textContent()).toContain('ቢንጎ');
      await screenshot(phone, 'card-page-bingo-am-360x740');
      await phone.getByTestId('lang-en').click();

      // After the end: the verification of this game, card 7 highlighted there.
      await gql(caller, e2e.server.url, 'mutation($id: ID!) { endGame(gameId: $id) { seed } }', {
        id: activeGame.gameId,
      });
      await expect
        .poll(() => phone.getByTestId('verify-7').getAttribute('href'))
        .toBe(`/verify/${activeGame.publicCode}?card=7`);

      // A card address whose check is wrong: told plainly, nothing more.
      await phone.goto('/c/1/7/ZZZZZZZZ');
      await expect.poll(() => phone.getByTestId('card-problem').textContent()).toBe('This is not a card of this hall.');
      await screenshot(phone, 'card-page-not-a-card-en-360x740');
    } finally {
      await Promise.all([callerContext.close(), tvContext.close(), phoneContext.close()]);
    }
  }, 360_000);
});

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
