import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { insertGame, makeHost } from '../../../test/helpers/stats';
import type { Actor } from '../../shared/auth/actor';
import { sqlEm } from '../../shared/db/sql';

/**
 * The super admin's host figures and platform periods, in SQL on Addis Ababa days, against a
 * workload computed by hand (docs/reporting.md). "Now" is Sunday 2026-03-15 12:00 Addis (09:00 UTC);
 * Addis is UTC+3, so 00:30 Addis is 21:30 UTC of the day before: a UTC day would put those games
 * a day, a week or a month early.
 */
const NOW = new Date('2026-03-15T09:00:00Z');
const addis = (local: string) => new Date(new Date(`${local}:00Z`).getTime() - 3 * 3600_000);

let server: TestServer;
let superAdmin: Actor;
let x: string;
let y: string;

beforeAll(async () => {
  server = await startTestServer();
  x = await makeHost(server, 'hawassa-st1');
  y = await makeHost(server, 'ale-st2');
  const game = (hostId: string, local: string, profit: number) =>
    insertGame(server, {
      hostId,
      gameType: 'regular',
      createdAt: addis(local),
      stakes: [1000, 1000],
      payout: 2000 - profit,
      profit,
    });
  await game(x, '2024-12-01T10:00', 1200); // before the 12 months: all-time only
  await game(x, '2026-02-28T23:30', 700); // February
  await game(x, '2026-03-01T00:30', 400); // March, though 21:30 UTC on Feb 28
  await game(x, '2026-03-08T23:30', -500); // Sunday: the week before
  await game(x, '2026-03-09T00:30', 300); // Monday: this week, though 21:30 UTC on Sunday
  await game(x, '2026-03-14T23:30', 1000); // yesterday
  await game(x, '2026-03-15T00:30', 2000); // today, though 21:30 UTC yesterday
  await game(y, '2026-03-15T00:30', 100); // today
  const [admin] = await sqlEm(server.orm).execute<{ id: string }[]>(
    "select id from account where username = 'superadmin'",
  );
  superAdmin = {
    id: admin!.id,
    username: 'superadmin',
    role: 'SUPER_ADMIN',
    cardSetId: null,
    ownerGroupId: null,
    steppedUp: false,
  };
});
afterAll(() => server?.close());

const day = (rows: { date: string; profit: number; gamesCount: number }[], date: string) =>
  rows.find((r) => r.date === date);

describe('super-admin host figures', () => {
  it('every figure of the host record, on Addis days, weeks and months', async () => {
    const list = await server.services.hostList.list(superAdmin, {}, NOW);
    const s = list.find((h) => h.id === x)!.stats!;
    expect(s).toMatchObject({
      totalGames: 7,
      totalProfit: 5100,
      gamesToday: 1,
      todayProfit: 2000,
      weekProfit: 1000 + 2000 + 300, // Mon 9 .. Sun 15
      monthProfit: 400 - 500 + 300 + 1000 + 2000,
      avgMonthProfit: Math.round((3200 + 700) / 12),
      avgAllTimeProfit: Math.round(5100 / 16), // Dec 2024 .. Mar 2026
    });
    expect(s.last30Days).toHaveLength(30);
    expect(s.last30Days[0]).toMatchObject({ date: '2026-03-15', profit: 2000, gamesCount: 1 });
    expect(s.last30Days[29]!.date).toBe('2026-02-14');
    expect(day(s.last30Days, '2026-03-14')).toMatchObject({ profit: 1000, gamesCount: 1 });
    expect(day(s.last30Days, '2026-03-01')).toMatchObject({ profit: 400 });
    expect(day(s.last30Days, '2026-02-28')).toMatchObject({ profit: 700 });
    expect(s.last12WeeksProfits.slice(0, 3)).toEqual([
      { week: '2026-W11', profit: 3300 },
      { week: '2026-W10', profit: -500 },
      { week: '2026-W09', profit: 1100 },
    ]);
    expect(s.last12WeeksProfits).toHaveLength(12);
    expect(s.last12MonthsProfits.slice(0, 2)).toEqual([
      { month: '2026-03', profit: 3200 },
      { month: '2026-02', profit: 700 },
    ]);
    expect(s.last12MonthsProfits.at(-1)).toEqual({ month: '2025-04', profit: 0 });
  });

  it('platform periods: every visible host summed on the server, 30 days, 12 weeks, 12 months', async () => {
    const p = await server.services.stats.platformPeriods(superAdmin, NOW);
    expect(p.last30Days).toHaveLength(30);
    expect(p.last30Days[0]).toEqual({
      date: '2026-03-15',
      gamesCount: 2,
      profit: 2100,
      totalBetAmount: 4000,
      totalPayout: 1900,
    });
    expect(day(p.last30Days, '2026-03-14')).toMatchObject({ profit: 1000, gamesCount: 1 });
    expect(p.last30Days.reduce((sum, d) => sum + d.profit, 0)).toBe(700 + 400 - 500 + 300 + 1000 + 2100);
    expect(p.last12WeeksProfits[0]).toEqual({ week: '2026-W11', profit: 3400 });
    expect(p.last12MonthsProfits[0]).toEqual({ month: '2026-03', profit: 3300 });
    expect(p.last12MonthsProfits).toHaveLength(12);
  });

  it('over GraphQL: the super admin only; "Last 30 days" has 30 rows', async () => {
    const token = await server.login('superadmin');
    const query =
      '{ platformPeriods { last30Days { date profitSantim } last12WeeksProfits { week } last12MonthsProfits { month } } }';
    const res = await server.graphql(query, {}, token);
    expect(res.body.data.platformPeriods.last30Days).toHaveLength(30);
    expect(res.body.data.platformPeriods.last12WeeksProfits).toHaveLength(12);
    const owner = await server.graphql(query, {}, await server.login('owner.hawassa'));
    expect(owner.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const host = await server.graphql(query, {}, await server.login('hawassa1'));
    expect(host.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await server.graphql(query, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
