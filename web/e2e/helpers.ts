import fs from 'node:fs';
import path from 'node:path';
import { evaluateCard, parseCalledNumber, type Card, type PatternName } from '@bingo/core';
import type { Page, Request } from 'playwright-core';
import { vi } from 'vitest';

export const API_KEY = 'bingo-hall-web';
export const SCREENS_DIR = path.resolve(import.meta.dirname, '../test-results/screens');

/** A GraphQL call to the real API with this bearer token (none: anonymous); throws the errors' messages. */
export async function apiCall<T = any>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<T> {
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

/**
 * Opens a super-admin screen by name: first its group (the group tab lists its screens in
 * data-tabs), then the screen's own tab.
 */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await page.locator(`[data-tabs~="${tab}"]`).click();
  await page.getByTestId(`tab-${tab}`).click();
}

/** A GraphQL call with the page's stored token: the real API, as the app itself calls it. */
export async function gql<T = any>(
  page: Page,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return apiCall<T>(baseUrl, query, variables, token);
}

/**
 * A paired room display's token for a host (by its session token), through the API as the display
 * page gets one: the host asks for a pairing code, the display redeems it.
 */
export async function displayTokenFor(baseUrl: string, hostToken: string | null): Promise<string> {
  const { createDisplayPairing } = await apiCall(baseUrl, 'mutation { createDisplayPairing { code } }', {}, hostToken);
  const { pairDisplay } = await apiCall(
    baseUrl,
    'mutation($c: String!) { pairDisplay(input: { code: $c }) { token } }',
    {
      c: createDisplayPairing.code,
    },
  );
  return pairDisplay.token as string;
}

/** displayTokenFor the host signed in on `page`. */
export async function pairDisplayByApi(page: Page, baseUrl: string): Promise<string> {
  return displayTokenFor(baseUrl, await page.evaluate(() => localStorage.getItem('token')));
}

export async function signIn(page: Page, username = 'demo', password = 'demo1234') {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('card-grid').waitFor();
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  // The Ethiopic web font loads when the first Ethiopic glyph is laid out (font-display: swap);
  // a machine without a system Ethiopic font would show empty boxes until it arrives.
  // Ask for both weights outright: `fonts.ready` alone resolves early when no load has started yet.
  await page.evaluate(async () => {
    await Promise.all(['400', '700'].map((w) => document.fonts.load(`${w} 16px "Noto Sans Ethiopic"`, 'ሰላም')));
    await document.fonts.ready;
  });
  // Transitions are off (reduced motion, see browser.ts); CSS animations are stopped at their end state.
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), animations: 'disabled' });
}

export const ACTIVE_GAME = `query { activeGame { gameId calledNumbers callsRevealed paused winningCard winningCalls houseWin winningPatterns cardPaletteNumbers
  playingCards { paletteNumber numbers { B I N G O } } } }`;
export const PLAY_GAME = `mutation($id: ID!) { playGame(gameId: $id) { callsRevealed paused } }`;
export const PAUSE_GAME = `mutation($id: ID!) { pauseGame(gameId: $id) { callsRevealed paused calledNumbers } }`;

/** Ends the signed-in host's running game, if any (a host starts only when none runs). */
export async function endActiveGame(page: Page, baseUrl: string): Promise<void> {
  const { activeGame } = await gql(page, baseUrl, 'query { activeGame { gameId } }');
  if (activeGame)
    await gql(page, baseUrl, 'mutation($id: ID!) { endGame(gameId: $id) { status } }', { id: activeGame.gameId });
}

/**
 * Reads `read` every `interval` ms until `done` holds, for a state only the server knows (its
 * clock decides when calls come); answers the last value read. Throws after `timeout`.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeout, interval = 500, what = 'the awaited state' }: { timeout: number; interval?: number; what?: string },
): Promise<T> {
  let last: T | undefined;
  await vi.waitFor(
    async () => {
      last = await read();
      if (!done(last)) throw new Error(`${what} did not come within ${timeout} ms`);
    },
    { timeout, interval },
  );
  return last as T;
}

/**
 * The server is the clock: waits (polling the real API) until the calls revealed satisfy `done`,
 * or `timeoutMs` passes. Answers the calls revealed then.
 */
export async function waitForCalls(
  page: Page,
  baseUrl: string,
  done: (calledNumbers: string[]) => boolean,
  timeoutMs: number,
): Promise<string[]> {
  const read = async (): Promise<string[]> =>
    (await gql(page, baseUrl, 'query { activeGame { calledNumbers } }')).activeGame?.calledNumbers ?? [];
  return pollUntil(read, done, { timeout: timeoutMs }).catch(read);
}

/** The GraphQL operation a request carries (Apollo names each one), if any. */
function operationOf(request: Request): string | undefined {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return undefined;
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once the page has had the server's answer to its next `operation` (and `variables`
 * match, when given) and painted it. Call it before the step that makes the page ask: a check
 * that something does NOT show waits for the page to have had its chance, not for a time.
 */
export async function answered(
  page: Page,
  operation: string,
  variables?: (vars: Record<string, unknown>) => boolean,
): Promise<void> {
  const response = await page.waitForResponse(
    (r) => {
      if (operationOf(r.request()) !== operation) return false;
      if (!variables) return true;
      const body = r.request().postDataJSON() as { variables?: Record<string, unknown> };
      return variables(body.variables ?? {});
    },
    { timeout: 25_000 }, // a hang detector, under the tests' own 30 s, so a miss names the operation
  );
  await response.finished();
  await painted(page);
}

/** Two animation frames: the page has rendered what it had (React commits before the next paint). */
export const painted = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * The overlays (announcements, Power Games) load 2.5 s after a signed-in screen (router.tsx) and
 * the announcement overlay asks the server at once: resolves when that answer is in and painted,
 * by then the Power Games overlay has made (or, closed or on a caller, skipped) its check.
 * Call it before the navigation.
 */
export const overlaysChecked = (page: Page) => answered(page, 'ActiveAnnouncements');

export const START_GAME = `mutation($input: StartGameInput!) { startGame(input: $input) { gameId houseWin winningCalls winningCard } }`;

/** A card as the API answers it (the FREE centre is null). */
export type ApiCard = {
  paletteNumber: number;
  numbers: { B: number[]; I: number[]; N: (number | null)[]; G: number[]; O: number[] };
};
export const coreCard = (c: ApiCard): Card => ({
  paletteNumber: c.paletteNumber,
  numbers: { ...c.numbers, N: c.numbers.N.map((n) => n ?? 'FREE') } as Card['numbers'],
});
/** The cards complete on these calls (the server alone decides; this only predicts which to claim). */
export const completeCards = (cards: ApiCard[], patterns: PatternName[], calls: string[]) =>
  cards.filter((c) =>
    evaluateCard(
      coreCard(c),
      patterns,
      calls.map((l) => parseCalledNumber(l)),
    ).some((r) => r.isComplete),
  );
