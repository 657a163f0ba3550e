import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisDayKey, shiftDayKey } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { playOut, START } from '../../../test/helpers/game-fixtures';
import { countOf, tillMoneyOf } from '../../../test/helpers/till';
import { sqlEm } from '../../shared/db/sql';

/**
 * The till's reports (docs/games-and-money.md#the-till): the shift list by hall and range with the
 * flagged payouts of each shift, for host (own), owner (its group) and super admin (all); and the
 * same list as CSV.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const SHIFTS = `query($hostId: ID, $startDate: String, $endDate: String) {
  shifts(hostId: $hostId, startDate: $startDate, endDate: $endDate) {
    id username expectedSantim countedSantim differenceSantim note
    flaggedPayouts { gameId hostId username amountSantim thresholdSantim acknowledgedAt }
  } }`;
const gql = (query: string, variables: Record<string, unknown>, who: string) =>
  server.graphql(query, variables, tokens[who]);
const rest = (who: string, path: string, accept = 'application/json') =>
  server.request('GET', path, { token: tokens[who], headers: { accept } });

/** One closed shift of `who`: one won game, counted 2 Birr short (with a note). */
async function closedShift(who: string): Promise<{ shiftId: string; gameId: string; payout: number }> {
  const opened = await server.request('POST', '/api/shifts', { token: tokens[who], body: { counts: countOf(300) } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const game = await server.request('POST', '/game/start', { token: tokens[who], body: START });
  await playOut(server, tokens[who]!, game.body.gameId);
  const money = await tillMoneyOf(server, game.body.gameId);
  const expected = 30_000 + money.cashIn - money.cashOut;
  const closed = await server.request('POST', `/api/shifts/${opened.body.id}/close`, {
    token: tokens[who],
    body: { counts: countOf((expected - 200) / 100), note: 'Two Birr short' },
  });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return { shiftId: opened.body.id, gameId: game.body.gameId, payout: money.cashOut };
}

let hawassa: Awaited<ReturnType<typeof closedShift>>;
let ale: Awaited<ReturnType<typeof closedShift>>;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'owner.ale', 'hawassa1', 'hawassa2', 'ale1'])
    tokens[name] = await server.login(name);
  for (const row of await sqlEm(server.orm).execute<{ id: string; username: string }[]>(
    "select id, username from account where username in ('hawassa1', 'hawassa2', 'ale1')",
  ))
    ids[row.username] = row.id;
  // Every payout of hawassa1's hall is above its review threshold (0.01 Birr).
  const set = await gql(
    'mutation($input: TillSettingsInput!) { updateTillSettings(input: $input) { payoutReviewSantim } }',
    { input: { hostId: ids.hawassa1, payoutReviewSantim: 1 } },
    'owner.hawassa',
  );
  expect(set.body.errors).toBeUndefined();
  hawassa = await closedShift('hawassa1');
  ale = await closedShift('ale1');
}, 120_000);
afterAll(() => server?.close());

describe("the till's reports", () => {
  it("a shift lists its games' flagged payouts; the difference is counted − expected", async () => {
    const res = await gql(SHIFTS, {}, 'hawassa1');
    expect(res.body.errors).toBeUndefined();
    const [shift] = res.body.data.shifts;
    expect(shift).toMatchObject({ id: hawassa.shiftId, username: 'hawassa1', differenceSantim: -200 });
    expect(shift.countedSantim - shift.expectedSantim).toBe(-200);
    expect(hawassa.payout).toBeGreaterThan(0);
    expect(shift.flaggedPayouts).toEqual([
      {
        gameId: hawassa.gameId,
        hostId: ids.hawassa1,
        username: 'hawassa1',
        amountSantim: hawassa.payout,
        thresholdSantim: 1,
        acknowledgedAt: null,
      },
    ]);
  });

  it('scope: a host its own shifts, an owner its group, the super admin every hall', async () => {
    const seen = async (who: string, hostId?: string) =>
      ((await gql(SHIFTS, { hostId }, who)).body.data?.shifts ?? []).map((s: { id: string }) => s.id);
    expect(await seen('hawassa1')).toEqual([hawassa.shiftId]);
    expect(await seen('hawassa2')).toEqual([]);
    expect(await seen('owner.hawassa')).toEqual([hawassa.shiftId]);
    expect(await seen('owner.ale')).toEqual([ale.shiftId]);
    expect((await seen('superadmin')).sort()).toEqual([hawassa.shiftId, ale.shiftId].sort());
    expect(await seen('superadmin', ids.ale1)).toEqual([ale.shiftId]);
    // Another group's hall, or another host: not found (nothing of it is told).
    for (const [who, hostId] of [
      ['owner.hawassa', ids.ale1],
      ['hawassa1', ids.hawassa2],
    ] as const) {
      const res = await gql(SHIFTS, { hostId }, who!);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await rest('owner.hawassa', `/api/shifts?hostId=${ids.ale1}`)).status).toBe(404);
    expect((await rest('owner.hawassa', `/api/shifts/${ale.shiftId}`)).status).toBe(404);
  });

  it('a range of Addis Ababa days filters by the day the shift opened', async () => {
    const today = addisDayKey(new Date());
    const inRange = await gql(SHIFTS, { startDate: shiftDayKey(today, -1), endDate: today }, 'superadmin');
    expect(inRange.body.data.shifts).toHaveLength(2);
    const before = await gql(
      SHIFTS,
      { startDate: shiftDayKey(today, -10), endDate: shiftDayKey(today, -1) },
      'superadmin',
    );
    expect(before.body.data.shifts).toEqual([]);
    const viaRest = await rest('owner.ale', `/api/shifts?startDate=${today}&endDate=${today}`);
    expect(viaRest.body.map((s: { id: string }) => s.id)).toEqual([ale.shiftId]);
  });

  it('bad ranges and limits are refused with a message', async () => {
    const today = addisDayKey(new Date());
    for (const [query, message] of [
      [`startDate=${today}`, 'Give both startDate and endDate (YYYY-MM-DD), or neither'],
      [`startDate=2026-02-30&endDate=${today}`, 'startDate must be a date YYYY-MM-DD'],
      [`startDate=${today}&endDate=${shiftDayKey(today, -1)}`, 'endDate must not be before startDate'],
      [`startDate=2020-01-01&endDate=${today}`, 'The date range can be at most 731 days'],
      ['limit=0', 'limit must be a whole number from 1 to 500'],
      ['limit=ten', 'limit must be a whole number from 1 to 500'],
    ]) {
      const res = await rest('owner.hawassa', `/api/shifts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    const viaGraphql = await gql(SHIFTS, { startDate: 'yesterday', endDate: today }, 'hawassa1');
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('Accept: text/csv answers the same shifts as the export kit does, note cells safe from formulas', async () => {
    const corrected = await server.request('POST', `/api/shifts/${ale.shiftId}/corrections`, {
      token: tokens['owner.ale'],
      body: { amountSantim: 200, note: '=HYPERLINK("x"), found' },
    });
    expect(corrected.status).toBe(201);
    const res = await rest('owner.ale', `/api/shifts?hostId=${ids.ale1}`, 'text/csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="shifts-[\w-]+\.csv"$/);
    const [header, row, last] = (res.body as string).replace(/^\uFEFF/, '').split('\r\n');
    const names = header!.split(',');
    expect(names).toEqual([
      'Shift',
      'Opened',
      'Opened (ISO 8601)',
      'Closed',
      'Closed (ISO 8601)',
      'Host',
      'Games',
      'Opening float (Birr)',
      'Cash in (Birr)',
      'Cash out (Birr)',
      'Free games from platform (Birr)',
      'Bonuses from platform (Birr)',
      'Expected (Birr)',
      'Counted (Birr)',
      'Difference (Birr)',
      'Flagged payouts',
      'Flagged awaiting review',
      'Note',
    ]);
    const json = (await rest('owner.ale', `/api/shifts?hostId=${ids.ale1}`)).body[0];
    // Dates hold commas (quoted), so the row is read by its values, in column order.
    expect(row!.startsWith(`${ale.shiftId},`)).toBe(true);
    expect(row).toContain(',ale1,');
    expect(row).toContain(`,300.00,`); // the float
    expect(row).toContain(`,${(json.expectedSantim / 100).toFixed(2)},`);
    expect(row).toMatch(/,0\.00,0,0,Two Birr short$/); // 2 Birr short, corrected by 2 Birr; no flagged payouts
    expect(row!.endsWith(',Two Birr short')).toBe(true);
    expect(last).toBe('');
    // The note of a correction is not in the list's row; the shift's note is, guarded when it starts like a formula.
    await sqlEm(server.orm).execute('update shift set note = \'=1+1, "x"\' where id = ?', [ale.shiftId]);
    const guarded = await rest('owner.ale', `/api/shifts?hostId=${ids.ale1}`, 'text/csv');
    expect((guarded.body as string).split('\r\n')[1]!.endsWith(`,"'=1+1, ""x"""`)).toBe(true);
  });
});
