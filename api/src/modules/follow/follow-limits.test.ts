import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error';
import { FollowLimits } from './follow-limits';

const refusal = (f: () => void) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, ...e.details } : e;
  }
  return null;
};

describe('the card page limits', () => {
  it('per address: a burst passes, then RATE_LIMITED with the seconds until the next is welcome', () => {
    let now = 0;
    const limits = new FollowLimits({ followersPerHall: 500, perAddressPerMinute: 60 }, () => now);
    for (let i = 0; i < 30; i++) limits.address('10.0.0.1');
    expect(refusal(() => limits.address('10.0.0.1'))).toEqual({
      code: 'RATE_LIMITED',
      reason: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 1,
    });
    expect(refusal(() => limits.address('10.0.0.2'))).toBeNull(); // another address is not held back
    now += 1_000;
    expect(refusal(() => limits.address('10.0.0.1'))).toBeNull();
  });

  it('per hall: at most the cap at once, and joins at most the cap per minute', () => {
    let now = 0;
    const limits = new FollowLimits({ followersPerHall: 20, perAddressPerMinute: 1_000 }, () => now);
    expect(refusal(() => limits.join('hall', 20))).toMatchObject({ reason: 'HALL_FULL', retryAfterSeconds: 30 });
    // The whole cap joins at once; phones leaving and joining again beyond it within the minute wait.
    for (let i = 0; i < 20; i++) limits.join('hall', 0);
    expect(refusal(() => limits.join('hall', 0))).toMatchObject({ code: 'RATE_LIMITED', reason: 'HALL_FULL' });
    expect(refusal(() => limits.join('other hall', 0))).toBeNull();
    now += 3_000; // 20 a minute: one every 3 s
    expect(refusal(() => limits.join('hall', 10))).toBeNull();
  });
});
