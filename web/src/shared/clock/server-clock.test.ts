import { afterEach, describe, expect, it } from 'vitest';
import { clockState, offsetOf, resetServerClock, serverNow, syncServerClock } from './server-clock';

afterEach(resetServerClock);

describe('server clock', () => {
  it('takes the server time as stamped halfway through the round trip', () => {
    expect(offsetOf({ sentAt: 1_000, receivedAt: 1_200, serverTime: 61_100 })).toBe(60_000);
    expect(offsetOf({ sentAt: 5_000, receivedAt: 5_000, serverTime: 2_000 })).toBe(-3_000);
  });

  it("after a sync, now is the server's now however wrong the PC clock is", async () => {
    const local = [10_000, 10_400];
    const ok = await syncServerClock({
      fetchCurrent: async () => new Date(3_600_000 + 10_200).toISOString(),
      onFailure: () => expect.unreachable(),
      localNow: () => local.shift()!,
    });
    expect(ok).toBe(true);
    expect(clockState()).toEqual({ offsetMs: 3_600_000, synced: true });
    expect(serverNow(20_000).getTime()).toBe(3_620_000);
  });

  it('a failed sync says so and keeps the last offset (the local clock at first)', async () => {
    let failures = 0;
    const failed = await syncServerClock({
      fetchCurrent: () => Promise.reject(new Error('offline')),
      onFailure: () => failures++,
    });
    expect(failed).toBe(false);
    expect(failures).toBe(1);
    expect(serverNow(42).getTime()).toBe(42);
    expect(await syncServerClock({ fetchCurrent: async () => 'not a time', onFailure: () => failures++ })).toBe(false);
    expect(failures).toBe(2);
  });
});
