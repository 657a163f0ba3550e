/**
 * The platform's bonus limits (docs/games-and-money.md#bonus-limits): the most a host's bonuses
 * may pay in one game (an amount and a share of the game's stakes) and in one Addis Ababa day.
 * The super admin sets them per owner group or per host (a host's own limits win over its
 * group's); with none set, DEFAULT_BONUS_LIMITS apply. Enforced when a bonus is configured and
 * again at every game start.
 */
import { RuleError, describeValue } from '../rule-errors';
import { BASIS_POINTS, shareOf, type BasisPoints, type Santim } from '../payout/money-units';

import { refusal, refusalTextOf, type Refusal } from '../refusals/refusals';

export interface BonusLimits {
  /** The most all bonuses of one game may pay, santim. */
  maxPerGameSantim: Santim;
  /** The most all bonuses of one game may pay as a share of the game's stakes, basis points. */
  maxShareBp: BasisPoints;
  /** The most a host's bonuses may pay in one Addis Ababa day, santim. */
  maxPerDaySantim: Santim;
}

/** With no limits set: 1,000 Birr a game, 50% of the stakes, 10,000 Birr a day. */
export const DEFAULT_BONUS_LIMITS: Readonly<BonusLimits> = {
  maxPerGameSantim: 100_000,
  maxShareBp: 5_000,
  maxPerDaySantim: 1_000_000,
};

/** The super admin may set up to 100,000 Birr a game and 1,000,000 Birr a day. */
export const MAX_BONUS_LIMIT_PER_GAME_SANTIM: Santim = 10_000_000;
export const MAX_BONUS_LIMIT_PER_DAY_SANTIM: Santim = 100_000_000;

export const BonusLimitScope = { GROUP: 'GROUP', HOST: 'HOST' } as const;
export type BonusLimitScope = (typeof BonusLimitScope)[keyof typeof BonusLimitScope];

function bounded(v: unknown, max: number, what: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > max)
    throw new RuleError('INVALID_BONUS', `${what} must be a whole number from 0 to ${max}, got ${describeValue(v)}.`);
  return v;
}

/** Checks limits the super admin enters; the per-day limit may not be below the per-game one. */
export function validateBonusLimits(limits: BonusLimits): BonusLimits {
  const maxPerGameSantim = bounded(limits.maxPerGameSantim, MAX_BONUS_LIMIT_PER_GAME_SANTIM, 'maxPerGameSantim');
  const maxShareBp = bounded(limits.maxShareBp, BASIS_POINTS, 'maxShareBp');
  const maxPerDaySantim = bounded(limits.maxPerDaySantim, MAX_BONUS_LIMIT_PER_DAY_SANTIM, 'maxPerDaySantim');
  if (maxPerDaySantim < maxPerGameSantim)
    throw new RuleError('INVALID_BONUS', 'maxPerDaySantim must not be below maxPerGameSantim.');
  return { maxPerGameSantim, maxShareBp, maxPerDaySantim };
}

/** The most this game's bonuses may pay together: min(per game, share of stakes, what today leaves). */
export function gameBonusCap(limits: BonusLimits, totalStakes: Santim, paidToday: Santim): Santim {
  return Math.max(
    0,
    Math.min(limits.maxPerGameSantim, shareOf(totalStakes, limits.maxShareBp), limits.maxPerDaySantim - paidToday),
  );
}

/** Lowers bonus amounts, in order, so that together they pay at most `cap`. */
export function capBonuses(amounts: readonly Santim[], cap: Santim): Santim[] {
  let left = Math.max(0, cap);
  return amounts.map((a) => {
    const paid = Math.min(a, left);
    left -= paid;
    return paid;
  });
}

const birr = (santim: Santim) => (santim / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
const percent = (bp: BasisPoints) => `${bp / 100}%`;

/**
 * A bonus configuration as stored (santim; percentage in basis points of the payout; multiplier
 * factor x 10,000), checked against the limits. The message names the limit it breaks; null when
 * within them. A percentage or multiplier pays a share of the payout, which is never above the
 * stakes, so its share is held to the per-game share.
 */
export function bonusConfigOverLimit(
  limits: BonusLimits,
  config: {
    bonusType: string;
    value: number;
    maxBonusAmount?: Santim | null;
    minBonusAmount?: Santim | null;
    dailyBonusLimit?: Santim | null;
  },
): string | null {
  return refusalTextOf(bonusConfigOverLimitRefusal(limits, config));
}

/** bonusConfigOverLimit as a refusal. */
export function bonusConfigOverLimitRefusal(
  limits: BonusLimits,
  config: {
    bonusType: string;
    value: number;
    maxBonusAmount?: Santim | null;
    minBonusAmount?: Santim | null;
    dailyBonusLimit?: Santim | null;
  },
): Refusal | null {
  const limit = birr(limits.maxPerGameSantim);
  if (config.bonusType === 'fixed' && config.value > limits.maxPerGameSantim)
    return refusal('BONUS_OVER_GAME_LIMIT', { amount: birr(config.value), limit });
  const shareBp =
    config.bonusType === 'percentage'
      ? config.value
      : config.bonusType === 'multiplier'
        ? config.value - BASIS_POINTS
        : 0;
  if (shareBp > limits.maxShareBp)
    return refusal('BONUS_OVER_SHARE_LIMIT', { share: percent(shareBp), limit: percent(limits.maxShareBp) });
  for (const [field, amount] of [
    ['maxBonusAmount', config.maxBonusAmount],
    ['minBonusAmount', config.minBonusAmount],
  ] as const)
    if (amount != null && amount > limits.maxPerGameSantim)
      return refusal('BONUS_AMOUNT_OVER_LIMIT', { field, amount: birr(amount), limit });
  if (config.dailyBonusLimit != null && config.dailyBonusLimit > limits.maxPerDaySantim)
    return refusal('BONUS_DAY_OVER_LIMIT', {
      amount: birr(config.dailyBonusLimit),
      limit: birr(limits.maxPerDaySantim),
    });
  return null;
}
