import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBus } from '../../shared/events/event-bus';
import type { GameLiveState } from '../game';
import { CallTicker, wakeAt } from './call-ticker';
import { GameFeed } from './game-feed';

const T0 = 1_800_000_000_000;
const SPEED = 3000;
const TICK = 50;
const order = Array.from({ length: 75 }, (_, i) => i + 1);

/** A bus nobody publishes on: these feeds are driven by their clocks alone. */
const quietBus: EventBus = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  listenerCount: () => 0,
  listening: () => true,
  close: async () => undefined,
};

function playingSince(playAt: number, gameId: string): GameLiveState {
  return {
    gameId,
    callSpeedMs: SPEED,
    events: [
      { kind: 'START', at: T0 },
      { kind: 'PLAY', at: playAt },
    ],
    order,
    houseWinAtCall: null,
    ended: false,
    seed: null,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('wakeAt', () => {
  it('is never before the call, at most one tick after it, on the tick grid', () => {
    for (let due = T0; due < T0 + 3 * TICK; due += 7) {
      const at = wakeAt(due, TICK);
      expect(at).toBeGreaterThanOrEqual(due);
      expect(at - due).toBeLessThan(TICK);
      expect(at % TICK).toBe(0);
    }
  });

  it('is the call itself without a tick', () => {
    expect(wakeAt(T0 + 13, 0)).toBe(T0 + 13);
  });
});

describe('game feed timing', () => {
  it('sends calls of two games due within one tick together, none before it is due', async () => {
    vi.useFakeTimers({ now: T0 + 1010, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Two halls pressed play 7 ms apart (their first calls are out when the screens join): their
    // second calls are due 7 ms apart, within one tick.
    const plays = { a: T0 + 1_001, b: T0 + 1_008 };
    const seen: Record<'a' | 'b', number[]> = { a: [], b: [] };
    const ticker = new CallTicker(TICK); // the instance's one ticker, shared by both feeds
    for (const id of ['a', 'b'] as const) {
      const feed = new GameFeed(
        id,
        quietBus,
        { liveState: async () => playingSince(plays[id], id) },
        () => undefined,
        ticker,
      );
      const queue = feed.join();
      void (async () => {
        for await (const event of queue) if (event.kind === 'CALL') seen[id].push(Date.now());
      })();
    }
    await vi.advanceTimersByTimeAsync(SPEED + 100);
    const second = { a: plays.a + SPEED, b: plays.b + SPEED };
    expect(seen.a).toHaveLength(2);
    expect(seen.b).toHaveLength(2);
    expect(seen.a[1]).toBe(seen.b[1]);
    expect(seen.a[1]).toBe(wakeAt(second.b, TICK));
    expect(seen.a[1]).toBeGreaterThanOrEqual(second.b);
    expect(seen.a[1]! - second.a).toBeLessThan(TICK);
  });
});
