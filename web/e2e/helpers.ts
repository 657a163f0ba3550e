import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const API_KEY = 'bingo-hall-web';
export const SCREENS_DIR = path.resolve(import.meta.dirname, '../test-results/screens');

/** A GraphQL call with the page's stored token: the real API, as the app itself calls it. */
export async function gql<T = any>(
  page: Page,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

export async function signIn(page: Page, username = 'demo', password = 'demo1234') {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('card-grid').waitFor();
}

export async function screenshot(page: Page, name: string, settleMs = 0) {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  if (settleMs) await page.waitForTimeout(settleMs);
  // The Ethiopic web font loads when the first Ethiopic glyph is laid out (font-display: swap);
  // a machine without a system Ethiopic font would show empty boxes until it arrives.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Transitions are off (reduced motion, see browser.ts); CSS animations are stopped at their end state.
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), animations: 'disabled' });
}

export const ACTIVE_GAME = `query { activeGame { gameId calledNumbers callsRevealed paused winningCard winningCalls houseWin winningPatterns cardPaletteNumbers
  playingCards { paletteNumber numbers { B I N G O } } } }`;
export const SET_PROGRESS = `mutation($input: GameProgressInput!) { updateGameProgress(input: $input) { callsRevealed paused } }`;
export const START_GAME = `mutation($input: StartGameInput!) { startGame(input: $input) { gameId houseWin winningCalls winningCard } }`;
