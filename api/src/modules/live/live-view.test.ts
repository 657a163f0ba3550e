import { describe, expect, it } from 'vitest';
import { labelNumber } from '@bingo/core';
import type { GameLiveState } from '../game';
import { callDueAt, eventsSince, liveView, NOTHING_TOLD, type Told } from './live-view';

const T0 = 1_800_000_000_000;
const SPEED = 3000;
const order = Array.from({ length: 75 }, (_, i) => ((i * 7) % 75) + 1);

function state(events: GameLiveState['events'], extra: Partial<GameLiveState> = {}): GameLiveState {
  return {
    gameId: 'g',
    callSpeedMs: SPEED,
    events,
    lastEventId: String(events.length),
    order,
    houseWinAtCall: null,
    ended: false,
    seed: null,
    ...extra,
  };
}

/** Played, paused after the fifth call, played again. */
const PLAYED_PAUSED_PLAYED: GameLiveState['events'] = [
  { kind: 'START', at: T0 },
  { kind: 'PLAY', at: T0 + 7 },
  { kind: 'PAUSE', at: T0 + 4 * SPEED + 11 },
  { kind: 'PLAY', at: T0 + 9 * SPEED },
];

function kinds(told: Told, s: GameLiveState, now: number) {
  const { events, told: next } = eventsSince(told, liveView(s, now));
  return { list: events.map((e) => (e.kind === 'CALL' ? `CALL ${e.index} ${e.number}` : e.kind)), told: next, events };
}

describe('live view', () => {
  it('a started game is paused with no call; play reveals the first call at once, one per call speed after', () => {
    const started = state([{ kind: 'START', at: T0 }]);
    expect(kinds(NOTHING_TOLD, started, T0 + 10_000).list).toEqual(['PAUSED']);
    const playing = state([
      { kind: 'START', at: T0 },
      { kind: 'PLAY', at: T0 + 1000 },
    ]);
    // A new screen: the calls so far, then the state.
    expect(kinds(NOTHING_TOLD, playing, T0 + 1000).list).toEqual([`CALL 1 ${labelNumber(order[0]!)}`, 'RESUMED']);
    expect(kinds(NOTHING_TOLD, playing, T0 + 1000 + SPEED - 1).list).toHaveLength(2);
    const at = kinds(NOTHING_TOLD, playing, T0 + 1000 + 2 * SPEED);
    expect(at.list).toEqual([...[1, 2, 3].map((i) => `CALL ${i} ${labelNumber(order[i - 1]!)}`), 'RESUMED']);
    // Each call carries its due time, not the time it was read.
    expect(at.events.map((e) => e.at.getTime())).toEqual([
      T0 + 1000,
      T0 + 1000 + SPEED,
      T0 + 1000 + 2 * SPEED,
      T0 + 1000,
    ]);
    expect(liveView(playing, T0 + 1000 + 2 * SPEED + 5).nextCallAt).toBe(T0 + 1000 + 3 * SPEED);
    // Every event says when the next call is due, for the screens' countdown.
    expect(at.events.map((e) => e.nextCallAt?.getTime())).toEqual(Array(4).fill(T0 + 1000 + 3 * SPEED));
  });

  it('pause and resume: paused time does not count; a screen is told only what changed', () => {
    const events: GameLiveState['events'] = [
      { kind: 'START', at: T0 },
      { kind: 'PLAY', at: T0 },
      { kind: 'PAUSE', at: T0 + SPEED + 500 },
    ];
    let r = kinds(NOTHING_TOLD, state(events), T0 + 2 * SPEED);
    expect(r.list).toEqual([`CALL 1 ${labelNumber(order[0]!)}`, `CALL 2 ${labelNumber(order[1]!)}`, 'PAUSED']);
    // Nothing new while paused, however long.
    expect(kinds(r.told, state(events), T0 + 60_000).list).toEqual([]);
    const resumed = [...events, { kind: 'PLAY' as const, at: T0 + 60_000 }];
    // The third call is due 2500 ms of running time after the resume.
    expect(callDueAt(resumed, SPEED, 3)).toBe(T0 + 60_000 + SPEED - 500);
    r = kinds(r.told, state(resumed), T0 + 60_000 + 10);
    expect(r.list).toEqual(['RESUMED']);
    r = kinds(r.told, state(resumed), T0 + 60_000 + SPEED - 500);
    expect(r.list).toEqual([`CALL 3 ${labelNumber(order[2]!)}`]);
  });

  it('house win only once its call is revealed; the end with the seed last, and then nothing', () => {
    const events: GameLiveState['events'] = [
      { kind: 'START', at: T0 },
      { kind: 'PLAY', at: T0 },
    ];
    const s = state(events, { houseWinAtCall: 4 });
    let r = kinds(NOTHING_TOLD, s, T0 + 2 * SPEED);
    expect(r.list).not.toContain('HOUSE_WIN');
    expect(r.list.at(-1)).toBe('RESUMED');
    r = kinds(r.told, s, T0 + 3 * SPEED);
    expect(r.list).toEqual([`CALL 4 ${labelNumber(order[3]!)}`, 'HOUSE_WIN']);
    const ended = state([...events, { kind: 'END', at: T0 + 3 * SPEED + 100 }], {
      houseWinAtCall: 4,
      ended: true,
      seed: 'ab'.repeat(32),
    });
    r = kinds(r.told, ended, T0 + 99 * SPEED);
    expect(r.list).toEqual(['ENDED']);
    expect(r.events[0]!.seed).toBe('ab'.repeat(32));
    expect(kinds(r.told, ended, T0 + 100 * SPEED).list).toEqual([]);
  });

  it('never reveals more than the clock: at any instant, the calls sent are exactly readClock’s count', () => {
    const events = PLAYED_PAUSED_PLAYED;
    let told = NOTHING_TOLD;
    let sent = 0;
    for (let t = T0; t < T0 + 30 * SPEED; t += 137) {
      const r = kinds(told, state(events), t);
      told = r.told;
      sent += r.events.filter((e) => e.kind === 'CALL').length;
      expect(sent).toBe(liveView(state(events), t).calls.length);
      for (const e of r.events) expect(e.at.getTime()).toBeLessThanOrEqual(t);
    }
  });

  it('one state viewed tick after tick (as a feed does) shows the same calls as a fresh read at each instant, back in time too', () => {
    const events = PLAYED_PAUSED_PLAYED;
    const kept = state(events);
    const instants = [
      ...Array.from({ length: 60 }, (_, i) => T0 + i * 911),
      T0 + 3 * SPEED,
      T0 + 40 * SPEED,
      T0 + SPEED,
    ];
    for (const t of instants) {
      const fresh = liveView(state(events.map((e) => ({ ...e }))), t);
      expect(liveView(kept, t).calls).toEqual(fresh.calls);
    }
    expect(liveView(kept, T0 + 40 * SPEED).calls).toHaveLength(36);
  });
});
