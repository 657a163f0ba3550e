import { describe, expect, it } from 'vitest';
import { canAddWallet, insufficientSuperWallet, registrationPrefix } from './owner-rules';

describe('owner dashboard rules', () => {
  it('enables Add from 10,000 Birr only', () => {
    expect(canAddWallet('')).toBe(false);
    expect(canAddWallet('9999')).toBe(false);
    expect(canAddWallet('9999.99')).toBe(false);
    expect(canAddWallet('10000')).toBe(true);
    expect(canAddWallet(' 25000 ')).toBe(true);
    expect(canAddWallet('abc')).toBe(false);
    expect(canAddWallet('10000', true)).toBe(false);
  });
  it('warns when the super wallet holds less than the amount', () => {
    expect(insufficientSuperWallet(10_000, 999_999)).toBe(true);
    expect(insufficientSuperWallet(10_000, 1_000_000)).toBe(false);
    expect(insufficientSuperWallet(10_000, null)).toBe(false);
  });
  it('prefills the registration username with the group prefix', () => {
    expect(registrationPrefix('hawassa', 'owner.ale')).toBe('hawassa');
    expect(registrationPrefix(undefined, 'owner.ale')).toBe('ale');
    expect(registrationPrefix(undefined, 'someone')).toBe('');
  });
});
