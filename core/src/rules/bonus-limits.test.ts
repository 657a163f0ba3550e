import { describe, expect, it } from 'vitest';
import { RuleError } from '../rule-errors';
import {
  bonusConfigOverLimit,
  capBonuses,
  DEFAULT_BONUS_LIMITS,
  gameBonusCap,
  validateBonusLimits,
} from './bonus-limits';

const LIMITS = { maxPerGameSantim: 100_000, maxShareBp: 5_000, maxPerDaySantim: 150_000 };

describe('bonus limits', () => {
  it("the finding's game: a 1,000,000 Birr fixed bonus is over the default; 10 cards at 100 Birr cap at 500 Birr", () => {
    expect(bonusConfigOverLimit(DEFAULT_BONUS_LIMITS, { bonusType: 'fixed', value: 100_000_000 })).toMatch(
      /above the limit: the platform's limit is 1,000 Birr of bonus per game/,
    );
    expect(gameBonusCap(DEFAULT_BONUS_LIMITS, 100_000, 0)).toBe(50_000);
  });

  it('the cap is the least of per game, share of the stakes, and what the day leaves (never below 0)', () => {
    expect(gameBonusCap(LIMITS, 1_000_000, 0)).toBe(100_000);
    expect(gameBonusCap(LIMITS, 10_000, 0)).toBe(5_000);
    expect(gameBonusCap(LIMITS, 1_000_000, 120_000)).toBe(30_000);
    expect(gameBonusCap(LIMITS, 1_000_000, 200_000)).toBe(0);
  });

  it('capBonuses lowers later bonuses first and never raises one', () => {
    expect(capBonuses([3_000, 4_000, 5_000], 6_000)).toEqual([3_000, 3_000, 0]);
    expect(capBonuses([1_000], 6_000)).toEqual([1_000]);
    expect(capBonuses([1_000], -5)).toEqual([0]);
  });

  it('checks each stored configuration field against its limit', () => {
    expect(bonusConfigOverLimit(LIMITS, { bonusType: 'fixed', value: 100_000 })).toBeNull();
    expect(bonusConfigOverLimit(LIMITS, { bonusType: 'percentage', value: 5_000 })).toBeNull();
    expect(bonusConfigOverLimit(LIMITS, { bonusType: 'percentage', value: 5_001 })).toMatch(/50\.01% of the payout/);
    expect(bonusConfigOverLimit(LIMITS, { bonusType: 'multiplier', value: 16_000 })).toMatch(/60% of the payout/);
    expect(bonusConfigOverLimit(LIMITS, { bonusType: 'fixed', value: 1, maxBonusAmount: 100_001 })).toMatch(
      /^maxBonusAmount of 1,000.01 Birr/,
    );
    expect(bonusConfigOverLimit(LIMITS, { bonusType: 'fixed', value: 1, dailyBonusLimit: 150_001 })).toMatch(
      /1,500 Birr of bonus per day/,
    );
  });

  it('validates what the super admin enters', () => {
    expect(validateBonusLimits(LIMITS)).toEqual(LIMITS);
    for (const bad of [
      { ...LIMITS, maxShareBp: 10_001 },
      { ...LIMITS, maxPerGameSantim: -1 },
      { ...LIMITS, maxPerGameSantim: 1.5 },
      { ...LIMITS, maxPerDaySantim: 99_999 },
    ])
      expect(() => validateBonusLimits(bad)).toThrow(RuleError);
  });
});
