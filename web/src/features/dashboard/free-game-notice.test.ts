import { describe, expect, it } from 'vitest';
import { dueFreeSlot, freeShareSantim } from './free-game-notice';

const at = (iso: string) => ({ scheduledDateTime: iso });

describe('the free game announced before Start', () => {
  const now = new Date('2026-11-28T09:00:00Z');

  it('the earliest slot whose time has come, at most 60 minutes ago; none before or after', () => {
    const slots = [at('2026-11-28T09:30:00Z'), at('2026-11-28T08:45:00Z'), at('2026-11-28T08:20:00Z')];
    expect(dueFreeSlot(slots, now)).toEqual(at('2026-11-28T08:20:00Z'));
    expect(dueFreeSlot([at('2026-11-28T07:59:00Z'), at('2026-11-28T08:00:00Z')], now)).toBeNull();
    expect(dueFreeSlot([at('2026-11-28T09:00:01Z')], now)).toBeNull();
    expect(dueFreeSlot([at('2026-11-28T09:00:00Z')], now)).toEqual(at('2026-11-28T09:00:00Z'));
  });

  it('the share added to the prize is the commission on the stakes, once bet and cards are chosen', () => {
    expect(freeShareSantim(1000, 10, 0.2)).toBe(2000);
    expect(freeShareSantim(null, 10, 0.2)).toBeNull();
    expect(freeShareSantim(1000, 0, 0.2)).toBeNull();
    expect(freeShareSantim(1000, 3, null)).toBeNull();
  });
});
