import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusEvent, EventBus } from '../../shared/events/event-bus';
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
    lastEventId: '2',
    order,
    houseWinAtCall: null,
    ended: false,
    seed: null,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

/** A bus delivering what the test publishes to the feed's subscriptions, at once; `listeners`: those subscribed. */
function localBus() {
  const listeners = new Set<(event: BusEvent) => void>();
  const bus: EventBus = {
    ...quietBus,
    subscribe: (_topic, fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return { bus, listeners, tell: (event: BusEvent) => listeners.forEach((fn) => fn(event)) };
}

/** A feed of game 'g' whose source answers `game.stored` and counts its reads in `game.reads`. */
function readCountingFeed(bus: EventBus, initial: GameLiveState) {
  const game = { reads: 0, stored: initial };
  const feed = new GameFeed(
    'g',
    bus,
    {
      liveState: async () => {
        game.reads++;
        return game.stored;
      },
    },
    () => undefined,
    new CallTicker(TICK),
  );
  return { feed, game };
}

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

describe('presence', () => {
  it('tells its source the game is watched at each call while it runs, and when its last screen left', async () => {
    vi.useFakeTimers({ now: T0 + 1010, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const told: string[] = [];
    const feed = new GameFeed(
      'g',
      quietBus,
      {
        liveState: async () => playingSince(T0 + 1_000, 'g'),
        watching: (id, callSpeedMs) => told.push(`watching ${id} ${callSpeedMs}`),
        left: (id, ended) => told.push(`left ${id} ${ended}`),
      },
      () => undefined,
      new CallTicker(TICK),
    );
    const first = feed.join();
    const second = feed.join();
    await vi.advanceTimersByTimeAsync(3 * SPEED);
    expect(told.length).toBeGreaterThanOrEqual(3);
    expect(new Set(told)).toEqual(new Set([`watching g ${SPEED}`]));
    told.length = 0;
    await first.return();
    expect(told).toEqual([]);
    await second.return();
    expect(told).toEqual(['left g false']);
  });
});

describe('clock messages', () => {
  it('a PAUSE or END that follows the feed’s clock is applied without a read; one after a gap is read', async () => {
    vi.useFakeTimers({ now: T0 + 1010, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { bus, tell } = localBus();
    const { feed, game } = readCountingFeed(bus, playingSince(T0 + 1_000, 'g'));
    const seen: string[] = [];
    const queue = feed.join();
    const done = (async () => {
      for await (const event of queue) seen.push(event.kind === 'ENDED' ? `ENDED ${event.seed}` : event.kind);
    })();
    await vi.advanceTimersByTimeAsync(SPEED + 100); // two calls out
    expect(game.reads).toBe(1);

    // The operator paused: the message follows the clock the feed has (last event 2).
    const pausedAt = Date.now();
    game.stored = {
      ...game.stored,
      events: [...game.stored.events, { kind: 'PAUSE', at: pausedAt }],
      lastEventId: '3',
    };
    tell({ topic: 'game:g', kind: 'PAUSE', data: { prev: '2', id: '3', at: pausedAt } });
    await vi.advanceTimersByTimeAsync(2 * SPEED); // paused: no call is due
    expect(game.reads).toBe(1);
    expect(seen.filter((kind) => kind === 'CALL')).toHaveLength(2);
    expect(seen.at(-1)).toBe('PAUSED');

    // A PLAY after an event this feed never heard of (id 4 missed): read again.
    const playAt = Date.now();
    game.stored = {
      ...game.stored,
      events: [
        ...game.stored.events,
        { kind: 'PLAY', at: playAt - 10 },
        { kind: 'PAUSE', at: playAt - 5 },
        { kind: 'PLAY', at: playAt },
      ],
      lastEventId: '6',
    };
    tell({ topic: 'game:g', kind: 'PLAY', data: { prev: '5', id: '6', at: playAt } });
    await vi.advanceTimersByTimeAsync(10);
    expect(game.reads).toBe(2);
    // The same PLAY heard again (already read): nothing changes, nothing is read.
    tell({ topic: 'game:g', kind: 'PLAY', data: { prev: '5', id: '6', at: playAt } });
    await vi.advanceTimersByTimeAsync(10);
    expect(game.reads).toBe(2);

    // The END follows the clock: the screens are told the seed and their stream ends, no read.
    const endAt = Date.now();
    tell({ topic: 'game:g', kind: 'END', data: { prev: '6', id: '7', at: endAt, seed: 'the-seed' } });
    await vi.advanceTimersByTimeAsync(10);
    await done;
    expect(game.reads).toBe(2);
    expect(seen.at(-1)).toBe('ENDED the-seed');
  });

  it('a clock message without ids reads the game', async () => {
    const { bus, tell } = localBus();
    let reads = 0;
    const feed = new GameFeed(
      'g',
      bus,
      {
        liveState: async () => {
          reads++;
          return playingSince(Date.now() - 1_000_000, 'g');
        },
      },
      () => undefined,
      new CallTicker(TICK),
    );
    const queue = feed.join();
    void (async () => {
      for await (const _ of queue);
    })();
    await vi.waitFor(() => expect(reads).toBe(1));
    tell({ topic: 'game:g', kind: 'END' });
    await vi.waitFor(() => expect(reads).toBe(2));
  });
});

describe('a screen whose check reads the game (a host’s own screen)', () => {
  it('takes the state its check read (no read of its own), and a clock message heard meanwhile wins', async () => {
    vi.useFakeTimers({ now: T0 + 1010, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { bus, tell } = localBus();
    const { feed, game } = readCountingFeed(bus, playingSince(T0 + 1_000, 'g'));
    const seen: string[] = [];
    const first = await feed.joinAfter(async () => ({ notices: false, state: game.stored }));
    void (async () => {
      for await (const event of first) seen.push(event.kind);
    })();
    await vi.advanceTimersByTimeAsync(SPEED + 100); // two calls out
    expect(game.reads).toBe(0);
    expect(seen).toEqual(['CALL', 'RESUMED', 'CALL']);

    // A second screen's check read the game, then the operator paused before it joined: the
    // feed heard the PAUSE (it listens all along) and keeps it over the older read.
    const readBefore = game.stored;
    const pausedAt = Date.now();
    game.stored = {
      ...game.stored,
      events: [...game.stored.events, { kind: 'PAUSE', at: pausedAt }],
      lastEventId: '3',
    };
    const second = await feed.joinAfter(async () => {
      tell({ topic: 'game:g', kind: 'PAUSE', data: { prev: '2', id: '3', at: pausedAt } });
      return { notices: false, state: readBefore };
    });
    const secondSeen: string[] = [];
    void (async () => {
      for await (const event of second) secondSeen.push(event.kind);
    })();
    await vi.advanceTimersByTimeAsync(2 * SPEED);
    expect(game.reads).toBe(0);
    expect(seen).toEqual(['CALL', 'RESUMED', 'CALL', 'PAUSED']);
    expect(secondSeen).toEqual(['CALL', 'CALL', 'PAUSED']);
  });

  it('a refused check leaves nothing listening, and is not a screen leaving', async () => {
    const { bus, listeners } = localBus();
    const told: string[] = [];
    let disposed = 0;
    const feed = new GameFeed(
      'g',
      bus,
      { liveState: async () => playingSince(T0, 'g'), left: (id) => told.push(`left ${id}`) },
      () => disposed++,
      new CallTicker(TICK),
    );
    expect(listeners.size).toBe(1);
    await expect(
      feed.joinAfter(async () => {
        throw new Error('NOT_FOUND');
      }),
    ).rejects.toThrow('NOT_FOUND');
    expect(listeners.size).toBe(0);
    expect(disposed).toBe(1);
    expect(told).toEqual([]);
  });
});
