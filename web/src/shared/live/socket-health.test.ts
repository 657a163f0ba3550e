import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PONG_WITHIN_MS, socketWatch, waitToRetry, type NetworkEvents } from './socket-health';

class FakeNetwork implements NetworkEvents {
  listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, l: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(l);
  }
  removeEventListener(type: string, l: () => void) {
    this.listeners.get(type)?.delete(l);
  }
  fire(type: string) {
    [...(this.listeners.get(type) ?? [])].forEach((l) => l());
  }
}

describe('socket health', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops a socket whose ping is not answered in time, not one that answers', () => {
    const drop = vi.fn();
    const watch = socketWatch(drop, new FakeNetwork());
    watch.ping();
    vi.advanceTimersByTime(PONG_WITHIN_MS - 1);
    watch.pong();
    vi.advanceTimersByTime(PONG_WITHIN_MS * 2);
    expect(drop).not.toHaveBeenCalled();
    watch.ping();
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(drop).toHaveBeenCalledTimes(1);
  });

  it('drops at once when the browser goes offline, and stops listening once closed', () => {
    const net = new FakeNetwork();
    const drop = vi.fn();
    const watch = socketWatch(drop, net);
    net.fire('offline');
    expect(drop).toHaveBeenCalledTimes(1);
    watch.stop();
    net.fire('offline');
    expect(drop).toHaveBeenCalledTimes(1);
  });

  it('waits the retry delay, or at most a second once the network is back', async () => {
    const net = new FakeNetwork();
    let done = false;
    void waitToRetry(10, net, () => 1).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false); // 15 s at that retry
    net.fire('online');
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(net.listeners.get('online')?.size).toBe(0);
  });
});
