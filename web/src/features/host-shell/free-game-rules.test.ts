import { describe, expect, it } from 'vitest';
import {
  addisDateTime,
  freeGameFormProblem,
  nextDays,
  RANDOM_START_MINUTES,
  SINGLE_MINUTES,
  statusKey,
} from './free-game-rules';

describe('free-game scheduler rules', () => {
  it('offers the seed minute steps', () => {
    expect(SINGLE_MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(RANDOM_START_MINUTES).not.toContain(5);
  });
  it('validates single, bulk and random modes', () => {
    expect(freeGameFormProblem({ mode: 'single', date: '2026-11-21', hour: 14, minute: null })).toBe(
      'freeGames.needDateTime',
    );
    expect(freeGameFormProblem({ mode: 'single', date: '2026-11-21', hour: 14, minute: 7 })).toBe(
      'freeGames.badMinute',
    );
    expect(freeGameFormProblem({ mode: 'single', date: '2026-11-21', hour: 14, minute: 0 })).toBeNull();
    expect(freeGameFormProblem({ mode: 'bulk', startDate: '2026-11-21' })).toBe('freeGames.needDates');
    expect(
      freeGameFormProblem({
        mode: 'bulk',
        startDate: '2026-11-22',
        endDate: '2026-11-21',
        timeSlots: ['10:00'],
        selectedDays: [1],
      }),
    ).toBe('freeGames.endBeforeStart');
    expect(
      freeGameFormProblem({
        mode: 'bulk',
        startDate: '2026-11-21',
        endDate: '2026-11-23',
        timeSlots: [],
        selectedDays: [1],
      }),
    ).toBe('freeGames.needSlots');
    expect(
      freeGameFormProblem({
        mode: 'bulk',
        startDate: '2026-11-21',
        endDate: '2026-11-23',
        timeSlots: ['10:00'],
        selectedDays: [0, 1],
      }),
    ).toBeNull();
    const random = {
      mode: 'random' as const,
      startDate: '2026-11-21',
      endDate: '2026-11-21',
      startHour: 10,
      startMinute: 0,
      endHour: 14,
      endMinute: 0,
      numberOfGames: 3,
      minGapMinutes: 30,
    };
    expect(freeGameFormProblem(random)).toBeNull();
    expect(freeGameFormProblem({ ...random, startMinute: 5 })).toBe('freeGames.badMinute');
    expect(freeGameFormProblem({ ...random, numberOfGames: 11 })).toBe('freeGames.badCount');
    expect(freeGameFormProblem({ ...random, minGapMinutes: 20 })).toBe('freeGames.badGap');
    expect(freeGameFormProblem({ ...random, endHour: 9 })).toBe('freeGames.endBeforeStart');
  });
  it('lists 45 Addis days from today and formats Addis date-times', () => {
    const days = nextDays(new Date('2026-11-20T22:30:00Z')); // 01:30 on the 21st in Addis
    expect(days).toHaveLength(45);
    expect(days[0]).toBe('2026-11-21');
    expect(days[44]).toBe('2027-01-04');
    expect(addisDateTime('2026-11-21', 9, 5)).toBe('2026-11-21T09:05');
  });
  it('shows statuses as the seed says', () => {
    expect(statusKey('scheduled')).toBe('freeGames.status.reserved');
    expect(statusKey('void')).toBe('freeGames.status.void');
    // A scheduled slot reads by its time: reserved before it, due within the hour, void after.
    const now = new Date('2026-11-28T09:00:00Z');
    expect(statusKey('SCHEDULED', '2026-11-28T09:05:00Z', now)).toBe('freeGames.status.reserved');
    expect(statusKey('SCHEDULED', '2026-11-28T08:30:00Z', now)).toBe('freeGames.status.due');
    expect(statusKey('SCHEDULED', '2026-11-28T07:00:00Z', now)).toBe('freeGames.status.void');
  });
});
