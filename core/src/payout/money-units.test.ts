import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import {
  assertSantim,
  birrToSantim,
  COMMISSION_RATE_CHOICES,
  parseCommissionRate,
  parseShare,
  shareOf,
} from './money-units';

describe('parseCommissionRate', () => {
  it('accepts 0.20 to 0.90 in steps of 0.05, as numbers or decimal strings, in basis points', () => {
    const expected = [2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000];
    expect(COMMISSION_RATE_CHOICES.map(parseCommissionRate)).toEqual(expected);
    // Decimal literals as a user types them, including ones with binary float error.
    expect([0.2, 0.35, 0.55, 0.7, 0.9].map(parseCommissionRate)).toEqual([2000, 3500, 5500, 7000, 9000]);
    expect(parseCommissionRate('0.25')).toBe(2500);
    expect(parseCommissionRate(0.1 + 0.2 - 0.05)).toBe(2500);
  });

  it('rejects rates off the range or off the step', () => {
    for (const bad of [0, 0.15, 0.95, 1, 0.33, 0.225, 0.2001, -0.2, 20, '20%', '', null, Number.NaN, Infinity]) {
      expectRuleError(() => parseCommissionRate(bad), 'INVALID_RATE', 'steps of 0.05');
    }
  });
});

describe('parseShare', () => {
  it('reads fractions 0..1 into basis points', () => {
    expect(parseShare(0.175)).toBe(1750);
    expect(parseShare(0)).toBe(0);
    expect(parseShare(1)).toBe(10_000);
    expectRuleError(() => parseShare(1.01, 'Platform share'), 'INVALID_RATE', 'Platform share');
    expectRuleError(() => parseShare(0.00001), 'INVALID_RATE');
    expectRuleError(() => parseShare(-0.1), 'INVALID_RATE');
  });
});

describe('santim', () => {
  it('accepts whole non-negative santim only', () => {
    expect(assertSantim(0)).toBe(0);
    expect(assertSantim(12_345)).toBe(12_345);
    for (const bad of [-1, 0.5, 1e300, Number.NaN, '100', null])
      expectRuleError(() => assertSantim(bad, 'Bet'), 'INVALID_AMOUNT', 'Bet');
  });

  it('converts Birr with at most 2 decimals to santim exactly', () => {
    expect(birrToSantim(10)).toBe(1000);
    expect(birrToSantim(12.5)).toBe(1250);
    expect(birrToSantim(0.07)).toBe(7);
    expect(birrToSantim(1.1)).toBe(110);
    expect(birrToSantim('19.99')).toBe(1999);
    for (const bad of [-1, 0.001, 10.005, '1e3', 'ten']) expectRuleError(() => birrToSantim(bad), 'INVALID_AMOUNT');
  });

  it('takes shares rounding down, exactly, even for amounts where floats would lose digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const share = shareOf(amount, bp);
          expect(BigInt(share)).toBe((BigInt(amount) * BigInt(bp)) / 10_000n);
          expect(share).toBeLessThanOrEqual(amount);
        },
      ),
    );
    expect(shareOf(999, 2000)).toBe(199);
  });
});
