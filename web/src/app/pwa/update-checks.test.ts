import { describe, expect, it, vi } from 'vitest';
import { oncePerBuild, UPDATE_CHECK_INTERVAL_MS, watchForUpdates, type UpdateCheckEnv } from './update-checks';

describe('looking for a new build', () => {
  it('asks hourly and when the network comes back, never while offline', () => {
    let tick: (() => void) | undefined;
    let back: (() => void) | undefined;
    let online = true;
    const env: UpdateCheckEnv = {
      setInterval: (fn, ms) => {
        expect(ms).toBe(UPDATE_CHECK_INTERVAL_MS);
        tick = fn;
      },
      addOnline: (fn) => (back = fn),
      isOnline: () => online,
    };
    const registration = { update: vi.fn(async () => undefined) };
    watchForUpdates(registration, env);
    tick!();
    expect(registration.update).toHaveBeenCalledTimes(1);
    online = false;
    tick!();
    expect(registration.update).toHaveBeenCalledTimes(1);
    online = true;
    back!();
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('a failed check (server unreachable) is no error', async () => {
    const registration = { update: vi.fn(async () => Promise.reject(new Error('offline'))) };
    let tick: (() => void) | undefined;
    watchForUpdates(registration, { setInterval: (fn) => (tick = fn), addOnline: () => {}, isOnline: () => true });
    expect(() => tick!()).not.toThrow();
    await Promise.resolve();
  });

  it('shows the prompt once per waiting build', () => {
    const show = vi.fn();
    const prompt = oncePerBuild(show);
    prompt();
    prompt();
    expect(show).toHaveBeenCalledTimes(1);
  });
});
