import { describe, expect, it, vi } from 'vitest';
import { sanitizeCardNumberInput, submitCardNumber, toggleCard } from '../../game/cards/card-number-box';
import { loadPatterns, nextPatternSelection } from './pattern-selection';
import { canStartGame, startBlockReason } from './start-rules';
import { loadVoiceAndSpeed, speedForVoice, speedLocked } from '../../game/voices/voice-speed';

describe('Start Game enabling (docs/screens.md#dashboard-rules)', () => {
  const ok = { bet: '20', speedMs: 5000, selectedCount: 3, submitting: false };
  it('is enabled with a bet of at least 10, a speed, 3 cards and nothing pending', () => {
    expect(canStartGame(ok)).toBe(true);
    expect(canStartGame({ ...ok, bet: '10' })).toBe(true);
    expect(startBlockReason(ok)).toBeNull();
  });
  it('is disabled for an empty or low bet, no speed, fewer than 3 cards, or while submitting', () => {
    expect(canStartGame({ ...ok, bet: '' })).toBe(false);
    expect(canStartGame({ ...ok, bet: '  ' })).toBe(false);
    expect(canStartGame({ ...ok, bet: '9' })).toBe(false);
    expect(canStartGame({ ...ok, bet: 'abc' })).toBe(false);
    expect(canStartGame({ ...ok, speedMs: null })).toBe(false);
    expect(canStartGame({ ...ok, selectedCount: 2 })).toBe(false);
    expect(canStartGame({ ...ok, submitting: true })).toBe(false);
    expect(startBlockReason({ ...ok, bet: '5' })).toBe('dashboard.hint.bet');
    expect(startBlockReason({ ...ok, selectedCount: 0 })).toBe('dashboard.hint.cards');
  });
});

describe('typed card-number box', () => {
  it('keeps digits only, at most 3', () => {
    expect(sanitizeCardNumberInput('a1b2')).toBe('12');
    expect(sanitizeCardNumberInput('12345')).toBe('123');
    expect(sanitizeCardNumberInput('-7.5')).toBe('75');
  });
  it('Enter adds 1-100 when absent and always clears the box', () => {
    expect(submitCardNumber('7', [1, 2])).toEqual({ selection: [1, 2, 7], value: '' });
    expect(submitCardNumber('100', [])).toEqual({ selection: [100], value: '' });
    const same = [1, 7];
    expect(submitCardNumber('7', same).selection).toBe(same);
    expect(submitCardNumber('0', same)).toEqual({ selection: same, value: '' });
    expect(submitCardNumber('101', same)).toEqual({ selection: same, value: '' });
    expect(submitCardNumber('', same)).toEqual({ selection: same, value: '' });
  });
  it('a grid click toggles', () => {
    expect(toggleCard([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleCard([1, 2, 3], 2)).toEqual([1, 3]);
  });
});

describe('pattern selection', () => {
  it('All resets to only any', () => {
    expect(nextPatternSelection(['rows', 'corners'], ['rows', 'corners', 'all'])).toEqual(['any']);
  });
  it('another pattern while any is set replaces it', () => {
    expect(nextPatternSelection(['any'], ['any', 'rows'])).toEqual(['rows']);
    expect(nextPatternSelection(['rows'], ['rows', 'fullCard'])).toEqual(['rows', 'fullCard']);
  });
  it('choosing any while others are set resets to any', () => {
    expect(nextPatternSelection(['rows'], ['rows', 'any'])).toEqual(['any']);
  });
  it('deselecting everything returns to any', () => {
    expect(nextPatternSelection(['rows'], [])).toEqual(['any']);
    expect(nextPatternSelection(['any'], [])).toEqual(['any']);
  });
  it('the stored choice is read back; an invalid one warns and gives any', () => {
    expect(loadPatterns(JSON.stringify(['rows', 'lShape']))).toEqual(['rows', 'lShape']);
    expect(loadPatterns(null)).toEqual(['any']);
    for (const bad of ['not json', '[]', '["zigzag"]', '["tShape"]', '42']) {
      const warn = vi.fn();
      expect(loadPatterns(bad, warn)).toEqual(['any']);
      expect(warn).toHaveBeenCalledOnce();
    }
  });
});

describe('voice and speed coupling', () => {
  it('oromo, male1 and tig force 3000 ms and lock the speed', () => {
    for (const v of ['oromo', 'male1', 'tig'] as const) {
      expect(speedForVoice(v, 10000)).toBe(3000);
      expect(speedLocked(v)).toBe(true);
    }
  });
  it('other voices keep a chosen speed, else 5000', () => {
    expect(speedForVoice('male', 10000)).toBe(10000);
    expect(speedForVoice('female', null)).toBe(5000);
    expect(speedForVoice('none', 1234)).toBe(5000);
    expect(speedLocked('none')).toBe(false);
  });
  it('stored settings are made consistent', () => {
    expect(loadVoiceAndSpeed('tig', '10000')).toEqual({ voice: 'tig', speedMs: 3000 });
    expect(loadVoiceAndSpeed('nonsense', null)).toEqual({ voice: 'none', speedMs: 5000 });
    expect(loadVoiceAndSpeed('male', '3000')).toEqual({ voice: 'male', speedMs: 3000 });
  });
});
