import { describe, expect, it } from 'vitest';
import { bulkSlotTimes, parseSlotTime, placeRandomSlots, MINUTE_MS } from './slot-time';

describe('slot times', () => {
  it('reads a naive date-time as Addis Ababa wall time (UTC+3) and keeps explicit offsets', () => {
    expect(parseSlotTime('2030-01-07T18:30', 'x').toISOString()).toBe('2030-01-07T15:30:00.000Z');
    expect(parseSlotTime('2030-01-07T18:30:00+03:00', 'x').toISOString()).toBe('2030-01-07T15:30:00.000Z');
    expect(parseSlotTime('2030-01-07T15:30:00Z', 'x').toISOString()).toBe('2030-01-07T15:30:00.000Z');
  });

  it.each(['2030-01-07T18:31', '2030-01-07 18:30', 'tomorrow', '2030-13-07T18:30', '2030-01-07T24:00'])(
    'refuses %s',
    (value) => {
      expect(() => parseSlotTime(value, 'scheduledDateTime')).toThrow(/scheduledDateTime/);
    },
  );

  it('bulk: every chosen weekday of the range at every hour, Sunday = 0', () => {
    // 2030-01-06 is a Sunday. Monday (1) and Wednesday (3) of one week, at 3 hours.
    const times = bulkSlotTimes('2030-01-06', '2030-01-12', [9, 14, 20], [1, 3]);
    expect(times.map((t) => t.toISOString())).toEqual([
      '2030-01-07T06:00:00.000Z',
      '2030-01-07T11:00:00.000Z',
      '2030-01-07T17:00:00.000Z',
      '2030-01-09T06:00:00.000Z',
      '2030-01-09T11:00:00.000Z',
      '2030-01-09T17:00:00.000Z',
    ]);
  });

  it('random: the count asked for, inside the window, at least the gap apart, away from taken slots', () => {
    let state = 42;
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const start = new Date('2030-01-07T06:00:00Z');
    const end = new Date('2030-01-07T12:00:00Z');
    const taken = [new Date('2030-01-07T09:00:00Z')];
    for (let run = 0; run < 50; run++) {
      const slots = placeRandomSlots(start, end, 10, 30 * MINUTE_MS, taken, random);
      expect(slots).toHaveLength(10);
      slots.forEach((s, i) => {
        expect(s >= start && s <= end).toBe(true);
        expect(s.getTime() % MINUTE_MS).toBe(0);
        if (i > 0) expect(s.getTime() - slots[i - 1]!.getTime()).toBeGreaterThanOrEqual(30 * MINUTE_MS);
        expect(Math.abs(s.getTime() - taken[0]!.getTime())).toBeGreaterThanOrEqual(5 * MINUTE_MS);
      });
    }
  });

  it('random: refuses a window too small for the count and gap', () => {
    const start = new Date('2030-01-07T06:00:00Z');
    expect(() =>
      placeRandomSlots(start, new Date(start.getTime() + 60 * MINUTE_MS), 5, 30 * MINUTE_MS, [], Math.random),
    ).toThrow(/Cannot place 5/);
  });
});
