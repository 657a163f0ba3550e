import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import { bonusAmount } from './bonus-amount';

describe('bonusAmount', () => {
  it('computes fixed, percentage and multiplier amounts, rounding down', () => {
    expect(bonusAmount({ type: 'fixed', amount: 5000 }, { basePayout: 16_000 })).toEqual({
      amount: 5000,
      uncapped: 5000,
      cappedBy: null,
    });
    expect(bonusAmount({ type: 'percentage', percent: 12.5 }, { basePayout: 16_000 }).amount).toBe(2000);
    expect(bonusAmount({ type: 'percentage', percent: 10 }, { basePayout: 999 }).amount).toBe(99);
    expect(bonusAmount({ type: 'multiplier', factor: 2 }, { basePayout: 16_000 }).amount).toBe(16_000);
    expect(bonusAmount({ type: 'multiplier', factor: 1.5 }, { basePayout: 16_001 }).amount).toBe(8000);
    expect(bonusAmount({ type: 'multiplier', factor: 1 }, { basePayout: 16_000 }).amount).toBe(0);
  });

  it('applies min, max, daily limit and pool, ceilings winning over the minimum', () => {
    const rule = { type: 'percentage' as const, percent: 10, minAmount: 1000, maxAmount: 3000 };
    expect(bonusAmount(rule, { basePayout: 5000 })).toEqual({ amount: 1000, uncapped: 500, cappedBy: 'min' });
    expect(bonusAmount(rule, { basePayout: 50_000 })).toEqual({ amount: 3000, uncapped: 5000, cappedBy: 'max' });
    expect(bonusAmount({ ...rule, dailyLimit: 10_000 }, { basePayout: 50_000, paidToday: 8500 })).toMatchObject({
      amount: 1500,
      cappedBy: 'dailyLimit',
    });
    expect(bonusAmount({ ...rule, dailyLimit: 10_000 }, { basePayout: 50_000, paidToday: 12_000 })).toMatchObject({
      amount: 0,
      cappedBy: 'dailyLimit',
    });
    expect(bonusAmount(rule, { basePayout: 50_000, poolRemaining: 700 })).toMatchObject({
      amount: 700,
      cappedBy: 'pool',
    });
    expect(bonusAmount(rule, { basePayout: 20_000, poolRemaining: null })).toEqual({
      amount: 2000,
      uncapped: 2000,
      cappedBy: null,
    });
  });

  it('rejects bad values', () => {
    expectRuleError(
      () => bonusAmount({ type: 'fixed', amount: -1 }, { basePayout: 100 }),
      'INVALID_AMOUNT',
      'Fixed bonus',
    );
    expectRuleError(() => bonusAmount({ type: 'fixed', amount: 10.5 }, { basePayout: 100 }), 'INVALID_AMOUNT');
    expectRuleError(() => bonusAmount({ type: 'percentage', percent: -5 }, { basePayout: 100 }), 'INVALID_BONUS');
    expectRuleError(() => bonusAmount({ type: 'percentage', percent: 1.234 }, { basePayout: 100 }), 'INVALID_BONUS');
    expectRuleError(() => bonusAmount({ type: 'multiplier', factor: 0.5 }, { basePayout: 100 }), 'INVALID_BONUS');
    expectRuleError(() => bonusAmount({ type: 'jackpot' } as never, { basePayout: 100 }), 'INVALID_BONUS', 'jackpot');
    expectRuleError(
      () => bonusAmount({ type: 'fixed', amount: 1, minAmount: 5, maxAmount: 4 }, { basePayout: 100 }),
      'INVALID_BONUS',
    );
    expectRuleError(
      () => bonusAmount({ type: 'fixed', amount: 1 }, { basePayout: -100 }),
      'INVALID_AMOUNT',
      'Base payout',
    );
  });
});
