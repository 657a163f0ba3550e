import { RuleError, describeValue } from '../rule-errors';
import { assertSantim, BASIS_POINTS, type Santim, shareOf } from './money-units';
import { BONUS_TYPES } from '../rules/bonus-config';

/**
 * A bonus configuration's amount rule. Units differ by type, so each has its own field:
 * fixed pays `amount` santim; percentage pays `percent` % of the base payout (0.01 steps);
 * multiplier pays base x (factor - 1) (factor >= 1, 0.0001 steps).
 */
export type BonusRule = (
  { type: 'fixed'; amount: Santim } | { type: 'percentage'; percent: number } | { type: 'multiplier'; factor: number }
) & {
  minAmount?: Santim | null;
  maxAmount?: Santim | null;
  /** Most this configuration may pay in one Addis Ababa day, in santim. */
  dailyLimit?: Santim | null;
};

export interface BonusContext {
  /** The game's payout before bonuses. */
  basePayout: Santim;
  /** What this configuration already paid today (counts against dailyLimit). */
  paidToday?: Santim;
  /** What is left in the configuration's bonus pool; null or absent when it has no pool. */
  poolRemaining?: Santim | null;
}

export interface BonusResult {
  amount: Santim;
  /** The amount before any cap. */
  uncapped: Santim;
  /** The last bound that changed the amount, if any. */
  cappedBy: 'min' | 'max' | 'dailyLimit' | 'pool' | null;
}

function scaled(x: unknown, scale: number, what: string, min: number): number {
  const v = typeof x === 'number' ? Math.round(x * scale) : NaN;
  if (!Number.isSafeInteger(v) || Math.abs((x as number) * scale - v) > 1e-6 * Math.max(1, v) || v < min) {
    throw new RuleError('INVALID_BONUS', `${what}, got ${describeValue(x)}.`);
  }
  return v;
}

function optionalSantim(v: Santim | null | undefined, what: string): Santim | null {
  return v === null || v === undefined ? null : assertSantim(v, what);
}

/**
 * Bonus amount, all rounding down to the santim:
 *   fixed: amount; percentage: floor(base x percent / 100); multiplier: floor(base x (factor - 1)).
 * Then bounded, in this order: raised to minAmount, lowered to maxAmount, to what the daily limit
 * leaves (dailyLimit - paidToday, not below 0), and to the pool's remainder. Ceilings come last so a
 * bonus never exceeds the daily limit or the pool, even when that leaves it under minAmount.
 */
export function bonusAmount(rule: BonusRule, context: BonusContext): BonusResult {
  const base = assertSantim(context.basePayout, 'Base payout');
  let uncapped: Santim;
  switch (rule.type) {
    case 'fixed':
      uncapped = assertSantim(rule.amount, 'Fixed bonus amount');
      break;
    case 'percentage':
      // percent with 2 decimals = basis points of the base.
      uncapped = shareOf(
        base,
        scaled(rule.percent, 100, 'A percentage bonus is a non-negative percent with at most 2 decimals', 0),
      );
      break;
    case 'multiplier':
      uncapped = shareOf(
        base,
        scaled(
          rule.factor,
          BASIS_POINTS,
          'A multiplier bonus factor is at least 1 with at most 4 decimals',
          BASIS_POINTS,
        ) - BASIS_POINTS,
      );
      break;
    default:
      throw new RuleError(
        'INVALID_BONUS',
        `Bonus type must be one of ${BONUS_TYPES.join(', ')}, got ${describeValue((rule as { type: unknown }).type)}.`,
      );
  }
  const min = optionalSantim(rule.minAmount, 'Minimum bonus');
  const max = optionalSantim(rule.maxAmount, 'Maximum bonus');
  const daily = optionalSantim(rule.dailyLimit, 'Daily bonus limit');
  const paidToday = assertSantim(context.paidToday ?? 0, 'Bonus paid today');
  const pool = optionalSantim(context.poolRemaining, 'Bonus pool');
  if (min !== null && max !== null && min > max) {
    throw new RuleError('INVALID_BONUS', `Minimum bonus ${min} is above the maximum ${max}.`);
  }
  let amount = uncapped;
  let cappedBy: BonusResult['cappedBy'] = null;
  const bound = (ceiling: number | null, name: NonNullable<BonusResult['cappedBy']>) => {
    if (ceiling !== null && amount > ceiling) {
      amount = ceiling;
      cappedBy = name;
    }
  };
  if (min !== null && amount < min) {
    amount = min;
    cappedBy = 'min';
  }
  bound(max, 'max');
  bound(daily === null ? null : Math.max(0, daily - paidToday), 'dailyLimit');
  bound(pool, 'pool');
  return { amount, uncapped, cappedBy };
}
