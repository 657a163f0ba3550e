import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_GAME,
  apiCall,
  API_KEY,
  type ApiCard,
  completeCards,
  endActiveGame,
  gql,
  overlaysChecked,
  answered,
  PAUSE_GAME,
  PLAY_GAME,
  pollUntil,
  screenshot,
  signIn,
  START_GAME,
} from './helpers';
import { useAppAndBrowser } from './fixture';

// In the real app: the running-game banner, End and Block confirmations, the
// payout banner, the caller at every width, its hints and toasts, the login language switch.
// This file runs for minutes on a loaded machine; its server may wait longer for the template database.
const e2e = useAppAndBrowser({ startTimeoutMs: 180_000 });

const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;
type Lang = 'en' | 'am';
const LANGS: readonly Lang[] = ['en', 'am'];

async function newPage(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  lang: Lang = 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport });
  // The first language of the context; a test may switch it later (kept across reloads).
  await context.addInitScript((l) => {
    if (localStorage.getItem('language') === null) localStorage.setItem('language', l);
  }, lang);
  return { context, page: await context.newPage() };
}

const regular = (cards: number[], callSpeed = 3000) => ({
  input: {
    bettingAmountSantim: 1000,
    cardPaletteNumbers: cards,
    callSpeed,
    gameType: 'regular',
    winningPatterns: ['any'],
  },
});

/** Signs `host` in, ends a game it may have running and starts this one through the real API. */
async function freshGame(page: Page, host: string, variables: Record<string, unknown>): Promise<{ gameId: string }> {
  await signIn(page, host);
  await endActiveGame(page, e2e.server.url);
  return (await gql(page, e2e.server.url, START_GAME, variables)).startGame;
}

/** A GraphQL call as `token` with a fresh step-up token (writes that ask for the password again). */
async function withStepUp(token: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const { stepUp } = await apiCall(
    e2e.server.url,
    'mutation($i: StepUpInput!) { stepUp(input: $i) { stepUpToken } }',
    { i: { password: 'demo1234' } },
    token,
  );
  const res = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      authorization: `Bearer ${token}`,
      'x-step-up': stepUp.stepUpToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** The signed-in page's own token, for API calls made beside the browser. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Every number's cell of the board lies inside the viewport (no column cut off, no sideways scroll needed). */
async function boardCellsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    for (let n = 1; n <= 75; n++) {
      const cell = document.querySelector(`[data-testid=ball-${n}]`);
      const r = cell?.getBoundingClientRect();
      if (!r || r.width === 0 || r.left < 0 || r.right > width + 0.5)
        out.push(`${n}: ${r ? `${r.left}-${r.right}` : 'missing'} of ${width}`);
    }
    return out;
  });
}

/** The caller is on screen and its voice (none) is ready. */
async function callerReady(page: Page) {
  await page.getByTestId('bingo-board').waitFor();
  await page.getByTestId('pause-button').waitFor();
}

describe('operator polish in a real browser against the real app', () => {
  // ale1 plays one game through all 75 calls (3 s apart) while the tests run, whatever their
  // order; "caller after call 75" looks at it (and waits for call 75 if it runs early).
  let longGame: { gameId: string } | undefined;
  beforeAll(async () => {
    const { context, page } = await newPage();
    try {
      const startGame = await freshGame(page, 'ale1', regular([1, 2, 3]));
      await gql(page, e2e.server.url, PLAY_GAME, { id: startGame.gameId });
      longGame = { gameId: startGame.gameId };
    } finally {
      await context.close();
    }
  });

  it('login: the language switch turns the form into Amharic before signing in', async () => {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await newPage(viewport);
      try {
        await page.goto('/login');
        await page.getByTestId('language-switch').waitFor();
        await screenshot(page, `en-${device}-login-switch`);
        const submit = page.locator('button[type=submit]');
        const english = await submit.textContent();
        await page.getByTestId('language-switch').getByText('አማ').click();
        await expect.poll(() => submit.textContent()).not.toBe(english);
        await expect.poll(() => submit.textContent()).toMatch(/[\u1200-\u137F]/);
        expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('am');
        await screenshot(page, `am-${device}-login-switch`);
      } finally {
        await context.close();
      }
    }
  });

  it('dashboard: a running game (server state) is offered back; a start meanwhile is refused by code and explained', async () => {
    for (const lang of LANGS)
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const { context, page } = await newPage(viewport, lang);
        try {
          await signIn(page, 'demo');
          await endActiveGame(page, e2e.server.url);
          // No game: no banner (once the dashboard has the server's answer). The answer is awaited
          // from the new document only: the page before the reload asks RunningGame too.
          await page.reload({ waitUntil: 'commit' });
          const asked = answered(page, 'RunningGame');
          await page.getByTestId('card-grid').waitFor();
          await asked;
          await expect.poll(() => page.getByTestId('running-game').count()).toBe(0);

          const { startGame } = await gql(page, e2e.server.url, START_GAME, regular([4, 5, 6], 10000));
          // Started through the API: nothing in this browser knows of it, the banner comes from the server.
          await page.reload();
          await page.getByTestId('running-game').waitFor();
          await screenshot(page, `${lang}-${device}-dashboard-running-game`);

          // Start anyway: the server refuses (GAME_IN_PROGRESS) and the banner says why.
          for (const n of [7, 8, 9]) await page.getByTestId(`card-${n}`).click();
          await page.getByTestId('bet-20').click();
          await page.getByTestId('start-game').click();
          await page.getByTestId('start-refused').waitFor();
          expect(page.url()).toContain('/dashboard');
          const { activeGame } = await gql(page, e2e.server.url, ACTIVE_GAME);
          expect(activeGame.gameId).toBe(startGame.gameId); // not replaced
          await screenshot(page, `${lang}-${device}-dashboard-start-refused`);

          await page.getByTestId('continue-running-game').click();
          await page.waitForURL('**/game-in-progress');
          await callerReady(page);
        } finally {
          await context.close();
        }
      }
  }, 120_000);

  it('caller: End asks first (cancel keeps the game, confirm ends it); toasts at the top centre; the pause-to-check hint', async () => {
    for (const lang of LANGS)
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const { context, page } = await newPage(viewport, lang);
        try {
          const startGame = await freshGame(page, 'demo', regular([4, 5, 6], 10000));
          await gql(page, e2e.server.url, PLAY_GAME, { id: startGame.gameId });
          await page.goto('/game-in-progress');
          await callerReady(page);
          await page.getByTestId('ball-1').waitFor();

          // A card number typed while the calls run: the hint says to pause (Check stays off).
          await page.locator('input[name=checkCard]').fill('4');
          await page.getByTestId('pause-to-check').waitFor();
          await expect.poll(() => page.getByTestId('check-button').isDisabled()).toBe(true);
          await screenshot(page, `${lang}-${device}-caller-mid-game`);

          // A toast on the caller sits at the top centre: a card that is not playing, checked while paused.
          await page.getByTestId('pause-button').click();
          await page.getByTestId('pause-to-check').waitFor({ state: 'detached' });
          await page.locator('input[name=checkCard]').fill('99');
          await page.getByTestId('check-button').click();
          const toast = page.getByTestId('toast').first();
          await toast.waitFor();
          const box = (await toast.boundingBox())!;
          expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(24);
          expect(box.y).toBeLessThan(80);

          await page.getByTestId('end-button').click();
          await page.getByTestId('end-confirm-confirm').waitFor();
          await screenshot(page, `${lang}-${device}-end-confirm`);
          await page.getByTestId('end-confirm-cancel').click();
          await page.getByTestId('end-confirm-confirm').waitFor({ state: 'detached' });
          expect((await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame?.gameId).toBe(startGame.gameId);

          await page.getByTestId('end-button').click();
          await page.getByTestId('end-confirm-confirm').click();
          await page.waitForURL('**/dashboard');
          expect((await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame).toBeNull();
        } finally {
          await context.close();
        }
      }
  }, 120_000);

  it('caller: both boards show all 75 numbers inside the viewport at 360, 390, 768 and 1366 px; the phone header stays compact', async () => {
    const { context, page } = await newPage();
    try {
      await freshGame(page, 'demo', regular([4, 5, 6], 10000));
      const multi = await newPage();
      try {
        await freshGame(multi.page, 'hawassa1', {
          input: {
            gameType: 'multiplierBingo',
            cardPaletteNumbers: [8, 21, 33],
            stakesSantim: [1000, 2500, 10000],
            callSpeed: 7000,
            winningPatterns: ['any'],
          },
        });
        for (const [p, path] of [
          [page, '/game-in-progress'],
          [multi.page, '/game-in-progress2'],
        ] as const)
          for (const width of [360, 390, 768, 1366]) {
            await p.setViewportSize({ width, height: width < 700 ? 800 : 768 });
            await p.goto(path);
            await callerReady(p);
            expect(await boardCellsOutside(p), `${path} at ${width} px`).toEqual([]);
            const header = (await p.getByTestId('app-header').boundingBox())!;
            if (width < 700) expect(header.height, `header at ${width} px`).toBeLessThanOrEqual(64);
          }
        // The folded header buttons are one tap away on a phone.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/game-in-progress');
        await callerReady(page);
        await expect.poll(() => page.getByTestId('header-question').isVisible()).toBe(false);
        await page.getByTestId('header-menu').click();
        await page.getByTestId('header-question').waitFor();
        await endActiveGame(multi.page, e2e.server.url);
      } finally {
        await multi.context.close();
      }
      await endActiveGame(page, e2e.server.url);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('caller: after a reload the browser refuses to play the call; "tap to enable sound" shows, and a tap brings the sound back', async () => {
    const { context, page } = await newPage();
    // Chromium's autoplay rule, made certain here: on every page load play() rejects until the
    // operator has touched the page.
    await context.addInitScript(() => {
      const audio = { touched: false, refused: 0, played: 0 };
      (window as unknown as { audio: typeof audio }).audio = audio;
      document.addEventListener('pointerdown', () => (audio.touched = true), true);
      const original = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        if (!audio.touched) {
          audio.refused++;
          return Promise.reject(new DOMException('play() needs a user gesture first', 'NotAllowedError'));
        }
        audio.played++;
        void original.call(this).catch(() => undefined);
        return Promise.resolve();
      };
    });
    const audio = (page: Page) =>
      page.evaluate(() => (window as unknown as { audio: { refused: number; played: number } }).audio);
    try {
      const startGame = await freshGame(page, 'demo', regular([4, 5, 6]));
      await page.evaluate(() => localStorage.setItem('audioLanguage', 'male'));
      await page.goto('/game-in-progress');
      await callerReady(page);
      await page.getByTestId('voice-progress').waitFor({ state: 'detached', timeout: 30_000 });
      // Played from the API (no gesture on the page): the next call is refused by the browser.
      await gql(page, e2e.server.url, PLAY_GAME, { id: startGame.gameId });
      await page.reload();
      await callerReady(page);
      await expect.poll(async () => (await audio(page)).refused, { timeout: 20_000 }).toBeGreaterThan(0);
      await page.getByTestId('enable-sound').waitFor();
      await screenshot(page, 'en-desktop-caller-sound-blocked');
      await page.getByTestId('enable-sound').click();
      await page.getByTestId('enable-sound').waitFor({ state: 'detached' });
      expect((await audio(page)).played).toBeGreaterThan(0);
      await endActiveGame(page, e2e.server.url);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('payout banner: exact to the santim, a fixed bonus explained, two winners on one call split it (still after Close)', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page, 'hawassa2');
      await endActiveGame(page, e2e.server.url);
      const token = (await tokenOf(page))!;
      await withStepUp(token, 'mutation($i: BonusConfigInput!) { createBonusConfig(input: $i) { id } }', {
        i: {
          name: 'Santim bonus',
          bonusType: 'fixed',
          bonusValue: 2555,
          startDateTime: new Date(Date.now() - 3_600_000).toISOString(),
          endDateTime: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
      const cards = Array.from({ length: 30 }, (_, i) => i + 1);
      const { startGame } = await gql(page, e2e.server.url, START_GAME, regular(cards));
      // 30 cards of 10 Birr at 20 %: 240 Birr, plus the 25.55 Birr bonus.
      await page.goto('/game-in-progress');
      await callerReady(page);
      await expect.poll(() => page.getByTestId('payout-amount').textContent()).toContain('265.55 ብር');
      await expect.poll(() => page.getByTestId('payout-parts').textContent()).toContain('25.55 ብር');

      // Calls until two cards are complete, then pause and check both: they share the pot.
      await gql(page, e2e.server.url, PLAY_GAME, { id: startGame.gameId });
      let winners: ApiCard[] = await pollUntil(
        async () => {
          const { activeGame } = await gql(page, e2e.server.url, ACTIVE_GAME);
          return completeCards(activeGame.playingCards, ['any'], activeGame.calledNumbers);
        },
        (complete) => complete.length >= 2,
        { timeout: 120_000, interval: 1000, what: 'two complete cards' },
      );
      const paused = (await gql(page, e2e.server.url, PAUSE_GAME, { id: startGame.gameId })).pauseGame;
      const { activeGame } = await gql(page, e2e.server.url, ACTIVE_GAME);
      winners = completeCards(activeGame.playingCards, ['any'], paused.calledNumbers).slice(0, 2);
      expect(winners).toHaveLength(2);
      await page.getByText(`Call ${paused.callsRevealed} of 75`).waitFor();
      await page.getByTestId('pause-button').getByText('Resume').waitFor();
      for (const w of winners) {
        await page.locator('input[name=checkCard]').fill(String(w.paletteNumber));
        await page.getByTestId('check-button').click();
        await page.getByTestId(`result-${w.paletteNumber}`).waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
        await page.getByTestId(`result-${w.paletteNumber}`).waitFor({ state: 'detached' });
      }
      // 265.55 Birr between two: 132.78 and 132.77 (the first checked takes the leftover santim).
      await page.getByTestId('payout-split').waitFor();
      await expect.poll(() => page.getByTestId('payout-amount').textContent()).toContain('132.77 ብር');
      await expect.poll(() => page.getByTestId('payout-split').textContent()).toContain('132.78 ብር + 132.77 ብር');
      for (const lang of LANGS) {
        await page.evaluate((l) => localStorage.setItem('language', l), lang);
        for (const [device, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await page.reload();
          await page.getByTestId('payout-split').waitFor();
          await screenshot(page, `${lang}-${device}-payout-split-bonus`);
        }
      }
      await endActiveGame(page, e2e.server.url);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('Power Games overlay: closed stays closed for the Addis day; never over the caller', async () => {
    const login = await fetch(`${e2e.server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superadmin', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const input = {
      title: 'Power Games',
      text: 'Play the power game',
      link: 'https://power.example/play',
      targetAll: true,
      isActive: true,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const { createPowerCampaign: campaign } = await withStepUp(
      token,
      'mutation($i: PowerCampaignInput!) { createPowerCampaign(input: $i) { id } }',
      { i: input },
    );
    const { context, page } = await newPage();
    const overlay = page.getByRole('dialog').filter({ hasText: 'Play the power game' });
    try {
      // On the caller (calls running) it never shows, though the campaign is on.
      await freshGame(page, 'hawassa1', regular([4, 5, 6]));
      const checkedOnCaller = overlaysChecked(page);
      await page.goto('/game-in-progress');
      await callerReady(page);
      await page.getByTestId('pause-button').click();
      await page.getByTestId('pause-button').getByText('Pause').waitFor();
      await checkedOnCaller;
      await expect.poll(() => overlay.count()).toBe(0);
      await endActiveGame(page, e2e.server.url);

      // On the dashboard it shows; closed, it stays closed (the next check and a reload) for the day.
      await page.goto('/dashboard');
      await overlay.waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('powerGamesClosedDay'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const checkedAfterReload = overlaysChecked(page);
      await page.reload();
      await page.getByTestId('card-grid').waitFor();
      await checkedAfterReload;
      await expect.poll(() => overlay.count()).toBe(0);
    } finally {
      await context.close();
      // Off again: the overlay would cover the dashboards of the tests that run after this one.
      await withStepUp(
        token,
        'mutation($id: ID!, $i: PowerCampaignInput!) { updatePowerCampaign(id: $id, input: $i) { id } }',
        {
          id: campaign.id,
          i: { ...input, isActive: false },
        },
      );
    }
  }, 90_000);

  it('caller after call 75: "All numbers called", not Paused (the background game of ale1)', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page, 'ale1');
      expect((await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame.gameId).toBe(longGame!.gameId);
      await expect
        .poll(async () => (await gql(page, e2e.server.url, ACTIVE_GAME)).activeGame.callsRevealed, {
          timeout: 240_000,
          interval: 2000,
        })
        .toBe(75);
      for (const lang of LANGS)
        for (const [device, viewport] of Object.entries(VIEWPORTS)) {
          await page.evaluate((l) => localStorage.setItem('language', l), lang);
          await page.setViewportSize(viewport);
          await page.goto('/game-in-progress');
          await callerReady(page);
          await expect
            .poll(() => page.getByTestId('countdown').textContent())
            .toBe(lang === 'en' ? 'All numbers called' : 'ሁሉም ቁጥሮች ተጠርተዋል');
          expect(await boardCellsOutside(page)).toEqual([]);
          await screenshot(page, `${lang}-${device}-caller-after-75`);
        }
      await endActiveGame(page, e2e.server.url);
    } finally {
      await context.close();
    }
  }, 300_000);
});
