import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisDayKey, shiftDayKey } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';
import { drawOf, START } from '../../../test/helpers/game-fixtures';
import { AccountSchema } from '../account';

let server: TestServer;
let auth: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const token = await server.login('demo');
  auth = { authorization: `Bearer ${token}`, 'x-step-up': await server.stepUp(token) };
  const otherToken = await server.login('hawassa1');
  other = { authorization: `Bearer ${otherToken}`, 'x-step-up': await server.stepUp(otherToken) };
});
afterAll(() => server?.close());

const DAY = 24 * 3600_000;
const call = (method: string, path: string, body?: unknown, headers = auth) =>
  server.request(method, path, { body, headers });
const slotCount = async () =>
  Number((await sqlEm(server.orm).execute<{ n: string }[]>('select count(*) as n from free_game_slot'))[0]!.n);

/** A day key in Addis time, days from now, and the weekday of that date (0 = Sunday). */
function futureDay(days: number): { day: string; weekday: number } {
  const day = shiftDayKey(addisDayKey(new Date()), days);
  return { day, weekday: new Date(`${day}T00:00:00Z`).getUTCDay() };
}

/** Addis wall time "YYYY-MM-DDTHH:mm" some minutes from now, on a 5-minute step. */
function addisLocal(msFromNow: number): string {
  const t = new Date(Math.ceil((Date.now() + msFromNow) / 300_000) * 300_000 + 3 * 3600_000);
  return t.toISOString().slice(0, 16);
}

/** Moves a slot into the past, as the passing of time would (scheduling in the past is refused). */
async function makeDue(id: string, minutesAgo: number): Promise<void> {
  await sqlEm(server.orm).execute('update free_game_slot set scheduled_at = ? where id = ?', [
    new Date(Date.now() - minutesAgo * 60_000),
    id,
  ]);
}

describe('scheduling', () => {
  it('bulk over a week with 3 slots on 2 weekdays creates exactly those slots, in Addis time', async () => {
    const first = futureDay(7);
    const last = futureDay(13);
    const days = [futureDay(8), futureDay(10)];
    const res = await call('POST', '/free-game/bulk-schedule', {
      startDate: first.day,
      endDate: last.day,
      timeSlots: ['09:00', '14:00', '20:00'],
      selectedDays: days.map((d) => d.weekday),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.count).toBe(6);
    const expected = days.flatMap(({ day }) =>
      [9, 14, 20].map((h) => new Date(`${day}T${String(h).padStart(2, '0')}:00:00+03:00`).toISOString()),
    );
    expect(res.body.schedules.map((s: { scheduledDateTime: string }) => s.scheduledDateTime)).toEqual(expected);
    const list = await call('GET', '/admin/free-game/schedules');
    expect(list.body.filter((s: { status: string }) => s.status === 'scheduled')).toHaveLength(6);
  });

  it('random respects the count and the gap', async () => {
    const res = await call('POST', '/free-game/random-schedule', {
      startDateTime: `${futureDay(20).day}T08:00`,
      endDateTime: `${futureDay(20).day}T20:00`,
      numberOfGames: 10,
      minGapMinutes: 45,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const times = res.body.schedules.map((s: { scheduledDateTime: string }) => Date.parse(s.scheduledDateTime));
    expect(times).toHaveLength(10);
    times.slice(1).forEach((t: number, i: number) => expect(t - times[i]).toBeGreaterThanOrEqual(45 * 60_000));
  });

  it('edits and deletes a scheduled slot; refuses one within 5 minutes of another', async () => {
    const a = await call('POST', '/free-game/schedule', { scheduledDateTime: `${futureDay(30).day}T10:00` });
    expect(a.status).toBe(201);
    const clash = await call('POST', '/free-game/schedule', { scheduledDateTime: `${futureDay(30).day}T10:00` });
    expect(clash.status).toBe(409);
    const moved = await call('PUT', `/free-game/schedule/${a.body.schedule._id}`, {
      scheduledDateTime: `${futureDay(30).day}T11:15`,
    });
    expect(moved.body.schedule.scheduledDateTime).toBe(new Date(`${futureDay(30).day}T11:15:00+03:00`).toISOString());
    expect((await call('DELETE', `/free-game/schedule/${a.body.schedule._id}`)).status).toBe(200);
    expect(
      (
        await call('PUT', `/free-game/schedule/${a.body.schedule._id}`, {
          scheduledDateTime: `${futureDay(30).day}T12:00`,
        })
      ).status,
    ).toBe(409);
  });
});

describe('a due slot', () => {
  it('turns the next game into a free game (the house waives its cut) and is used by it', async () => {
    await call('POST', '/admin/free-game/cancel-all');
    const slot = await call('POST', '/free-game/schedule', { scheduledDateTime: addisLocal(2 * DAY) });
    await makeDue(slot.body.schedule._id, 10);
    const game = await server.request('POST', '/game/start', {
      headers: auth,
      body: { ...START, bettingAmount: 20, cardPaletteNumbers: [1, 2, 3, 4] },
    });
    expect(game.status, JSON.stringify(game.body)).toBe(200);
    // T = 80 Birr, r = 0.2, freeShare = r: payout = 80 × 0.8 + 80 × 0.2 = 80, profit 0 (settled at the win).
    expect(game.body).toMatchObject({ gameType: 'free', payoutToWinner: null });
    expect((await drawOf(server, game.body.gameId)).plan).toMatchObject({ payoutToWinner: 8000, profit: 0 });
    const end = (id: string) => server.request('POST', `/game/${id}/end`, { headers: auth });
    await end(game.body.gameId);
    const history = await call('GET', '/admin/free-game/history');
    const used = history.body.find((s: { _id: string }) => s._id === slot.body.schedule._id);
    expect(used).toMatchObject({ status: 'used', usedInGameId: { _id: game.body.gameId } });
    expect(used.usedInGameId.createdAt).toEqual(expect.any(String));

    // The slot is spent: the next game is a regular one, and asking for "free" is refused.
    const next = await server.request('POST', '/game/start', { headers: auth, body: START });
    expect(next.body.gameType).toBe('regular');
    await end(next.body.gameId);
    const cheat = await server.request('POST', '/game/start', { headers: auth, body: { ...START, gameType: 'free' } });
    expect(cheat.status).toBe(400);
    expect(cheat.body.message).toBe('No free game is due');
  });

  it('unused for 60 minutes becomes void ("expired/not used") and makes no game free', async () => {
    const slot = await call('POST', '/free-game/schedule', { scheduledDateTime: addisLocal(3 * DAY) });
    await makeDue(slot.body.schedule._id, 61);
    const game = await server.request('POST', '/game/start', { headers: auth, body: START });
    expect(game.body.gameType).toBe('regular');
    await server.request('POST', `/game/${game.body.gameId}/end`, { headers: auth });
    const history = await call('GET', '/admin/free-game/history');
    expect(history.body.find((s: { _id: string }) => s._id === slot.body.schedule._id)).toMatchObject({
      status: 'void',
      usedAt: null,
    });
  });

  it('cancel all cancels scheduled slots and leaves used and void ones alone', async () => {
    await call('POST', '/free-game/schedule', { scheduledDateTime: addisLocal(4 * DAY) });
    const before = await call('GET', '/admin/free-game/history');
    const res = await call('POST', '/admin/free-game/cancel-all');
    expect(res.status).toBe(200);
    expect(res.body.cancelledCount).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/admin/free-game/schedules')).body).toEqual([]);
    expect((await call('GET', '/admin/free-game/history')).body).toEqual(before.body);
  });
});

describe('authorization', () => {
  it("a host cannot read or change another host's schedules", async () => {
    const mine = await call('POST', '/free-game/schedule', { scheduledDateTime: addisLocal(5 * DAY) });
    expect((await call('GET', '/admin/free-game/schedules', undefined, other)).body).toEqual([]);
    expect(
      (
        await call(
          'PUT',
          `/free-game/schedule/${mine.body.schedule._id}`,
          { scheduledDateTime: addisLocal(6 * DAY) },
          other,
        )
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `/free-game/schedule/${mine.body.schedule._id}`, undefined, other)).status).toBe(404);
    const cancelled = await call('POST', '/admin/free-game/cancel-all', undefined, other);
    expect(cancelled.body.cancelledCount).toBe(0);
    expect((await call('GET', '/admin/free-game/schedules')).body.map((s: { _id: string }) => s._id)).toContain(
      mine.body.schedule._id,
    );
  });

  it('writes without the step-up token are refused; owners and anonymous callers are refused', async () => {
    const before = await slotCount();
    const plain = { authorization: auth.authorization! };
    const res = await call('POST', '/free-game/schedule', { scheduledDateTime: addisLocal(7 * DAY) }, plain);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('STEP_UP_REQUIRED');
    expect((await call('POST', '/admin/free-game/cancel-all', undefined, plain)).status).toBe(403);
    const owner = await server.login('owner.hawassa');
    expect(
      (await call('GET', '/admin/free-game/schedules', undefined, { authorization: `Bearer ${owner}` })).status,
    ).toBe(403);
    expect((await call('GET', '/admin/free-game/schedules', undefined, {})).status).toBe(401);
    expect(await slotCount()).toBe(before);
  });
});

describe('bad input creates nothing', () => {
  it.each([
    ['a date in the past', '/free-game/schedule', { scheduledDateTime: '2020-01-01T10:00' }, /past/],
    ['an off-step minute', '/free-game/schedule', { scheduledDateTime: '2099-01-01T10:07' }, /5-minute step/],
    ['a number for the time', '/free-game/schedule', { scheduledDateTime: 12 }, /must be a string/],
    [
      'bulk ending before it starts',
      '/free-game/bulk-schedule',
      { startDate: '2099-01-10', endDate: '2099-01-01', timeSlots: ['10:00'], selectedDays: [1] },
      /endDate/,
    ],
    [
      'bulk in the past',
      '/free-game/bulk-schedule',
      { startDate: '2020-01-01', endDate: '2020-01-07', timeSlots: ['10:00'], selectedDays: [1] },
      /past/,
    ],
    [
      'bulk with a bad slot',
      '/free-game/bulk-schedule',
      { startDate: '2099-01-01', endDate: '2099-01-07', timeSlots: ['10:30'], selectedDays: [1] },
      /18:00/,
    ],
    [
      'bulk with day 7',
      '/free-game/bulk-schedule',
      { startDate: '2099-01-01', endDate: '2099-01-07', timeSlots: ['10:00'], selectedDays: [7] },
      /selectedDays/,
    ],
    [
      'bulk of more than 500 slots',
      '/free-game/bulk-schedule',
      {
        startDate: '2099-01-01',
        endDate: '2099-12-31',
        timeSlots: ['08:00', '10:00', '12:00'],
        selectedDays: [0, 1, 2, 3, 4, 5, 6],
      },
      /At most 500/,
    ],
    [
      '11 random games',
      '/free-game/random-schedule',
      { startDateTime: '2099-01-01T08:00', endDateTime: '2099-01-01T20:00', numberOfGames: 11, minGapMinutes: 10 },
      /numberOfGames/,
    ],
    [
      'a gap of 7',
      '/free-game/random-schedule',
      { startDateTime: '2099-01-01T08:00', endDateTime: '2099-01-01T20:00', numberOfGames: 3, minGapMinutes: 7 },
      /minGapMinutes/,
    ],
    [
      'random ending before it starts',
      '/free-game/random-schedule',
      { startDateTime: '2099-01-01T20:00', endDateTime: '2099-01-01T08:00', numberOfGames: 3, minGapMinutes: 10 },
      /after/,
    ],
  ])('%s', async (_name, path, body, message) => {
    const before = await slotCount();
    const res = await call('POST', path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await slotCount()).toBe(before);
  });

  it('an unknown slot id is a 404', async () => {
    expect((await call('DELETE', '/free-game/schedule/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('DELETE', '/free-game/schedule/nope')).status).toBe(404);
  });
});

describe('GraphQL', () => {
  it('schedules and lists through the same service', async () => {
    const res = await server.graphql(
      'mutation($t: String!) { scheduleFreeGame(input: { scheduledDateTime: $t }) { id status } }',
      { t: addisLocal(9 * DAY) },
      undefined,
      auth,
    );
    expect(res.body.data.scheduleFreeGame.status).toBe('scheduled');
    const list = await server.graphql('{ freeGameSchedules { id } }', undefined, undefined, auth);
    expect(list.body.data.freeGameSchedules.map((s: { id: string }) => s.id)).toContain(
      res.body.data.scheduleFreeGame.id,
    );
    const hostId = (await server.orm.em.fork().findOneOrFail(AccountSchema, { username: 'demo' })).id;
    expect(hostId).toBeTruthy();
  });
});
