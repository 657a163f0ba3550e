import { parseCalledNumber, type PatternName } from '@bingo/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import {
  ACTIVE_GAME,
  type ApiCard,
  completeCards,
  gql,
  pollUntil,
  screenshot,
  signIn,
  START_GAME,
  pairDisplayByApi,
} from './helpers';

/**
 * The room display (docs/screens.md#room-display) in Chromium against the real app: the caller
 * and the display are two pages paired by code; the display follows the server's calls within
 * one call interval, shows a judged claim with its winning cells, survives a reload, and goes
 * back to the announcements when the game ends. Screenshots at 1920x1080 and 1280x720 in en and am.
 */
const e2e = useAppAndBrowser();
const SPEED = 3000;
const SIZES = { tv: { width: 1920, height: 1080 }, hd: { width: 1280, height: 720 } } as const;

interface Screen {
  name: string;
  context: BrowserContext;
  page: Page;
}

async function displayScreen(browser: Browser, name: string, size: keyof typeof SIZES, lang: string, token?: string) {
  const context = await browser.newContext({ baseURL: e2e.server.url, viewport: SIZES[size] });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  if (token) await context.addInitScript((t) => localStorage.setItem('bingo.displayToken', t), token);
  return { name, context, page: await context.newPage() };
}

/** The super admin's announcement, shown by displays between games. */
async function announce(): Promise<void> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${e2e.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as any;
  };
  const { token } = await post('/api/admin/login', { username: 'superadmin', password: 'demo1234' });
  const now = Date.now();
  const res = await post(
    '/graphql',
    {
      query: 'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }',
      variables: {
        input: {
          title: 'Friday jackpot night',
          body: 'Double prizes from 7 pm. ዓርብ ማታ ድርብ ሽልማት!',
          startsAt: new Date(now - 60_000).toISOString(),
          endsAt: new Date(now + 3_600_000).toISOString(),
          isActive: true,
        },
      },
    },
    token,
  );
  expect(res.errors, JSON.stringify(res)).toBeUndefined();
}

const lit = (page: Page, n: number, timeout: number) =>
  page.locator(`[data-testid="display-ball-${n}"][data-called="true"]`).waitFor({ timeout });

describe('room display paired to the caller', () => {
  it('pairs by code; follows the calls within one interval; shows claims with winning cells; survives a reload; returns between games', async () => {
    const { browser, server } = e2e;
    const callerContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
    const caller = await callerContext.newPage();
    const screens: Screen[] = [];
    try {
      await announce();
      await signIn(caller, 'hawassa1');
      const cardNumbers = Array.from({ length: 60 }, (_, i) => i + 1);
      await gql(caller, server.url, START_GAME, {
        input: {
          bettingAmountSantim: 1000,
          cardPaletteNumbers: cardNumbers,
          callSpeed: SPEED,
          winningPatterns: ['any'],
        },
      });
      await caller.goto('/game-in-progress');
      await caller.getByTestId('commitment').waitFor();

      // The caller shows a pairing code and its QR; the display opens the QR's link and pairs.
      await caller.getByTestId('room-display-button').click();
      await caller.getByTestId('pairing-qr').waitFor();
      const code = (await caller.getByTestId('pairing-code').textContent())!.trim();
      expect(code).toMatch(/^[ACDEFHJKMNPRTUVWXY34679]{6}$/);
      const tv = await displayScreen(browser, 'en-1920x1080', 'tv', 'en');
      screens.push(tv);
      await tv.page.goto(`/display?code=${code}`);
      await expect.poll(() => tv.page.getByTestId('pair-code').inputValue()).toBe(code);
      await tv.page.getByTestId('pair-submit').click();
      await tv.page.getByTestId('display-commitment').waitFor();
      expect(new URL(tv.page.url()).search).toBe('');
      // The operator sees it in the list of paired displays.
      await caller.getByTestId('paired-displays').getByTestId('revoke-display').waitFor();
      await caller.keyboard.press('Escape');

      // Three more screens for the screenshots (sizes × languages), paired through the API.
      for (const [name, size, lang] of [
        ['am-1920x1080', 'tv', 'am'],
        ['en-1280x720', 'hd', 'en'],
        ['am-1280x720', 'hd', 'am'],
      ] as const) {
        const s = await displayScreen(browser, name, size, lang, await pairDisplayByApi(caller, e2e.server.url));
        await s.page.goto('/display');
        await s.page.getByTestId('display-commitment').waitFor();
        screens.push(s);
      }
      const shootAll = async (stage: string) => {
        for (const s of screens) await screenshot(s.page, `display-${s.name}-${stage}`);
      };
      await tv.page.getByTestId('display-verify-qr').waitFor();
      await shootAll('commitment');

      // Play: each call the server reveals is lit on the display within one call interval.
      await caller.getByTestId('pause-button').click();
      const calledNumbers = async (): Promise<string[]> =>
        (await gql(caller, server.url, ACTIVE_GAME)).activeGame.calledNumbers;
      for (let seen = 0; seen < 4;) {
        const calls = await pollUntil(calledNumbers, (c) => c.length > seen, {
          timeout: 30_000,
          interval: 100,
          what: `call ${seen + 1}`,
        });
        await lit(tv.page, parseCalledNumber(calls.at(-1)!), SPEED);
        seen = calls.length;
      }
      await expect.poll(() => tv.page.getByTestId('display-count').textContent()).toMatch(/^Call [4-9] of 75/);

      // Calls go on until a card completes; pause there.
      const game = (await gql(caller, server.url, ACTIVE_GAME)).activeGame;
      const patterns = game.winningPatterns as PatternName[];
      const cards = game.playingCards as ApiCard[];
      await pollUntil(calledNumbers, (calls) => completeCards(cards, patterns, calls).length > 0, {
        timeout: 75 * SPEED,
        interval: 200,
        what: 'a complete card',
      });
      await caller.getByTestId('pause-button').click();
      await caller.getByTestId('pause-button').getByText('Resume').waitFor();
      const paused = (await gql(caller, server.url, ACTIVE_GAME)).activeGame;
      const calls: string[] = paused.calledNumbers;
      for (const l of calls) await lit(tv.page, parseCalledNumber(l), SPEED);
      await shootAll('board');

      // A losing check: the display says so.
      const winners = completeCards(cards, patterns, calls);
      const loser = cards.find((c) => !winners.includes(c))!;
      await caller.locator('input[name=checkCard]').fill(String(loser.paletteNumber));
      await caller.getByTestId('check-button').click();
      await caller.getByTestId(`result-${loser.paletteNumber}`).waitFor();
      await caller.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      const claim = tv.page.getByTestId('display-claim');
      await claim.getByText('Not a winner').waitFor({ timeout: SPEED });
      await shootAll('claim-loser');

      // The winning check: the card with its winning cells highlighted, the pattern and the prize.
      const winner = winners[0]!.paletteNumber;
      await caller.locator('input[name=checkCard]').fill(String(winner));
      await caller.getByTestId('check-button').click();
      await caller.getByTestId(`result-${winner}`).waitFor();
      await tv.page.locator('[data-testid="display-claim"][data-winner="true"]').waitFor({ timeout: SPEED });
      await expect.poll(() => claim.textContent()).toContain(`Card ${winner}`);
      await expect.poll(() => claim.textContent()).toContain('BINGO!');
      await expect.poll(() => claim.locator('[data-winning]').count()).toBeGreaterThanOrEqual(4);
      await shootAll('claim-winner');

      // A reload: no pairing again, the same calls and the claim, read back from the server.
      await tv.page.reload();
      await tv.page.locator('[data-testid="display-claim"][data-winner="true"]').waitFor();
      await expect.poll(() => tv.page.getByTestId('pair-code').count()).toBe(0);
      for (const l of calls) await lit(tv.page, parseCalledNumber(l), 1000);
      await expect
        .poll(() => tv.page.getByTestId('display-count').textContent())
        .toContain(`Call ${calls.length} of 75`);

      // The end: back to the announcements, by itself.
      await caller.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      await caller.getByTestId('end-button').click();
      await caller.getByTestId('end-confirm-confirm').click(); // End asks first
      await caller.waitForURL('**/dashboard');
      for (const s of screens) await s.page.getByTestId('display-between').waitFor({ timeout: 10_000 });
      await tv.page.getByText('Friday jackpot night').waitFor();
      await shootAll('between');

      // Game recall: the group's owner replays the ended game on the display's screen.
      const owner = await browser.newContext({ baseURL: server.url, viewport: SIZES.hd });
      try {
        const page = await owner.newPage();
        await page.goto('/login');
        await page.locator('input[name=username]').fill('owner.hawassa');
        await page.locator('input[name=password]').fill('demo1234');
        await page.locator('button[type=submit]').click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await page.goto(`/display/recall/${game.gameId}`);
        await page.getByTestId('recall-play').click();
        await page
          .getByTestId('display-count')
          .getByText('Call 1 of 75')
          .waitFor({ timeout: SPEED * 2 });
        await screenshot(page, 'display-en-1280x720-recall');
      } finally {
        await owner.close();
      }
    } finally {
      for (const s of screens) await s.context.close();
      await callerContext.close();
    }
  }, 180_000);

  it('a revoked display goes back to the pairing screen', async () => {
    const { browser, server } = e2e;
    const callerContext = await browser.newContext({ baseURL: server.url });
    const caller = await callerContext.newPage();
    try {
      await signIn(caller, 'hawassa2');
      const s = await displayScreen(browser, 'revoked', 'hd', 'en', await pairDisplayByApi(caller, e2e.server.url));
      try {
        await s.page.goto('/display');
        await s.page.getByTestId('display-between').waitFor();
        const { displays } = await gql(caller, server.url, 'query { displays { displayId } }');
        await gql(caller, server.url, 'mutation($id: ID!) { revokeDisplay(displayId: $id) { revokedAt } }', {
          id: displays[0].displayId,
        });
        // Cut off at the next re-check (10 s by default), then the pairing screen with a note.
        await s.page.getByTestId('pair-code').waitFor({ timeout: 20_000 });
        await s.page.getByText('This display is no longer paired').waitFor();
      } finally {
        await s.context.close();
      }
    } finally {
      await callerContext.close();
    }
  }, 60_000);
});
