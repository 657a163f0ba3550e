import { describe, expect, it } from 'vitest';
import { ActorCache } from './actor-cache';

function cache(options: Partial<{ maxAgeMs: number; maxEntries: number }> = {}) {
  const state = { now: 1_000, listening: true };
  const c = new ActorCache<string>({
    maxAgeMs: options.maxAgeMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
    listening: () => state.listening,
    now: () => state.now,
  });
  return { c, state };
}

describe('ActorCache', () => {
  it('remembers a row read when nothing changed meanwhile, and forgets it when told', () => {
    const { c } = cache();
    c.remember('a', 'row-a', c.mark());
    expect(c.get('a')).toBe('row-a');
    c.forget('a');
    expect(c.get('a')).toBeUndefined();
  });

  it('keeps no row whose read began before a change (it may predate the change)', () => {
    const { c } = cache();
    const mark = c.mark();
    c.forget('someone-else'); // any change while the read was out
    c.remember('a', 'stale?', mark);
    expect(c.get('a')).toBeUndefined();
    c.remember('a', 'fresh', c.mark());
    expect(c.get('a')).toBe('fresh');
  });

  it('forgets everything for a change to any account, and trusts nothing while changes are not heard', () => {
    const { c, state } = cache();
    c.remember('a', 'row-a', c.mark());
    c.remember('b', 'row-b', c.mark());
    c.forget();
    expect([c.get('a'), c.get('b')]).toEqual([undefined, undefined]);

    c.remember('a', 'row-a', c.mark());
    state.listening = false;
    expect(c.get('a')).toBeUndefined(); // the bus is down: a change could be missed
    c.remember('b', 'row-b', c.mark());
    state.listening = true;
    expect(c.get('b')).toBeUndefined(); // nothing was remembered while it was down
  });

  it('lets a row go after maxAgeMs (0: nothing is remembered) and holds at most maxEntries', () => {
    const { c, state } = cache({ maxAgeMs: 5_000, maxEntries: 2 });
    c.remember('a', 'row-a', c.mark());
    state.now += 4_999;
    expect(c.get('a')).toBe('row-a');
    state.now += 1;
    expect(c.get('a')).toBeUndefined();

    for (const id of ['x', 'y', 'z']) c.remember(id, `row-${id}`, c.mark());
    expect(c.size).toBe(2);
    expect(c.get('x')).toBeUndefined(); // the oldest went first
    expect(c.get('z')).toBe('row-z');

    const off = cache({ maxAgeMs: 0 }).c;
    off.remember('a', 'row-a', off.mark());
    expect(off.get('a')).toBeUndefined();
  });
});
