import { describe, expect, it } from 'vitest';
import { applyGameEvent, type LiveClock, type PushedGameEvent } from './live-clock';

const T = Date.UTC(2026, 10, 24, 10, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const start: LiveClock = {
  calledNumbers: [],
  callsRevealed: 0,
  paused: true,
  nextCallAt: null,
  offsetMs: 0,
  serverTime: T,
};

const run = (clock: LiveClock, events: PushedGameEvent[]) => events.reduce(applyGameEvent, clock);
const call = (index: number, number: string, at: number, next: number | null): PushedGameEvent => ({
  kind: 'CALL',
  index,
  number,
  at: iso(at),
  nextCallAt: next === null ? null : iso(next),
});

describe('the caller clock fed by pushed events', () => {
  it('shows calls in order, counts down to the next, pauses and resumes', () => {
    let clock = run(start, [
      call(1, 'B5', T + 1000, T + 4000),
      { kind: 'RESUMED', at: iso(T + 1000), nextCallAt: iso(T + 4000) },
    ]);
    expect(clock).toMatchObject({ calledNumbers: ['B5'], callsRevealed: 1, paused: false, nextCallAt: T + 4000 });
    clock = run(clock, [call(2, 'N40', T + 4000, T + 7000), { kind: 'PAUSED', at: iso(T + 5000), nextCallAt: null }]);
    expect(clock).toMatchObject({ calledNumbers: ['B5', 'N40'], paused: true, nextCallAt: null });
    clock = run(clock, [{ kind: 'RESUMED', at: iso(T + 9000), nextCallAt: iso(T + 11_000) }]);
    expect(clock).toMatchObject({ paused: false, nextCallAt: T + 11_000 });
  });

  it('a reconnect’s catch-up repeats nothing, and a call out of order is ignored', () => {
    const clock = run(start, [call(1, 'B5', T, T + 3000), call(2, 'I20', T + 3000, T + 6000)]);
    const again = run(clock, [
      call(1, 'B5', T, T + 9000),
      call(2, 'I20', T + 3000, T + 9000),
      call(3, 'G50', T + 6000, T + 9000),
    ]);
    expect(again.calledNumbers).toEqual(['B5', 'I20', 'G50']);
    expect(run(clock, [call(5, 'O70', T + 12_000, null)]).calledNumbers).toEqual(['B5', 'I20']);
  });

  it('stops at the end', () => {
    const clock = run(start, [call(1, 'B5', T, T + 3000), { kind: 'ENDED', at: iso(T + 2000) }]);
    expect(clock).toMatchObject({ paused: true, nextCallAt: null, callsRevealed: 1 });
  });
});
