import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { apiCall, screenshot, displayTokenFor } from './helpers';

/**
 * The linked jackpot (docs/games-and-money.md#linked-jackpot) in Chromium against the real app:
 * the owner links two halls on its screen; both halls' room displays show the pool, and a game
 * in one hall moves the amount on both, pushed (well within the displays' 30 s idle refresh).
 * Screenshots: the owner's form at 1366x768 and 360 px, the displays at 1920x1080, in en and am.
 */
const e2e = useAppAndBrowser();
type Session = { token: string; username: string; adminId: string };
const sessions = new Map<string, Session>();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  for (const username of ['owner.hawassa', 'hawassa1', 'hawassa2']) {
    const { login } = await apiCall<{ login: Session }>(
      e2e.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { token username adminId } }',
      { input: { username, password: 'demo1234' } },
    );
    sessions.set(username, login);
  }
});
afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function open(
  path: string,
  viewport: { width: number; height: number },
  lang: string,
  store: Record<string, string>,
) {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport });
  contexts.push(context);
  await context.addInitScript(
    ({ l, s }) => {
      localStorage.setItem('language', l);
      localStorage.setItem('audioLanguage', 'none');
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    },
    { l: lang, s: store },
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** A paired display's token for the host, through the API as the display page gets one. */
const displayToken = (host: string) => displayTokenFor(e2e.server.url, sessions.get(host)!.token);

const owner = (viewport: { width: number; height: number }, lang: string) =>
  open('/linked-jackpots', viewport, lang, sessions.get('owner.hawassa')!);
// The display writes the pool's name in capitals (CSS): compare without case.
const poolText = async (page: Page) => (await page.getByTestId('display-linked-jackpot').innerText()).toLowerCase();

describe('a linked jackpot across two halls', () => {
  it('the owner links two halls and sees the pool on both displays, live', async () => {
    const page = await owner({ width: 1366, height: 768 }, 'en');
    await page.getByTestId('lj-new').click();
    await page.getByTestId('lj-name').fill('Hawassa Grand');
    await page.getByTestId('lj-share').fill('50');
    await page.getByTestId('lj-call-limit').fill('75');
    await page.getByTestId('lj-halls').click();
    for (const hall of ['hawassa1', 'hawassa2']) await page.getByRole('option', { name: hall, exact: true }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'linked-jackpot-form-en-1366x768');
    await page.getByTestId('lj-save').click();
    await page.getByTestId('lj-pool').waitFor();
    expect(await page.getByTestId('lj-pool').innerText()).toContain('hawassa2');

    const displays: Page[] = [];
    for (const [host, lang] of [
      ['hawassa1', 'en'],
      ['hawassa2', 'en'],
      ['hawassa2', 'am'],
    ] as const) {
      const tv = await open('/display', { width: 1920, height: 1080 }, lang, {
        'bingo.displayToken': await displayToken(host),
      });
      await tv.getByTestId('display-linked-jackpot').waitFor();
      expect(await poolText(tv)).toContain('hawassa grand');
      displays.push(tv);
    }

    // A game starts in hall 1: its share goes to the pool, and both halls' displays show the new amount.
    const { startGame } = await apiCall(
      e2e.server.url,
      'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
      {
        input: {
          bettingAmountSantim: 10_000,
          cardPaletteNumbers: [3, 14, 27, 58],
          callSpeed: 10000,
          winningPatterns: ['any'],
        },
      },
      sessions.get('hawassa1')!.token,
    );
    expect(startGame.gameId).toBeTruthy();
    const { linkedJackpots } = await apiCall(
      e2e.server.url,
      '{ linkedJackpots { amountSantim } }',
      {},
      sessions.get('owner.hawassa')!.token,
    );
    const amount = linkedJackpots[0].amountSantim as number;
    expect(amount).toBeGreaterThan(0);
    const shown = `${Math.round(amount / 100).toLocaleString('en-US')} ብር`;
    for (const tv of displays) await expect.poll(() => poolText(tv), { timeout: 20_000 }).toContain(shown);
    await screenshot(displays[0]!, 'linked-jackpot-display-game-en-1920x1080');
    await screenshot(displays[1]!, 'linked-jackpot-display-en-1920x1080');
    await screenshot(displays[2]!, 'linked-jackpot-display-am-1920x1080');

    await page.reload();
    await expect.poll(() => page.getByTestId('lj-amount').innerText()).toBe(shown);
    await screenshot(page, 'linked-jackpot-page-en-1366x768');
  }, 300_000);

  it('the form and page in Amharic and on a phone', async () => {
    for (const [lang, viewport] of [
      ['am', { width: 1366, height: 768 }],
      ['en', { width: 360, height: 740 }],
      ['am', { width: 360, height: 740 }],
    ] as const) {
      const page = await owner(viewport, lang);
      await page.getByTestId('lj-pool').waitFor();
      await screenshot(page, `linked-jackpot-page-${lang}-${viewport.width}`);
      await page.getByTestId('lj-edit').click();
      await page.getByTestId('linked-jackpot-form').waitFor();
      await screenshot(page, `linked-jackpot-form-${lang}-${viewport.width}`);
    }
  }, 300_000);
});
