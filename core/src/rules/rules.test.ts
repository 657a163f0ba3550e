import { describe, expect, it } from 'vitest';
import { callSpeedsFor, GAME_TYPES, isBetAllowed, minCardsFor, tooFewCardsMessage } from './game-rules';
import { speedForVoice, speedLocked } from './voice';
import {
  BONUS_GAME_TYPES,
  bonusValueMessage,
  isBonusValueAllowed,
  TRIGGER_TYPES,
  triggerTypeName,
  triggerTypeOf,
} from './bonus-config';
import { isRandomGap } from './schedule';

describe('start rules', () => {
  it('needs 3 cards, 2 for multiplierBingo, and says so', () => {
    expect(minCardsFor('regular')).toBe(3);
    expect(minCardsFor('multiplierBingo')).toBe(2);
    expect(tooFewCardsMessage('house')).toBe('Select at least 3 cards to start a house game');
  });
  it('offers the call speeds per game type', () => {
    expect(callSpeedsFor('free')).toEqual([3000, 5000, 10000]);
    expect(callSpeedsFor('multiplierBingo')).toEqual([5000, 6000, 7000, 10000, 15000]);
  });
  it('accepts bets from 10 Birr', () => {
    expect(isBetAllowed(9.99)).toBe(false);
    expect(isBetAllowed(10)).toBe(true);
    expect(isBetAllowed(Number.NaN)).toBe(false);
  });
  it('bonus game types are the game types and all', () => {
    expect(BONUS_GAME_TYPES).toEqual([...GAME_TYPES, 'all']);
  });
});

describe('voice → speed', () => {
  it('forces 3000 ms for the fast voices', () => {
    for (const v of ['oromo', 'male1', 'tig'] as const) {
      expect(speedLocked(v)).toBe(true);
      expect(speedForVoice(v, 10000)).toBe(3000);
    }
  });
  it('keeps a valid chosen speed, else 5000', () => {
    expect(speedForVoice('male', 10000)).toBe(10000);
    expect(speedForVoice('female', 4000)).toBe(5000);
    expect(speedForVoice('none', null)).toBe(5000);
  });
});

describe('bonus values', () => {
  it('checks range and decimals per type', () => {
    expect(isBonusValueAllowed('fixed', 10.25)).toBe(true);
    expect(isBonusValueAllowed('fixed', 10.255)).toBe(false);
    expect(isBonusValueAllowed('multiplier', 0.5)).toBe(false);
    expect(isBonusValueAllowed('percentage', 1000)).toBe(true);
    expect(bonusValueMessage('multiplier')).toBe(
      'bonusValue must be from 1 to 100 with at most 4 decimals (a multiplier bonus is a factor)',
    );
  });
});

describe('trigger type names', () => {
  it('round-trip between the value and its GraphQL name', () => {
    expect(triggerTypeName('profit-threshold')).toBe('profit_threshold');
    for (const t of TRIGGER_TYPES) expect(triggerTypeOf(triggerTypeName(t))).toBe(t);
  });
});

describe('schedule', () => {
  it('knows the random gaps', () => {
    expect(isRandomGap(15)).toBe(true);
    expect(isRandomGap(20)).toBe(false);
  });
});
