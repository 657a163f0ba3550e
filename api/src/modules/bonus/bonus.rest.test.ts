import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisDayKey } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { newHost, playOut, START } from '../../../test/helpers/game-fixtures';

/** Bonuses end to end: configurations over REST, applied by the real game start. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
/** base payout of START: 10 Birr x 3 cards, 20% commission → 24 Birr. */
const BASE = 24;

let seq = 0;
async function host(): Promise<{ token: string; headers: Record<string, string> }> {
  const token = await newHost(server, `bonus-host-${++seq}`, 1_000_000_00);
  const stepUp = await server.stepUp(token, 'host-pass-123');
  return { token, headers: { 'x-step-up': stepUp } };
}

async function createBonus(h: { token: string; headers: Record<string, string> }, body: Record<string, unknown>) {
  const res = await server.request('POST', '/bonus/create', {
    token: h.token,
    headers: h.headers,
    body: {
      name: 'B',
      bonusType: 'fixed',
      bonusValue: 5,
      startDateTime: iso(-HOUR),
      endDateTime: iso(24 * HOUR),
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.bonus;
}

/** Starts a game after playing the host's previous one out (won and ended: its profit counts). */
async function startGame(token: string, body: Record<string, unknown> = {}) {
  const active = await server.request('GET', '/game/active', { token });
  if (active.body?.game) await playOut(server, token, active.body.game.gameId);
  const res = await server.request('POST', '/game/start', { token, body: { ...START, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const bonusesOf = async (token: string, n: number, body: Record<string, unknown> = {}) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await startGame(token, body)).totalBonusAmount);
  return out;
};

describe('bonus types', () => {
  it('fixed: raises the payout, lowers profit, is recorded with the game, the history and the daily stats', async () => {
    const h = await host();
    const bonus = await createBonus(h, { bonusValue: 5 });
    expect(bonus).toMatchObject({
      name: 'B',
      bonusType: 'fixed',
      bonusValue: 5,
      triggerType: 'time-based',
      gameType: 'regular',
      distributedCount: 0,
      isActive: true,
    });
    const g = await startGame(h.token);
    // The bonus is known at start; the payout and profit only once the game is won.
    expect(g).toMatchObject({ baseAmount: null, totalBonusAmount: 5, payoutToWinner: null });
    expect(g.appliedBonuses).toEqual([{ bonusType: 'fixed', bonusValue: 5, bonusAmount: 5 }]);
    await playOut(server, h.token, g.gameId);
    const won = (await server.request('GET', `/game/${g.gameId}`, { token: h.token })).body;
    expect(won).toMatchObject({ baseAmount: BASE, totalBonusAmount: 5, payoutToWinner: BASE + 5 });
    const [row] = await sqlEm(server.orm).execute<{ profit: string }[]>('select profit from game where id = ?', [
      g.gameId,
    ]);
    expect(Number(row!.profit)).toBe(600 - 500);

    const list = await server.request('GET', '/bonus/list', { token: h.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ _id: bonus._id, distributedCount: 1 });
    const games = await server.request('GET', '/bonus/bonus-games', { token: h.token });
    expect(games.body).toEqual([
      {
        gameId: g.gameId,
        date: expect.any(String),
        baseAmount: BASE,
        totalBonusAmount: 5,
        appliedBonuses: [{ bonusId: bonus._id, bonusType: 'fixed', bonusValue: 5, bonusAmount: 5 }],
      },
    ]);
    const today = addisDayKey(new Date());
    const stats = await server.request('GET', `/bonus/daily-stats?startDate=${today}&endDate=${today}`, {
      token: h.token,
    });
    expect(stats.body).toEqual([{ date: today, totalGames: 1, totalBonusAmount: 5 }]);
    // Without a range: the operator app's whole 100-day window, oldest first.
    const window = await server.request('GET', '/bonus/daily-stats', { token: h.token });
    expect(window.body).toHaveLength(100);
    expect(window.body[99]).toEqual({ date: today, totalGames: 1, totalBonusAmount: 5 });
  });

  it('percentage, multiplier, and min/max caps (core bonusAmount)', async () => {
    const h = await host();
    const pct = await createBonus(h, { bonusType: 'percentage', bonusValue: 10 });
    expect(await bonusesOf(h.token, 1)).toEqual([2.4]);
    await server.request('DELETE', `/bonus/${pct._id}`, { token: h.token, headers: h.headers });
    const mul = await createBonus(h, { bonusType: 'multiplier', bonusValue: 1.5 });
    expect(await bonusesOf(h.token, 1)).toEqual([12]);
    const capped = await server.request('PUT', `/bonus/${mul._id}`, {
      token: h.token,
      headers: h.headers,
      body: { maxBonusAmount: 10 },
    });
    expect(capped.status).toBe(200);
    expect(capped.body.bonus).toMatchObject({ bonusType: 'multiplier', bonusValue: 1.5, maxBonusAmount: 10 });
    expect(await bonusesOf(h.token, 1)).toEqual([10]);
    await server.request('PUT', `/bonus/${mul._id}`, {
      token: h.token,
      headers: h.headers,
      body: { bonusType: 'percentage', bonusValue: 1, minBonusAmount: 3 },
    });
    expect(await bonusesOf(h.token, 1)).toEqual([3]);
  });
});

describe('limits', () => {
  it('the daily limit caps what one configuration pays per Addis Ababa day', async () => {
    const h = await host();
    await createBonus(h, { bonusValue: 5, dailyBonusLimit: 12 });
    expect(await bonusesOf(h.token, 4)).toEqual([5, 5, 2, 0]);
  });

  it('the bonus-pool trigger draws the pool down exactly and stops when it is empty', async () => {
    const h = await host();
    const b = await createBonus(h, {
      triggerType: 'bonus-pool',
      bonusValue: 5,
      minBonusAmount: 1,
      maxBonusAmount: 5,
      bonusPool: 12,
    });
    expect(b).toMatchObject({ bonusPool: 12, remainingBonusPool: 12 });
    expect(await bonusesOf(h.token, 4)).toEqual([5, 5, 2, 0]);
    const [row] = (await server.request('GET', '/bonus/list', { token: h.token })).body;
    expect(row).toMatchObject({ distributedCount: 3, bonusPool: 12, remainingBonusPool: 0 });
    // Raising the pool keeps what was paid: 20 - 12 = 8 left.
    const up = await server.request('PUT', `/bonus/${b._id}`, {
      token: h.token,
      headers: h.headers,
      body: { bonusPool: 20 },
    });
    expect(up.body.bonus).toMatchObject({ bonusPool: 20, remainingBonusPool: 8 });
  });
});

describe('triggers and conditions', () => {
  it('games-count pays every Nth game', async () => {
    const h = await host();
    await createBonus(h, { triggerType: 'games-count', triggerValue: 3 });
    expect(await bonusesOf(h.token, 6)).toEqual([0, 0, 5, 0, 0, 5]);
  });

  it('bet-amount pays when the total stakes reach the value', async () => {
    const h = await host();
    await createBonus(h, { triggerType: 'bet-amount', triggerValue: 40 });
    expect(await bonusesOf(h.token, 1)).toEqual([0]);
    expect(await bonusesOf(h.token, 1, { cardPaletteNumbers: [1, 2, 3, 4, 5] })).toEqual([5]);
  });

  it('profit-threshold pays once the profit of the day reaches the value', async () => {
    const h = await host();
    await createBonus(h, { triggerType: 'profit-threshold', triggerValue: 10 });
    // Each game earns 6 Birr once won; the third start sees 12 Birr of profit today.
    expect(await bonusesOf(h.token, 3)).toEqual([0, 0, 5]);
  });

  it('game type, minPlayers, weekdays, time slots, window and isActive are respected', async () => {
    const h = await host();
    const now = new Date();
    const weekday = new Date(`${addisDayKey(now)}T00:00:00Z`).getUTCDay();
    await createBonus(h, { gameType: 'house' });
    await createBonus(h, { minPlayers: 4 });
    await createBonus(h, { selectedDays: [(weekday + 1) % 7] });
    const addisHour = (now.getUTCHours() + 3) % 24;
    await createBonus(h, { selectedTimeSlots: [`${String((addisHour + 2) % 24).padStart(2, '0')}:00`] });
    await createBonus(h, { startDateTime: iso(HOUR), endDateTime: iso(2 * HOUR) });
    await createBonus(h, { isActive: false });
    expect(await bonusesOf(h.token, 1)).toEqual([0]);
    await createBonus(h, {
      gameType: 'all',
      minPlayers: 3,
      selectedDays: [weekday],
      selectedTimeSlots: [`${String(addisHour).padStart(2, '0')}:00`],
      bonusValue: 7,
    });
    expect(await bonusesOf(h.token, 1)).toEqual([7]);
  });
});

describe('presets', () => {
  it('global presets are the super admin’s and read-only for hosts; hosts have their own; configurations start from a preset', async () => {
    const admin = await server.login('superadmin');
    const adminHeaders = { 'x-step-up': await server.stepUp(admin) };
    const global = await server.request('POST', '/bonus/preset', {
      token: admin,
      headers: adminHeaders,
      body: {
        name: 'Weekend',
        bonusType: 'percentage',
        bonusValue: 10,
        minPlayers: 3,
        presetCategory: 'weekend',
        presetPriority: 5,
      },
    });
    expect(global.status).toBe(201);
    expect(global.body).toMatchObject({
      message: 'Preset created successfully',
      preset: { isGlobalPreset: true, isActive: true, bonusValue: 10 },
    });
    const id = global.body.preset._id;

    const h = await host();
    const own = await server.request('POST', '/bonus/preset', {
      token: h.token,
      headers: h.headers,
      body: { name: 'Mine', bonusType: 'multiplier', bonusValue: 2, presetCategory: 'daily' },
    });
    expect(own.body.preset).toMatchObject({ isGlobalPreset: false, editable: true });
    const list = await server.request('GET', '/bonus/presets', { token: h.token });
    expect(list.body.map((p: { name: string; editable: boolean }) => [p.name, p.editable])).toEqual(
      expect.arrayContaining([
        ['Weekend', false],
        ['Mine', true],
      ]),
    );

    expect(
      (await server.request('PUT', `/bonus/preset/${id}/toggle`, { token: h.token, headers: h.headers })).status,
    ).toBe(403);
    expect(
      (
        await server.request('PUT', `/bonus/preset/${id}`, {
          token: h.token,
          headers: h.headers,
          body: { bonusValue: 99 },
        })
      ).status,
    ).toBe(403);
    const other = await host();
    expect(
      (
        await server.request('PUT', `/bonus/preset/${own.body.preset._id}/toggle`, {
          token: other.token,
          headers: other.headers,
        })
      ).status,
    ).toBe(404);

    const fromPreset = await server.request('POST', '/bonus/create', {
      token: h.token,
      headers: h.headers,
      body: { presetId: id, startDateTime: iso(-HOUR), endDateTime: iso(HOUR) },
    });
    expect(fromPreset.status).toBe(201);
    expect(fromPreset.body.bonus).toMatchObject({
      name: 'Weekend',
      bonusType: 'percentage',
      bonusValue: 10,
      minPlayers: 3,
      presetId: id,
    });

    const off = await server.request('PUT', `/bonus/preset/${id}/toggle`, { token: admin, headers: adminHeaders });
    expect(off.body).toMatchObject({ message: 'Preset status updated successfully', preset: { isActive: false } });
    const refused = await server.request('POST', '/bonus/create', {
      token: h.token,
      headers: h.headers,
      body: { presetId: id, startDateTime: iso(-HOUR), endDateTime: iso(HOUR) },
    });
    expect(refused.status).toBe(400);
    const edited = await server.request('PUT', `/bonus/preset/${id}`, {
      token: admin,
      headers: adminHeaders,
      body: { bonusValue: 12.5 },
    });
    expect(edited.body).toMatchObject({
      message: 'Preset updated successfully',
      preset: { bonusValue: 12.5, isActive: false },
    });
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['bonus value -1', { bonusValue: -1 }, /bonusValue/],
    ['percentage 1e9', { bonusType: 'percentage', bonusValue: 1e9 }, /bonusValue must be from 0 to 1000/],
    ['multiplier below 1', { bonusType: 'multiplier', bonusValue: 0.5 }, /bonusValue must be from 1/],
    ['fixed with 3 decimals', { bonusValue: 1.234 }, /at most 2 decimals/],
    ['unknown trigger', { triggerType: 'moon-phase' }, /triggerType must be one of/],
    ['unknown type', { bonusType: 'lottery' }, /bonusType must be one of/],
    ['unknown game type', { gameType: 'chess' }, /gameType must be one of/],
    [
      'end before start',
      { startDateTime: iso(2 * HOUR), endDateTime: iso(HOUR) },
      /endDateTime must be after startDateTime/,
    ],
    ['end in the past', { startDateTime: iso(-3 * HOUR), endDateTime: iso(-HOUR) }, /in the future/],
    ['not a date', { startDateTime: 'yesterday' }, /startDateTime must be a date-time/],
    ['missing name', { name: undefined }, /name is required/],
    ['empty name', { name: '' }, /name/],
    ['games-count without value', { triggerType: 'games-count' }, /triggerValue is required/],
    ['games-count 2.5', { triggerType: 'games-count', triggerValue: 2.5 }, /whole number/],
    ['bet-amount -5', { triggerType: 'bet-amount', triggerValue: -5 }, /triggerValue must be at least 0/],
    [
      'pool trigger without pool',
      { triggerType: 'bonus-pool', minBonusAmount: 1, maxBonusAmount: 2 },
      /bonusPool is required/,
    ],
    [
      'pool trigger without min',
      { triggerType: 'bonus-pool', bonusPool: 10, maxBonusAmount: 2 },
      /minBonusAmount is required/,
    ],
    ['min above max', { minBonusAmount: 5, maxBonusAmount: 2 }, /minBonusAmount must not be above/],
    ['minPlayers -1', { minPlayers: -1 }, /minPlayers/],
    ['weekday 7', { selectedDays: [7] }, /selectedDays/],
    ['time slot 25:00', { selectedTimeSlots: ['25:00'] }, /selectedTimeSlots/],
    ['max 1e12 Birr', { maxBonusAmount: 1e12 }, /maxBonusAmount must be an amount/],
    ['value as text', { bonusValue: '5' }, /bonusValue must be a number/],
    ['unknown preset', { presetId: '00000000-0000-4000-8000-000000000000' }, /Preset not found/],
  ];

  it.each(cases)('%s → 4xx with a message, nothing created', async (_name, patch, message) => {
    const h = await host();
    const before = await configCount();
    const body: Record<string, unknown> = {
      name: 'B',
      bonusType: 'fixed',
      bonusValue: 5,
      startDateTime: iso(-HOUR),
      endDateTime: iso(HOUR),
      ...patch,
    };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const res = await server.request('POST', '/bonus/create', { token: h.token, headers: h.headers, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toMatch(message);
    expect(await configCount()).toBe(before);
  });

  it('an update with bad input changes nothing; presets and statistics refuse bad input too', async () => {
    const h = await host();
    const b = await createBonus(h, {});
    const res = await server.request('PUT', `/bonus/${b._id}`, {
      token: h.token,
      headers: h.headers,
      body: { bonusType: 'percentage', bonusValue: 1e9 },
    });
    expect(res.status).toBe(400);
    expect((await server.request('GET', '/bonus/list', { token: h.token })).body[0]).toMatchObject({
      bonusType: 'fixed',
      bonusValue: 5,
    });
    const preset = await server.request('POST', '/bonus/preset', {
      token: h.token,
      headers: h.headers,
      body: { name: 'P', bonusType: 'multiplier', bonusValue: 0, presetCategory: 'daily' },
    });
    expect(preset.status).toBe(400);
    const noCategory = await server.request('POST', '/bonus/preset', {
      token: h.token,
      headers: h.headers,
      body: { name: 'P', bonusType: 'fixed', bonusValue: 1 },
    });
    expect(noCategory.body.message).toMatch(/presetCategory is required/);
    const longRange = await server.request('GET', '/bonus/daily-stats?startDate=2026-01-01&endDate=2026-11-20', {
      token: h.token,
    });
    expect(longRange.status).toBe(400);
    expect(longRange.body.message).toMatch(/at most 100 days/);
    const badDate = await server.request('GET', '/bonus/daily-stats?startDate=nope', { token: h.token });
    expect(badDate.status).toBe(400);
  });
});

async function configCount(): Promise<number> {
  const [row] = await sqlEm(server.orm).execute<{ n: string }[]>('select count(*) as n from bonus_config');
  return Number(row!.n);
}
