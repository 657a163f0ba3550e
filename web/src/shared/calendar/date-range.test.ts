import { describe, expect, it } from 'vitest';
import { daysIn, lastDays, rangeProblem } from './date-range';

describe('report date ranges', () => {
  it('the default window ends on the given (server) day and counts it', () => {
    expect(lastDays('2026-11-24', 30)).toEqual({ startDate: '2026-10-26', endDate: '2026-11-24' });
    expect(daysIn(lastDays('2026-03-01', 100))).toBe(100);
  });
  it('refuses half, reversed and too long ranges with the words to show', () => {
    expect(rangeProblem({ startDate: '2026-11-01', endDate: '2026-11-24' }, 30)).toBeNull();
    expect(rangeProblem({ startDate: '', endDate: '2026-11-24' }, 30)?.key).toBe('time.range.invalid');
    expect(rangeProblem({ startDate: '2026-11-25', endDate: '2026-11-24' }, 30)?.key).toBe('time.range.invalid');
    expect(rangeProblem({ startDate: '2026-10-25', endDate: '2026-11-24' }, 30)).toEqual({
      key: 'time.range.tooLong',
      values: { max: 30 },
    });
  });
});
