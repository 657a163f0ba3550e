import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisDayKey, shiftDayKey } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';

/** The report screens' range pickers over GraphQL: the server checks every range. */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('demo');
});
afterAll(() => server?.close());

const HOST_STATS = `query($range: StatsRangeInput) { hostStats(range: $range) { statsByPeriod { date } } }`;
const BONUS_STATS = `query($range: BonusStatsRangeInput) { dailyBonusStats(range: $range) { date } }`;

describe('report ranges over GraphQL', () => {
  it('hostStats answers exactly the picked days, newest first, and the last 30 by default', async () => {
    const today = addisDayKey(new Date());
    const picked = await server.graphql(
      HOST_STATS,
      { range: { startDate: shiftDayKey(today, -2), endDate: today } },
      token,
    );
    expect(picked.body.errors).toBeUndefined();
    expect(picked.body.data.hostStats.statsByPeriod.map((d: { date: string }) => d.date)).toEqual([
      today,
      shiftDayKey(today, -1),
      shiftDayKey(today, -2),
    ]);
    const byDefault = await server.graphql(HOST_STATS, {}, token);
    expect(byDefault.body.data.hostStats.statsByPeriod).toHaveLength(30);
    expect(byDefault.body.data.hostStats.statsByPeriod[0].date).toBe(today);
  });

  it.each([
    [{ startDate: '2026-01-10', endDate: '2026-01-01' }, 'endDate must not be before startDate'],
    [{ startDate: '2016-01-01', endDate: '2026-01-01' }, 'The date range can be at most 731 days'],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate must be a date YYYY-MM-DD'],
    [{ startDate: '2026-01-10' }, 'Give both startDate and endDate (YYYY-MM-DD), or neither'],
  ])('hostStats refuses %j with BAD_USER_INPUT: %s', async (range, message) => {
    const res = await server.graphql(HOST_STATS, { range }, token);
    expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('daily bonus statistics: 100 days by default, a 101-day range is refused with BAD_USER_INPUT', async () => {
    const byDefault = await server.graphql(BONUS_STATS, {}, token);
    expect(byDefault.body.errors).toBeUndefined();
    expect(byDefault.body.data.dailyBonusStats).toHaveLength(100);
    const today = addisDayKey(new Date());
    const tooLong = await server.graphql(
      BONUS_STATS,
      { range: { startDate: shiftDayKey(today, -100), endDate: today } },
      token,
    );
    expect(tooLong.body.errors?.[0]).toMatchObject({
      message: 'The date range can be at most 100 days',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
