import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisDayKey, isoWeekKey, monthKey, santimToBirr, shiftDayKey } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  dayOf,
  figuresFor,
  historyInstants,
  insertGame,
  makeHost,
  monthOf,
  sumBy,
  weekOf,
  type SeededGame,
} from '../../../test/helpers/stats';

let server: TestServer;
let hostA: string;
let hostB: string;
let hidden: string;
const games: SeededGame[] = [];
const tokens: Record<string, string> = {};
const TYPES = ['regular', 'house', 'free', 'multiplierBingo'] as const;

beforeAll(async () => {
  server = await startTestServer();
  hostA = await makeHost(server, 'hawassa7');
  hostB = await makeHost(server, 'ale7');
  hidden = await makeHost(server, 'hawassa7-old');
  const instants = historyInstants();
  let i = 0;
  for (const createdAt of instants) {
    for (const gameType of TYPES) {
      for (const hostId of [hostA, hostB, hidden]) {
        i += 1;
        if (hostId === hostB && i % 2 === 0) continue;
        const f = figuresFor(i);
        const g: SeededGame = {
          hostId,
          gameType,
          createdAt,
          ...f,
          houseWin: gameType === 'house' && i % 5 === 0,
          houseCards: gameType === 'house' ? [90, 91] : [],
        };
        await insertGame(server, g);
        games.push(g);
      }
    }
  }
  for (const [name, user, password] of [
    ['a', 'hawassa7', 'host-pass-123'],
    ['b', 'ale7', 'host-pass-123'],
    ['owner', 'owner.hawassa', 'demo1234'],
    ['super', 'superadmin', 'demo1234'],
  ] as const) {
    tokens[name] = await server.login(user, password);
  }
}, 120_000);
afterAll(() => server?.close());

const get = (path: string, token: string) => server.request('GET', path, { token });
const birr = santimToBirr;
const of = (hostIds: string[], type?: string) =>
  games.filter((g) => hostIds.includes(g.hostId) && (!type || g.gameType === type));
const today = () => addisDayKey(new Date());

describe('GET /admin/stats (host)', () => {
  it('has the last 30 Addis days newest first, and all-time totals, equal to an independent sum', async () => {
    const res = await get('/admin/stats', tokens.a!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = of([hostA]);
    const byDay = sumBy(mine, dayOf);
    const expectedDays = Array.from({ length: 30 }, (_, k) => shiftDayKey(today(), -k));
    expect(res.body.statsByPeriod).toEqual(
      expectedDays.map((date) => ({ date, profit: birr(byDay.get(date)?.profit ?? 0) })),
    );
    const all = sumBy(mine, () => 'all').get('all')!;
    expect(res.body).toMatchObject({
      totalProfit: birr(all.profit),
      totalBetAmount: birr(all.stakes),
      totalGames: all.games,
      wallet: 1000,
    });
    expect(mine.some((g) => g.profit < 0)).toBe(true);
    // Same answer on the second base.
    expect((await get('/v2/admin/stats', tokens.a!)).body).toEqual(res.body);
  });

  it('with a range across the year end counts exactly the days inside it', async () => {
    const startDate = shiftDayKey(`${today().slice(0, 5)}01-01`, -1);
    const endDate = `${today().slice(0, 5)}01-01`;
    const res = await get(`/admin/stats?startDate=${startDate}&endDate=${endDate}`, tokens.a!);
    expect(res.status).toBe(200);
    const inside = of([hostA]).filter((g) => dayOf(g) >= startDate && dayOf(g) <= endDate);
    const byDay = sumBy(inside, dayOf);
    expect(res.body.statsByPeriod).toEqual(
      [endDate, startDate].map((date) => ({ date, profit: birr(byDay.get(date)?.profit ?? 0) })),
    );
    expect(inside.length).toBeGreaterThan(0);
    expect(res.body.totalGames).toBe(inside.length);
    expect(res.body.totalProfit).toBe(birr(inside.reduce((s, g) => s + g.profit, 0)));
  });

  it('GraphQL gives the same figures in santim', async () => {
    const res = await server.graphql(
      '{ hostStats { totalProfit: totalProfitSantim totalGames statsByPeriod { date profit: profitSantim gamesCount } } }',
      {},
      tokens.a,
    );
    const mine = of([hostA]);
    expect(res.body.data.hostStats.totalProfit).toBe(mine.reduce((s, g) => s + g.profit, 0));
    expect(res.body.data.hostStats.statsByPeriod[0].gamesCount).toBe(mine.filter((g) => dayOf(g) === today()).length);
  });
});

describe('house, multiplier and free-game reports of one host', () => {
  it('daily house profit/loss, house summary and stats', async () => {
    const house = of([hostA], 'house');
    const byDay = sumBy(house, dayOf);
    const daily = await get(`/admin/${hostA}/daily-house-profit-loss`, tokens.a!);
    expect(daily.body.dailyProfits).toEqual(
      [...byDay.keys()]
        .sort()
        .reverse()
        .map((date) => ({ date, totalGames: byDay.get(date)!.games, totalProfit: birr(byDay.get(date)!.profit) })),
    );
    const all = sumBy(house, () => 'x').get('x')!;
    const summary = await get(`/admin/${hostA}/house-profit-summary`, tokens.a!);
    expect(summary.body).toMatchObject({
      totalGames: all.games,
      totalProfit: birr(all.profit),
      totalBetAmount: birr(all.stakes),
      houseWins: house.filter((g) => g.houseWin).length,
      losingGames: house.filter((g) => g.profit < 0).length,
    });
    const stats = await get(`/admin/house-game-stats/${hostA}`, tokens.a!);
    expect(stats.body.houseGamesStats).toMatchObject({
      totalGames: all.games,
      totalBettingAmount: birr(all.stakes),
      totalPayoutToWinners: birr(all.payout),
      averageProfit: birr(Math.round(all.profit / all.games)),
    });
  });

  it('detailed house games by day over the last 30 days', async () => {
    const res = await get(`/admin/${hostA}/detailed-house-games-info`, tokens.a!);
    const start = shiftDayKey(today(), -29);
    const inside = of([hostA], 'house').filter((g) => dayOf(g) >= start);
    const byDay = sumBy(inside, dayOf);
    expect(res.body.days.map((d: { date: string; games: unknown[] }) => [d.date, d.games.length])).toEqual(
      [...byDay.keys()]
        .sort()
        .reverse()
        .map((d) => [d, byDay.get(d)!.games]),
    );
    expect(res.body.days[0].games[0]).toEqual(
      expect.objectContaining({ houseCardCount: 2, status: 'ENDED', gameId: expect.any(String) }),
    );
  });

  it('multiplier profit summary, detailed games and stats', async () => {
    const multi = of([hostA], 'multiplierBingo');
    const byDay = sumBy(multi, dayOf);
    const summary = await get(`/admin/${hostA}/multiplier-profit-summary`, tokens.a!);
    expect(summary.body.dailyProfits).toEqual(
      [...byDay.keys()]
        .sort()
        .reverse()
        .map((date) => ({ date, totalProfit: birr(byDay.get(date)!.profit), gamesCount: byDay.get(date)!.games })),
    );
    const all = sumBy(multi, () => 'x').get('x')!;
    const detailed = await get(`/admin/${hostA}/detailed-multiplier-games-info`, tokens.a!);
    expect(detailed.body).toMatchObject({
      totalGames: all.games,
      totalProfit: birr(all.profit),
      adminUsername: 'hawassa7',
    });
    expect(detailed.body.games).toHaveLength(all.games);
    expect(detailed.body.games[0]).toEqual(
      expect.objectContaining({ multiplier: 1.6, bettingAmount: expect.any(Array), playingCards: expect.any(Array) }),
    );
    const stats = await get(`/admin/multiplier-game-stats/${hostA}`, tokens.a!);
    expect(stats.body.multiplierGamesStats).toEqual({
      totalGames: all.games,
      totalBettingAmount: birr(all.stakes),
      totalPayoutToWinners: birr(all.payout),
      totalProfit: birr(all.profit),
      averageProfit: birr(Math.round(all.profit / all.games)),
    });
  });

  it('free-game stats per day', async () => {
    const byDay = sumBy(of([hostA], 'free'), dayOf);
    const res = await get(`/admin/${hostA}/free-games-stats`, tokens.a!);
    expect(res.body).toEqual(
      [...byDay.keys()]
        .sort()
        .reverse()
        .map((date) => ({ date, gamesCount: byDay.get(date)!.games, totalBetAmount: birr(byDay.get(date)!.stakes) })),
    );
  });
});

describe('scope', () => {
  it('a host sees only itself: another host is 404 on every path', async () => {
    for (const path of [
      `/admin/${hostB}/multiplier-profit-summary`,
      `/admin/${hostB}/free-games-stats`,
      `/admin/house-game-stats/${hostB}`,
      `/admin/stats?adminId=${hostB}`,
    ]) {
      const res = await get(path, tokens.a!);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Host not found');
    }
    const all = await get('/admin/all-multiplier-game-stats', tokens.a!);
    expect(all.body.adminsSummary.map((a: { adminUsername: string }) => a.adminUsername)).toEqual(['hawassa7']);
  });

  it('an owner sees its group, never another group or hidden accounts', async () => {
    expect((await get(`/admin/${hostB}/daily-house-profit-loss`, tokens.owner!)).status).toBe(404);
    expect((await get(`/admin/${hidden}/daily-house-profit-loss`, tokens.owner!)).status).toBe(404);
    const stats = await get('/admin/stats', tokens.owner!);
    const mine = of([hostA]);
    expect(stats.body.totalProfit).toBe(birr(mine.reduce((s, g) => s + g.profit, 0)));
    const list = await get('/admin/naan/all/protected', tokens.owner!);
    expect(list.body.map((h: { username: string }) => h.username)).not.toContain('ale7');
    expect(list.body.map((h: { username: string }) => h.username)).not.toContain('hawassa7-old');
  });

  it('the super admin sees every visible host; hidden accounts stay out of totals', async () => {
    const summary = await get('/admin/platform-summary', tokens.super!);
    const visible = of([hostA, hostB]);
    const revenue = visible.reduce((s, g) => s + g.profit, 0);
    expect(summary.body).toMatchObject({
      totalGames: visible.length,
      revenue: birr(revenue),
      platformShare: 0.175,
      platformShareAmount: birr(revenue > 0 ? Math.floor((revenue * 1750) / 10_000) : 0),
      gamesToday: visible.filter((g) => dayOf(g) === today()).length,
    });
    const custom = await get('/admin/platform-summary?platformShare=0.2', tokens.super!);
    expect(custom.body.platformShareAmount).toBe(birr(revenue > 0 ? Math.floor(revenue * 0.2) : 0));
    expect((await get('/admin/platform-summary', tokens.owner!)).status).toBe(403);
  });
});

describe('host records in the owner and super-admin list', () => {
  it('carry every aggregate, equal to an independent computation', async () => {
    const list = await get('/admin/naan/all/protected', tokens.super!);
    const rec = list.body.find((h: { username: string }) => h.username === 'hawassa7');
    const mine = of([hostA]);
    const t = today();
    const sum = (gs: SeededGame[]) => gs.reduce((s, g) => s + g.profit, 0);
    const months = Array.from({ length: 12 }, (_, k) => {
      const [y, m] = t.split('-').map(Number) as [number, number];
      const idx = y * 12 + m - 1 - k;
      return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
    });
    const weekday = (new Date(`${t}T00:00:00Z`).getUTCDay() + 6) % 7;
    const weeks = Array.from({ length: 12 }, (_, k) => isoWeekKey(shiftDayKey(t, -weekday - 7 * k)));
    const byMonth = sumBy(mine, monthOf);
    const byWeek = sumBy(mine, weekOf);
    const byDay = sumBy(mine, dayOf);
    const firstMonth = mine.map(monthOf).sort()[0]!;
    const span =
      (Number(t.slice(0, 4)) - Number(firstMonth.slice(0, 4))) * 12 +
      Number(t.slice(5, 7)) -
      Number(firstMonth.slice(5, 7)) +
      1;
    const last12 = months.reduce((s, m) => s + (byMonth.get(m)?.profit ?? 0), 0);
    expect(rec).toMatchObject({
      totalProfit: birr(sum(mine)),
      totalGames: mine.length,
      weekProfit: birr(byWeek.get(isoWeekKey(t))?.profit ?? 0),
      monthProfit: birr(byMonth.get(monthKey(t))?.profit ?? 0),
      avgMonthProfit: birr(Math.round(last12 / 12)),
      avgAllTimeProfit: birr(Math.round(sum(mine) / span)),
      gamesToday: byDay.get(t)?.games ?? 0,
      todayProfit: birr(byDay.get(t)?.profit ?? 0),
      last12MonthsProfits: months.map((month) => ({ month, profit: birr(byMonth.get(month)?.profit ?? 0) })),
      last12WeeksProfits: weeks.map((week) => ({ week, profit: birr(byWeek.get(week)?.profit ?? 0) })),
    });
    expect(rec.statsByPeriod).toEqual(
      Array.from({ length: 30 }, (_, k) => shiftDayKey(t, -k)).map((date) => ({
        date,
        profit: birr(byDay.get(date)?.profit ?? 0),
      })),
    );
    expect(list.body.map((h: { username: string }) => h.username)).not.toContain('hawassa7-old');
  });
});

describe('all-hosts multiplier view (/multiplierStats)', () => {
  it('months → weeks → days add up to the raw games of every visible host', async () => {
    const res = await get('/admin/all-multiplier-game-stats', tokens.super!);
    expect(res.status).toBe(200);
    const start = shiftDayKey(today(), -364);
    const multi = of([hostA, hostB], 'multiplierBingo').filter((g) => dayOf(g) >= start);
    expect(res.body.totalGames).toBe(multi.length);
    expect(res.body.totalProfit).toBe(birr(multi.reduce((s, g) => s + g.profit, 0)));
    for (const admin of res.body.adminsSummary) {
      const own = multi.filter((g) => g.hostId === admin.id);
      expect(admin.totalProfit).toBe(birr(own.reduce((s, g) => s + g.profit, 0)));
      const byDay = sumBy(own, dayOf);
      const byMonth = sumBy(own, monthOf);
      for (const month of admin.months) {
        expect(month.profit).toBe(birr(byMonth.get(month.month)!.profit));
        for (const week of month.weeks) {
          const inWeek = own.filter((g) => monthOf(g) === month.month && weekOf(g) === week.week);
          expect(week.profit).toBe(birr(inWeek.reduce((s, g) => s + g.profit, 0)));
          for (const day of week.days)
            expect(day).toEqual({
              date: day.date,
              profit: birr(byDay.get(day.date)!.profit),
              gamesCount: byDay.get(day.date)!.games,
            });
        }
      }
    }
    expect(res.body.adminsSummary.map((a: { adminUsername: string }) => a.adminUsername).sort()).toEqual([
      'ale7',
      'hawassa7',
    ]);
    const profits = await get('/admin/multiplier-profits', tokens.super!);
    expect(profits.body.totalProfit).toBe(res.body.totalProfit);
    const detailed = await get('/admin/detailed-multiplier-games-info', tokens.super!);
    expect(detailed.body.totalGames).toBe(of([hostA, hostB], 'multiplierBingo').length);
  });
});

describe('bad input', () => {
  const cases: [string, string][] = [
    ['startDate=2026-01-10&endDate=2026-01-01', 'endDate must not be before startDate'],
    ['startDate=2026-01-10', 'Give both startDate and endDate (YYYY-MM-DD), or neither'],
    ['endDate=2026-01-10', 'Give both startDate and endDate (YYYY-MM-DD), or neither'],
    ['startDate=2016-01-01&endDate=2026-01-01', 'The date range can be at most 731 days'],
    ['startDate=2026-02-30&endDate=2026-03-01', 'startDate must be a date YYYY-MM-DD'],
    ['startDate=yesterday&endDate=2026-03-01', 'startDate must be a date YYYY-MM-DD'],
    ['startDate=2026-01-01&startDate=2026-01-02&endDate=2026-03-01', 'startDate must be given once'],
  ];
  it.each(cases)('%s → 400 with a message', async (query, message) => {
    for (const path of [
      '/admin/stats',
      `/admin/${hostA}/multiplier-profit-summary`,
      '/admin/all-multiplier-game-stats',
    ]) {
      const res = await get(`${path}?${query}`, tokens.a!);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('unknown or malformed host ids are 404; a bad platform share is 400; GraphQL says BAD_USER_INPUT', async () => {
    expect((await get(`/admin/${crypto.randomUUID()}/free-games-stats`, tokens.super!)).status).toBe(404);
    expect((await get('/admin/not-a-uuid/free-games-stats', tokens.super!)).status).toBe(404);
    expect((await get('/admin/platform-summary?platformShare=2', tokens.super!)).status).toBe(400);
    const gql = await server.graphql(
      '{ hostStats(range: { startDate: "2026-05-01", endDate: "2026-04-01" }) { totalGames } }',
      {},
      tokens.a,
    );
    expect(gql.body.errors[0]).toMatchObject({
      message: 'endDate must not be before startDate',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await get('/admin/stats', '')).status).toBe(401);
  });
});
