import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './fixture';
import { apiCall, openAdminTab, PAUSE_GAME, PLAY_GAME, screenshot } from './helpers';
import { latinWords } from './latin-words';

const e2e = useAppAndBrowser();

type User = 'demo' | 'hawassa1' | 'owner.hawassa' | 'superadmin' | null;
/** `menu`: a row's "More" menu to open first (actions that do not fit on the row). */
type Dialog = { open: string; ready?: string; menu?: string };
/** A screen: who opens it, an admin tab, what shows it is ready, and dialogs it can open (each closed with Escape). */
interface Screen {
  /** `:gameId`: a finished game of hawassa1 (the recall page). */
  path: string;
  as: User;
  tab?: string;
  ready?: string;
  /** The screen asks for the password first (bonus management): the walk gives it. */
  stepUp?: boolean;
  dialogs?: Dialog[];
  /** Further states of the screen: a click (a form's mode, a tab), then the screen is read again. */
  states?: { click: string; ready?: string; dialogs?: Dialog[] }[];
  /** Fixture data this screen shows as it is stored. */
  data?: (string | RegExp)[];
}
const tid = (id: string) => `[data-testid="${id}"]`;

/**
 * Every route of the app in Amharic, with the dialogs it opens. The GraphQL playground is left
 * out: a developer tool whose editor speaks GraphQL, not Amharic (its Back button is checked).
 */
const SCREENS: readonly Screen[] = [
  { path: '/login', as: null, ready: 'input[name=username]' },
  { path: '/blocked', as: null, ready: tid('blocked-text') },
  { path: '/display', as: null },
  { path: '/verify', as: null },
  {
    path: '/dashboard',
    as: 'demo',
    ready: tid('card-grid'),
    dialogs: [{ open: tid('header-question') }, { open: tid('print-button') }],
  },
  {
    path: '/game-in-progress',
    as: 'demo',
    ready: tid('bingo-board'),
    dialogs: [{ open: tid('end-button') }],
  },
  { path: '/print?cards=3,14,27&autoprint=0', as: 'demo', ready: tid('print-page') },
  { path: '/reports', as: 'hawassa1', ready: tid('report-row') },
  { path: '/reports/games', as: 'hawassa1', ready: tid('games-showing') },
  { path: '/reports/house', as: 'hawassa1', ready: tid('house-daily') },
  { path: '/reports/jackpot', as: 'hawassa1' },
  {
    path: '/reports/free-games',
    as: 'hawassa1',
    ready: tid('free-game-scheduler'),
    dialogs: [{ open: tid('next-45-days') }, { open: tid('free-history') }],
    // The form's three modes: one game, many by days and hours, many at random.
    states: ['single', 'random', 'bulk'].map((mode) => ({
      click: `${tid('free-mode')} input[value="${mode}"] + label`,
    })),
  },
  {
    path: '/reports/bonus',
    as: 'hawassa1',
    stepUp: true,
    ready: tid('bonus-new'),
    dialogs: [{ open: tid('bonus-new') }],
    states: [
      { click: tid('bonus-tab-presets'), ready: tid('preset-new'), dialogs: [{ open: tid('preset-new') }] },
      { click: tid('bonus-tab-games') },
      { click: tid('bonus-tab-stats') },
    ],
  },
  { path: '/display/recall/:gameId', as: 'hawassa1', ready: tid('recall-controls') },
  { path: '/all-cards', as: 'hawassa1' },
  { path: '/reports/multiplier', as: 'hawassa1' },
  { path: '/reports/voice-packs', as: 'hawassa1' },
  { path: '/cards', as: 'hawassa1', ready: tid('card-gallery') },
  { path: '/multiplier', as: 'hawassa1' },
  { path: '/abazh', as: 'hawassa1' },
  { path: '/api-tokens', as: 'hawassa1', ready: tid('my-api-tokens') },
  {
    path: '/owner',
    as: 'owner.hawassa',
    ready: tid('host-hawassa1'),
    dialogs: [
      { open: tid('register-user') },
      { open: tid('recent-transactions') },
      { open: `${tid('host-hawassa1')} ${tid('jackpot-settings-open')}` },
      { open: `${tid('host-hawassa1')} ${tid('hall-settings-open')}` },
      // Per-host statistics and last games, and the question before a block.
      { open: `${tid('host-hawassa1')} ${tid('host-stats-open')}`, ready: tid('host-stats-table') },
      { open: `${tid('host-hawassa1')} ${tid('host-games')}` },
      { open: `${tid('host-hawassa1')} ${tid('block-toggle')}` },
    ],
  },
  { path: '/two-factor', as: 'owner.hawassa' },
  { path: '/voice-packs', as: 'owner.hawassa' },
  { path: '/linked-jackpots', as: 'owner.hawassa', dialogs: [{ open: tid('lj-new') }] },
  {
    path: '/admin',
    as: 'superadmin',
    tab: 'hosts',
    ready: tid('host-hawassa1'),
    dialogs: [
      { open: `${tid('host-hawassa1')} ${tid('wallet-update')}` },
      ...['change-password', 'host-stats', 'last-10', 'jackpot-settings-open', 'hall-settings-open'].map((id) => ({
        menu: `${tid('host-hawassa1')} ${tid('row-actions')}`,
        open: tid(id),
      })),
    ],
  },
  { path: '/admin', as: 'superadmin', tab: 'profits' },
  { path: '/admin', as: 'superadmin', tab: 'games', ready: tid('game-row') },
  { path: '/admin', as: 'superadmin', tab: 'inspect' },
  // The card sets' stored names, and the export formats' file extensions.
  { path: '/admin', as: 'superadmin', tab: 'cardSets', data: ['Cartella 1', 'Cartella 2', /\b(json|csv)\b/g] },
  { path: '/admin', as: 'superadmin', tab: 'power' },
  {
    path: '/admin',
    as: 'superadmin',
    tab: 'announcements',
    data: ['bingo-hall-channel'],
    dialogs: [{ open: tid('new-announcement') }],
  },
  {
    path: '/admin',
    as: 'superadmin',
    tab: 'groups',
    ready: tid('owner-groups'),
    dialogs: [
      { open: tid('group-create') },
      ...['group-edit', 'group-add-owner', 'group-archive'].map((id) => ({
        open: `${tid('group-hawassa')} ${tid(id)}`,
      })),
      { open: `${tid('super-hawassa')} ${tid('super-fund')}` },
    ],
  },
  { path: '/admin', as: 'superadmin', tab: 'twoFactor' },
  { path: '/admin', as: 'superadmin', tab: 'bonusLimits' },
  { path: '/admin', as: 'superadmin', tab: 'hidden' },
  { path: '/admin', as: 'superadmin', tab: 'apiTokens' },
  {
    path: '/global-presets',
    as: 'superadmin',
    ready: tid('bonus-presets'),
    dialogs: [{ open: tid('preset-new') }],
  },
  { path: '/multiplierStats', as: 'superadmin' },
];

type Session = { token: string; username: string; adminId: string };
const sessions = new Map<string, Session>();
/** A finished game of hawassa1: the recall page replays it. */
let finishedGameId = '';

beforeAll(async () => {
  for (const username of ['demo', 'hawassa1', 'owner.hawassa', 'superadmin']) {
    const { login } = await apiCall<{ login: Session }>(
      e2e.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { token username adminId } }',
      { input: { username, password: 'demo1234' } },
    );
    sessions.set(username, login);
  }
  // Two finished games of hawassa1, so tables and statuses have rows.
  const host = sessions.get('hawassa1')!.token;
  for (const gameType of ['regular', 'house']) {
    const { startGame } = await apiCall<{ startGame: { gameId: string } }>(
      e2e.server.url,
      'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
      {
        input: {
          bettingAmountSantim: 2000,
          cardPaletteNumbers: [3, 14, 27, 58],
          callSpeed: 10000,
          gameType,
          ...(gameType === 'house' ? { houseCardCount: 5 } : {}),
          winningPatterns: ['any'],
        },
      },
      host,
    );
    await apiCall(
      e2e.server.url,
      'mutation($id: ID!) { endGame(gameId: $id) { __typename } }',
      { id: startGame.gameId },
      host,
    );
    finishedGameId = startGame.gameId;
  }
  // demo's game runs, paused after its first call: the caller screen and an ACTIVE status.
  const demo = sessions.get('demo')!.token;
  const { startGame } = await apiCall<{ startGame: { gameId: string } }>(
    e2e.server.url,
    'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
    {
      input: {
        bettingAmountSantim: 2000,
        cardPaletteNumbers: [3, 14, 27, 58],
        callSpeed: 10000,
        gameType: 'regular',
        winningPatterns: ['any'],
      },
    },
    demo,
  );
  await apiCall(e2e.server.url, PLAY_GAME, { id: startGame.gameId }, demo);
  await apiCall(e2e.server.url, PAUSE_GAME, { id: startGame.gameId }, demo);
}, 30_000);

/** The visible text's Latin words (the page, or the open dialog), with a little context for the report. */
async function latinOn(page: Page, where: string, data: Screen['data']): Promise<string[]> {
  // Let lazy screens and their queries arrive: the text stops changing for a moment.
  let last = '';
  await expect
    .poll(
      async () => {
        // A part marked English (lang="en": the display's pairing screen speaks both at once) is not Amharic text.
        const now = await page.evaluate(() => {
          const english = [...document.querySelectorAll<HTMLElement>('[lang="en"]')];
          for (const e of english) e.style.display = 'none';
          const text = document.body.innerText;
          for (const e of english) e.style.display = '';
          return text;
        });
        const settled = now === last && now.trim() !== '';
        last = now;
        return settled;
      },
      { timeout: 6000, interval: 150 },
    )
    .toBe(true);
  return latinWords(last, data).map((w) => `${where}: ${w}`);
}

describe('the whole app in Amharic: no Latin word outside the allow list', () => {
  it('walks every route and the dialogs it opens (desktop 1366x768)', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1366, height: 768 } });
    await context.addInitScript(() => {
      localStorage.setItem('language', 'am');
      localStorage.setItem('audioLanguage', 'none');
    });
    const page = await context.newPage();
    const found: string[] = [];
    try {
      for (const screen of SCREENS) {
        await page.goto('/blocked');
        await page.evaluate(
          (s) => {
            localStorage.clear();
            localStorage.setItem('language', 'am');
            localStorage.setItem('audioLanguage', 'none');
            if (s) for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
          },
          screen.as ? sessions.get(screen.as)! : null,
        );
        await page.goto(screen.path.replace(':gameId', finishedGameId));
        if (screen.stepUp) {
          await page.getByTestId('step-up-password').fill('demo1234');
          await page.keyboard.press('Enter');
          await page.getByTestId('step-up-password').waitFor({ state: 'detached' });
        }
        // The app may leave for another path (a redirect): the name keeps the one asked for.
        if (screen.tab) await openAdminTab(page, screen.tab);
        if (screen.ready) await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
        const name = `${screen.path}${screen.tab ? `#${screen.tab}` : ''}`;
        found.push(...(await latinOn(page, name, screen.data)));
        await screenshot(page, `am-walk-${name.replace(/[/#:]+/g, '-')}`);
        await walkDialogs(page, name, screen.dialogs ?? [], screen.data, found);
        for (const state of screen.states ?? []) {
          await page.locator(state.click).first().click();
          if (state.ready) await page.locator(state.ready).first().waitFor({ timeout: 15_000 });
          const where = `${name} ${state.click}`;
          found.push(...(await latinOn(page, where, screen.data)));
          await walkDialogs(page, where, state.dialogs ?? [], screen.data, found);
        }
      }
    } finally {
      await context.close();
    }
    expect([...new Set(found)]).toEqual([]);
  }, 480_000);
});

/** Opens each dialog, reads it, and closes it with Escape (which changes nothing). */
async function walkDialogs(
  page: Page,
  where: string,
  dialogs: readonly Dialog[],
  data: Screen['data'],
  found: string[],
) {
  for (const dialog of dialogs) {
    if (dialog.menu) await page.locator(dialog.menu).first().click();
    await page.locator(dialog.open).first().click();
    await page.getByRole('dialog').first().waitFor();
    if (dialog.ready) await page.locator(dialog.ready).first().waitFor({ timeout: 15_000 });
    found.push(...(await latinOn(page, `${where} ${dialog.open}`, data)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
  }
}
