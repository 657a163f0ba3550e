import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallTicker } from './call-ticker';

const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
const TICK = 50;

afterEach(() => vi.useRealTimers());

describe('CallTicker', () => {
  it('wakes every feed of one tick in one timer callback, none before its time', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ticker = new CallTicker(TICK);
    const woken: { id: string; at: number }[] = [];
    const due = { a: T0 + 3_001, b: T0 + 3_020, c: T0 + 3_049, d: T0 + 3_051 };
    for (const [id, at] of Object.entries(due)) ticker.wake(at, () => woken.push({ id, at: Date.now() }));
    const timers = vi.getTimerCount();
    expect(timers).toBe(1); // one timer, whatever the number of feeds

    await vi.advanceTimersByTimeAsync(3_049);
    expect(woken).toEqual([]); // nothing before the tick that follows the first due call
    await vi.advanceTimersByTimeAsync(1);
    expect(woken.map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(new Set(woken.map((w) => w.at))).toEqual(new Set([T0 + 3_050]));
    for (const w of woken) expect(w.at).toBeGreaterThanOrEqual(due[w.id as keyof typeof due]);

    await vi.advanceTimersByTimeAsync(TICK);
    expect(woken.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(woken[3]!.at).toBe(T0 + 3_100);
    expect(ticker.waiting).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets a cancelled wake-up, and a feed woken may ask for its next one at once', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ticker = new CallTicker(TICK);
    const woken: string[] = [];
    const cancel = ticker.wake(T0 + 100, () => woken.push('cancelled'));
    const again = () => {
      woken.push(`kept@${Date.now() - T0}`);
      if (woken.length < 3) ticker.wake(Date.now() + 1_000, again);
    };
    ticker.wake(T0 + 120, again);
    cancel();
    cancel(); // twice is harmless
    await vi.advanceTimersByTimeAsync(5_000);
    expect(woken).toEqual(['kept@150', 'kept@1150', 'kept@2150']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('without a grid (0), wakes each feed at its own moment', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ticker = new CallTicker(0);
    const woken: number[] = [];
    ticker.wake(T0 + 13, () => woken.push(Date.now() - T0));
    ticker.wake(T0 + 7, () => woken.push(Date.now() - T0));
    await vi.advanceTimersByTimeAsync(20);
    expect(woken).toEqual([7, 13]);
  });
});
