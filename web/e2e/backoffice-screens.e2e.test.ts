import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { API_KEY, openAdminTab, painted, screenshot } from './helpers';

const e2e = useAppAndBrowser();

const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;
type User = 'owner.hawassa' | 'owner.ale' | 'superadmin' | 'hawassa1' | null;
/** One back-office screen: who opens it (null: nobody signed in), an admin tab to click, and what shows it is ready (none: the network goes quiet). */
interface Screen {
  name: string;
  path: string;
  as: User;
  tab?: string;
  ready?: string;
}
const tid = (id: string) => `[data-testid="${id}"]`;

/**
 * Every back-office screen, grouped by who signs in (a new user reloads the page; the same user
 * navigates inside the app). A path the app does not have yet falls through to /dashboard and is
 * skipped with a log line, so screens still being built join in once their route lands.
 */
const SCREENS: readonly Screen[] = [
  { name: 'owner', path: '/owner', as: 'owner.hawassa', ready: tid('host-hawassa1') },
  { name: 'owner-hawassa', path: '/hawassa', as: 'owner.hawassa', ready: tid('host-hawassa1') },
  { name: 'owner-ale', path: '/final/warning/x', as: 'owner.ale', ready: tid('host-ale1') },
  { name: 'admin-hosts', path: '/admin', as: 'superadmin', tab: 'hosts', ready: tid('host-ale1') },
  { name: 'admin-groups', path: '/admin', as: 'superadmin', tab: 'groups', ready: tid('super-hawassa') },
  { name: 'admin-profits', path: '/admin', as: 'superadmin', tab: 'profits', ready: tid('chart-months') },
  { name: 'admin-last-games', path: '/admin', as: 'superadmin', tab: 'games', ready: tid('game-row') },
  { name: 'admin-inspect', path: '/admin', as: 'superadmin', tab: 'inspect', ready: tid('inspect-table') },
  { name: 'admin-card-sets', path: '/admin', as: 'superadmin', tab: 'cardSets', ready: `${tid('card-sets')} tbody tr` },
  { name: 'admin-power', path: '/admin', as: 'superadmin', tab: 'power', ready: tid('power-campaigns') },
  {
    name: 'admin-announcements',
    path: '/admin',
    as: 'superadmin',
    tab: 'announcements',
    ready: tid('announcement-row'),
  },
  { name: 'admin-global-presets', path: '/global-presets', as: 'superadmin', ready: tid('bonus-presets') },
  {
    name: 'admin-bonus-limits',
    path: '/admin',
    as: 'superadmin',
    tab: 'bonusLimits',
    ready: tid('bonus-limits-default'),
  },
  { name: 'admin-hidden', path: '/admin', as: 'superadmin', tab: 'hidden', ready: tid('hidden-hosts-table') },
  { name: 'admin-api-tokens', path: '/admin', as: 'superadmin', tab: 'apiTokens', ready: tid('api-tokens-table') },
  { name: 'graphiql', path: '/graphiql', as: 'superadmin', ready: '.graphiql-container' },
  { name: 'my-api-tokens', path: '/api-tokens', as: 'hawassa1', ready: tid('my-api-tokens') },
  { name: 'multiplier-stats', path: '/multiplierStats', as: 'superadmin' },
  { name: 'shell-reports', path: '/reports', as: 'hawassa1', ready: tid('report-row') },
  { name: 'shell-games', path: '/reports/games', as: 'hawassa1', ready: tid('games-showing') },
  { name: 'shell-house', path: '/reports/house', as: 'hawassa1', ready: tid('house-daily') },
  { name: 'shell-jackpot', path: '/reports/jackpot', as: 'hawassa1' },
  { name: 'shell-free-games', path: '/reports/free-games', as: 'hawassa1', ready: tid('free-game-scheduler') },
  { name: 'shell-bonus', path: '/reports/bonus', as: 'hawassa1' },
  { name: 'shell-multiplier', path: '/reports/multiplier', as: 'hawassa1' },
  { name: 'all-cards', path: '/all-cards', as: 'hawassa1', ready: tid('card-gallery') },
  { name: 'abazh', path: '/abazh', as: 'hawassa1' },
  { name: 'multiplier', path: '/multiplier', as: 'hawassa1' },
  { name: 'blocked', path: '/blocked', as: null, ready: tid('blocked-text') },
];

type Session = { token: string; username: string; adminId: string };
const sessions = new Map<string, Session>();

async function call<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((x) => x.message).join('; '));
  return body.data!;
}

/**
 * Requests still running on the page; "settled" = none in flight, and still none once the page
 * has painted (what the paint asked for, lazy chunks, queries, fonts, has started by then).
 * Gives up after 5 s, for a request that never ends.
 */
function trackNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  const quiet = () => {
    if (inFlight > 0) throw new Error(`${inFlight} requests in flight`);
  };
  return () =>
    vi
      .waitFor(
        async () => {
          quiet();
          await painted(page);
          quiet();
        },
        { timeout: 5_000, interval: 50 },
      )
      .catch(() => undefined);
}

/** Opens a path inside the running app (no reload): the router follows history like a link click. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

beforeAll(async () => {
  for (const username of new Set(SCREENS.map((s) => s.as).filter((u): u is NonNullable<User> => u !== null))) {
    const { login } = await call<{ login: Session }>(
      'mutation($input: LoginInput!) { login(input: $input) { token username adminId } }',
      { input: { username, password: 'demo1234' } },
    );
    sessions.set(username, login);
  }
  // A little history so tables and charts have rows: two finished games of hawassa1 (one a house game).
  const host = sessions.get('hawassa1')!.token;
  for (const input of [
    {
      bettingAmountSantim: 2000,
      cardPaletteNumbers: [3, 14, 27, 58],
      callSpeed: 10000,
      gameType: 'regular',
      winningPatterns: ['any'],
    },
    {
      bettingAmountSantim: 3000,
      cardPaletteNumbers: [5, 9, 41],
      callSpeed: 10000,
      gameType: 'house',
      houseCardCount: 5,
      winningPatterns: ['any'],
    },
  ]) {
    const { startGame } = await call<{ startGame: { gameId: string } }>(
      'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
      { input },
      host,
    );
    await call('mutation($id: ID!) { endGame(gameId: $id) { __typename } }', { id: startGame.gameId }, host);
  }
}, 30_000);

describe('every back-office screen in both languages, desktop 1366x768 and phone 390x844 (web/test-results/screens)', () => {
  it('en and am side by side, one browser context each', async () => {
    const skipped = new Set<string>();
    const overflowing: string[] = [];
    await Promise.all(
      (['en', 'am'] as const).map(async (lang) => {
        const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: VIEWPORTS.desktop });
        await context.addInitScript((l) => localStorage.setItem('language', l), lang);
        const page = await context.newPage();
        const settled = trackNetwork(page);
        let signedIn: User | undefined;
        try {
          for (const screen of SCREENS) {
            await page.setViewportSize(VIEWPORTS.desktop);
            if (screen.as !== signedIn) {
              // Another account: a fresh page load, so nothing of the previous one stays in memory
              // (the storage is set from the app's origin: the first time, from the public page).
              if (!page.url().startsWith(e2e.server.url)) await page.goto('/blocked');
              await page.evaluate(
                (s) => {
                  localStorage.clear();
                  if (s) for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
                },
                screen.as ? sessions.get(screen.as)! : null,
              );
              await page.goto(screen.path);
              signedIn = screen.as;
            } else if (new URL(page.url()).pathname !== screen.path) {
              await navigateInApp(page, screen.path);
            }
            // A screen that is there shows its ready mark; a path without one has redirected away (or
            // not) once its lazy chunk and queries are in.
            if (screen.tab) await openAdminTab(page, screen.tab);
            if (screen.ready) await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
            else await settled();
            const at = new URL(page.url()).pathname;
            if (at !== screen.path) {
              if (!skipped.has(screen.path))
                console.log(`backoffice screens: skipped ${screen.path} (not in the app yet: it went to ${at})`);
              skipped.add(screen.path);
              continue;
            }
            await settled();
            // No dialogs here to wait for: the screens are still once the network is quiet.
            await screenshot(page, `${lang}-desktop-bo-${screen.name}`);
            await page.setViewportSize(VIEWPORTS.phone);
            await settled();
            await screenshot(page, `${lang}-phone-bo-${screen.name}`);
            // The page itself never scrolls sideways on a phone: wide tables scroll inside their own box.
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            if (width > VIEWPORTS.phone.width)
              overflowing.push(`${lang} ${screen.path}${screen.tab ? `#${screen.tab}` : ''}: ${width}px`);
          }
        } catch (e) {
          await screenshot(page, `debug-bo-screens-${lang}`);
          throw e;
        } finally {
          await context.close();
        }
      }),
    );
    expect(overflowing).toEqual([]);
  }, 120_000);
});
