import { describe, expect, it } from 'vitest';
import { usernameDelaySeconds } from './username-delay';

describe('usernameDelaySeconds', () => {
  it('follows the documented schedule: free, then doubling, capped at 30 seconds', () => {
    expect([0, 1, 4, 5, 6, 7, 8, 9, 10, 11, 50, 10_000].map(usernameDelaySeconds)).toEqual([
      0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30, 30,
    ]);
  });
});
