import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readClock, revealedCalls, type ClockEvent } from './revealed-calls';

const T0 = 1_700_000_000_000;
const SPEED = 5000;
const at = (ms: number) => T0 + ms;

describe('the game clock', () => {
  it('reveals nothing while the game waits for play', () => {
    const events: ClockEvent[] = [{ kind: 'START', at: at(0) }];
    expect(readClock(events, SPEED, at(60_000))).toEqual({
      revealed: 0,
      running: false,
      ended: false,
      nextCallAt: null,
    });
  });

  it('reveals the first call when play is pressed, then one per callSpeed of running time', () => {
    const events: ClockEvent[] = [
      { kind: 'START', at: at(0) },
      { kind: 'PLAY', at: at(1000) },
    ];
    expect(revealedCalls(events, SPEED, at(999))).toBe(0);
    expect(readClock(events, SPEED, at(1000))).toEqual({
      revealed: 1,
      running: true,
      ended: false,
      nextCallAt: at(6000),
    });
    expect(revealedCalls(events, SPEED, at(5999))).toBe(1);
    expect(revealedCalls(events, SPEED, at(6000))).toBe(2);
    expect(revealedCalls(events, SPEED, at(1000 + 74 * SPEED))).toBe(75);
    expect(readClock(events, SPEED, at(1000 + 500 * SPEED))).toMatchObject({ revealed: 75, nextCallAt: null });
  });

  it('does not count paused time, and resumes where the interval stood', () => {
    const events: ClockEvent[] = [
      { kind: 'START', at: at(0) },
      { kind: 'PLAY', at: at(0) },
      { kind: 'PAUSE', at: at(7500) }, // 2 calls out, half an interval run
      { kind: 'PLAY', at: at(100_000) },
    ];
    expect(readClock(events, SPEED, at(99_999))).toEqual({
      revealed: 2,
      running: false,
      ended: false,
      nextCallAt: null,
    });
    expect(readClock(events, SPEED, at(100_000))).toEqual({
      revealed: 2,
      running: true,
      ended: false,
      nextCallAt: at(102_500),
    });
    expect(revealedCalls(events, SPEED, at(102_500))).toBe(3);
  });

  it('freezes at the end', () => {
    const events: ClockEvent[] = [
      { kind: 'START', at: at(0) },
      { kind: 'PLAY', at: at(0) },
      { kind: 'END', at: at(12_000) },
    ];
    expect(readClock(events, SPEED, at(1_000_000))).toEqual({
      revealed: 3,
      running: false,
      ended: true,
      nextCallAt: null,
    });
  });

  it('ignores a second play while running and a pause while paused', () => {
    const plain: ClockEvent[] = [
      { kind: 'START', at: at(0) },
      { kind: 'PLAY', at: at(0) },
    ];
    const noisy: ClockEvent[] = [
      { kind: 'START', at: at(0) },
      { kind: 'PAUSE', at: at(0) },
      { kind: 'PLAY', at: at(0) },
      { kind: 'PLAY', at: at(3000) },
    ];
    expect(revealedCalls(noisy, SPEED, at(20_000))).toBe(revealedCalls(plain, SPEED, at(20_000)));
  });

  it('never goes back in time, never passes 75, and never reveals while paused (any event history)', () => {
    const history = fc.array(
      fc.record({ kind: fc.constantFrom('PLAY' as const, 'PAUSE' as const), gap: fc.integer({ min: 0, max: 20_000 }) }),
      {
        maxLength: 30,
      },
    );
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        (steps, a, b) => {
          let t = T0;
          const events: ClockEvent[] = [{ kind: 'START', at: t }];
          for (const s of steps) events.push({ kind: s.kind, at: (t += s.gap) });
          const [early, late] = a <= b ? [a, b] : [b, a];
          const r1 = readClock(events, SPEED, T0 + early);
          const r2 = readClock(events, SPEED, T0 + late);
          expect(r1.revealed).toBeLessThanOrEqual(r2.revealed);
          expect(r2.revealed).toBeLessThanOrEqual(75);
          // After the last event, a paused clock stands still.
          const last = events[events.length - 1]!.at;
          const atLast = readClock(events, SPEED, Math.max(last, T0 + early));
          if (!atLast.running)
            expect(readClock(events, SPEED, Math.max(last, T0 + early) + 999_999).revealed).toBe(atLast.revealed);
          // When running, the next call arrives exactly at nextCallAt.
          if (atLast.running && atLast.nextCallAt !== null) {
            expect(revealedCalls(events, SPEED, atLast.nextCallAt - 1)).toBe(atLast.revealed);
            expect(revealedCalls(events, SPEED, atLast.nextCallAt)).toBe(atLast.revealed + 1);
          }
        },
      ),
    );
  });

  it('refuses a call speed that is not a positive whole number', () => {
    expect(() => readClock([], 0, T0)).toThrow(/call speed/);
    expect(() => readClock([], 2.5, T0)).toThrow(/call speed/);
  });
});
