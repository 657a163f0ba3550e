import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors/app-error';
import { PublicReadLimit } from './public-read-limit';

describe('PublicReadLimit', () => {
  it('allows a burst, then one read per refill interval, per address', () => {
    let now = 0;
    const limit = new PublicReadLimit(60, 3, () => now); // one a second, bursts of 3
    for (let i = 0; i < 3; i++) limit.take('a');
    expect(() => limit.take('a')).toThrowError(AppError);
    try {
      limit.take('a');
    } catch (e) {
      expect((e as AppError).code).toBe('RATE_LIMITED');
    }
    limit.take('b'); // another address has its own bucket
    now += 1000;
    limit.take('a');
    expect(() => limit.take('a')).toThrowError(AppError);
  });
});
