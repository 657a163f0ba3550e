import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisDayKey, shiftDayKey } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { sqlEm } from '../../shared/db/sql';

/** Bulk scheduling creates the slots that fit and names the refused ones. */
let server: TestServer;
let token: string;
let auth: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('demo');
  auth = { authorization: `Bearer ${token}`, 'x-step-up': await server.stepUp(token) };
});
afterAll(() => server?.close());

const call = (method: string, path: string, body?: unknown) => server.request(method, path, { body, headers: auth });
const scheduledAt = async () =>
  (
    await sqlEm(server.orm).execute<{ scheduled_at: Date | string }[]>(
      `select scheduled_at from free_game_slot where status = 'SCHEDULED' order by scheduled_at`,
    )
  ).map((r) => new Date(r.scheduled_at).toISOString());

/** A day in Addis time some days from today, and its weekday (0 = Sunday). */
function dayAhead(days: number): { day: string; weekday: number } {
  const day = shiftDayKey(addisDayKey(new Date()), days);
  return { day, weekday: new Date(`${day}T00:00:00Z`).getUTCDay() };
}
const addis = (day: string, hm: string) => new Date(`${day}T${hm}:00+03:00`).toISOString();

describe('bulk scheduling with a clash', () => {
  it('creates the slots that fit and lists the clashing one with its time and reason (REST)', async () => {
    const d = dayAhead(9);
    // An existing slot at 14:00 (the 5-minute step allows no nearer one) clashes with the bulk slot.
    const single = await call('POST', '/free-game/schedule', { scheduledDateTime: `${d.day}T14:00` });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    const before = await scheduledAt();

    const res = await call('POST', '/free-game/bulk-schedule', {
      startDate: d.day,
      endDate: d.day,
      timeSlots: ['09:00', '14:00', '20:00'],
      selectedDays: [d.weekday],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.count).toBe(2);
    expect(res.body.message).toBe('2 free games scheduled, 1 refused');
    expect(res.body.schedules.map((s: { scheduledDateTime: string }) => s.scheduledDateTime)).toEqual([
      addis(d.day, '09:00'),
      addis(d.day, '20:00'),
    ]);
    expect(res.body.refused).toEqual([
      {
        scheduledDateTime: addis(d.day, '14:00'),
        reason: 'NEAR_ANOTHER',
        message: 'Another free game is scheduled within 5 minutes of this time',
      },
    ]);
    // Exactly the accepted slots were written, beside the existing one.
    expect(await scheduledAt()).toEqual([...before, addis(d.day, '09:00'), addis(d.day, '20:00')].sort());
  });

  it('a batch where every slot clashes creates nothing and says so (GraphQL)', async () => {
    const d = dayAhead(9);
    const before = await scheduledAt();
    const res = await server.graphql(
      `mutation($input: BulkScheduleInput!) {
        scheduleFreeGamesBulk(input: $input) { count schedules { id } refused { scheduledDateTime reason message } }
      }`,
      { input: { startDate: d.day, endDate: d.day, timeSlots: ['09:00', '20:00'], selectedDays: [d.weekday] } },
      token,
      { 'x-step-up': auth['x-step-up']! },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.scheduleFreeGamesBulk).toEqual({
      count: 0,
      schedules: [],
      refused: ['09:00', '20:00'].map((hm) => ({
        scheduledDateTime: addis(d.day, hm),
        reason: 'NEAR_ANOTHER',
        message: 'Another free game is scheduled within 5 minutes of this time',
      })),
    });
    expect(await scheduledAt()).toEqual(before);
  });

  it('a slot of today already gone is refused as PAST while the later ones are created', async () => {
    // Today's 00:00 slot is always in the past; 23:00 is in the future unless the test runs in
    // the last hour of the Addis day, when it is refused too (and nothing is created).
    const today = dayAhead(0);
    const res = await call('POST', '/free-game/bulk-schedule', {
      startDate: today.day,
      endDate: today.day,
      timeSlots: ['00:00', '23:00'],
      selectedDays: [today.weekday],
    });
    const lateGone = Date.now() >= Date.parse(addis(today.day, '23:00'));
    if (lateGone) {
      expect(res.status).toBe(400);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.count).toBe(1);
    expect(res.body.refused).toEqual([
      {
        scheduledDateTime: addis(today.day, '00:00'),
        reason: 'PAST',
        message: 'A free game cannot be scheduled in the past',
      },
    ]);
  });

  it('still refuses a malformed request as a whole, with a 400 that changes nothing', async () => {
    const before = await scheduledAt();
    const res = await call('POST', '/free-game/bulk-schedule', {
      startDate: dayAhead(3).day,
      endDate: dayAhead(2).day,
      timeSlots: ['09:00'],
      selectedDays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/endDate must not be before startDate/);
    expect(await scheduledAt()).toEqual(before);
  });
});
