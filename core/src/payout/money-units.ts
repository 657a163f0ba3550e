import { RuleError, type RuleErrorCode, describeValue } from '../rule-errors';

/**
 * Money is integer santim (1 Birr = 100 santim), never a float. Rates are integer basis points
 * (10000 = 100 %), so 0.35 is 3500 and no rate arithmetic ever rounds a binary fraction.
 */
export type Santim = number;
export type BasisPoints = number;

export const SANTIM_PER_BIRR = 100;
export const BASIS_POINTS = 10_000;
export const DEFAULT_COMMISSION_RATE_BP: BasisPoints = 2000;
export const MIN_COMMISSION_RATE_BP: BasisPoints = 2000;
export const MAX_COMMISSION_RATE_BP: BasisPoints = 9000;
export const COMMISSION_RATE_STEP_BP: BasisPoints = 500;
export const DEFAULT_PLATFORM_SHARE_BP: BasisPoints = 1750;

/** Every allowed commission rate as a fraction: 0.2, 0.25, ..., 0.9 (for pickers). */
export const COMMISSION_RATE_CHOICES: readonly number[] = Array.from(
  { length: (MAX_COMMISSION_RATE_BP - MIN_COMMISSION_RATE_BP) / COMMISSION_RATE_STEP_BP + 1 },
  (_, i) => (MIN_COMMISSION_RATE_BP + i * COMMISSION_RATE_STEP_BP) / BASIS_POINTS,
);

/** A non-negative whole number of santim; throws INVALID_AMOUNT naming `what` otherwise. */
export function assertSantim(value: unknown, what = 'Amount'): Santim {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RuleError(
      'INVALID_AMOUNT',
      `${what} must be a whole, non-negative number of santim, got ${describeValue(value)}.`,
    );
  }
  return value;
}

/** A whole number of santim that may be negative (a profit can be a loss). */
export function assertSignedSantim(value: unknown, what = 'Amount'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RuleError('INVALID_AMOUNT', `${what} must be a whole number of santim, got ${describeValue(value)}.`);
  }
  return value;
}

/**
 * Birr as typed or sent (a number or decimal string, at most 2 decimals) to santim: 12.5 -> 1250.
 * Rejects negatives and sub-santim precision instead of rounding them away.
 */
export function birrToSantim(birr: unknown, what = 'Amount'): Santim {
  const scaled = decimalToScaled(birr, SANTIM_PER_BIRR);
  if (scaled === null) {
    throw new RuleError(
      'INVALID_AMOUNT',
      `${what} must be a non-negative amount of Birr with at most 2 decimals, got ${describeValue(birr)}.`,
    );
  }
  return scaled;
}

/** For display only: santim as a Birr number (may carry a float error in the last digit). */
export function santimToBirr(santim: Santim): number {
  return santim / SANTIM_PER_BIRR;
}

/**
 * x (a non-negative number or decimal string) times `scale` when that is a whole number, else null.
 * Tolerates the binary error of decimal literals (0.35 * 10000 = 3500.0000000000005).
 */
function decimalToScaled(x: unknown, scale: number): number | null {
  let v: number;
  if (typeof x === 'number') v = x;
  else if (typeof x === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(x)) v = Number(x);
  else return null;
  if (!Number.isFinite(v) || v < 0) return null;
  const scaled = Math.round(v * scale);
  if (!Number.isSafeInteger(scaled) || Math.abs(v * scale - scaled) > 1e-6 * Math.max(1, scaled)) return null;
  return scaled;
}

function parseBasisPoints(x: unknown, code: RuleErrorCode, what: string, min: number, max: number): BasisPoints {
  const bp = decimalToScaled(x, BASIS_POINTS);
  if (bp === null || bp < min || bp > max) {
    throw new RuleError(
      code,
      `${what} must be a fraction from ${min / BASIS_POINTS} to ${max / BASIS_POINTS} in whole basis points (0.0001), got ${describeValue(x)}.`,
    );
  }
  return bp;
}

/** A host's commission rate as a fraction (0.2 = 20 %): only 0.20 to 0.90 in steps of 0.05. Returns basis points. */
export function parseCommissionRate(x: unknown): BasisPoints {
  const bp = decimalToScaled(x, BASIS_POINTS);
  if (bp === null || bp < MIN_COMMISSION_RATE_BP || bp > MAX_COMMISSION_RATE_BP || bp % COMMISSION_RATE_STEP_BP !== 0) {
    throw new RuleError(
      'INVALID_RATE',
      `Commission rate must be 0.20 to 0.90 in steps of 0.05, got ${describeValue(x)}.`,
    );
  }
  return bp;
}

/** A share such as freeShare, platformShare or the jackpot accrual share: a fraction 0..1. Returns basis points. */
export function parseShare(x: unknown, what = 'Share'): BasisPoints {
  return parseBasisPoints(x, 'INVALID_RATE', what, 0, BASIS_POINTS);
}

export function basisPointsToFraction(bp: BasisPoints): number {
  return bp / BASIS_POINTS;
}

/** Checks a rate already in basis points (0..10000 whole). */
export function assertBasisPoints(bp: unknown, what = 'Rate'): BasisPoints {
  if (typeof bp !== 'number' || !Number.isSafeInteger(bp) || bp < 0 || bp > BASIS_POINTS) {
    throw new RuleError(
      'INVALID_RATE',
      `${what} must be whole basis points from 0 to ${BASIS_POINTS}, got ${describeValue(bp)}.`,
    );
  }
  return bp;
}

/**
 * floor(amount x bp / 10000), exact for any safe amount (BigInt product, no float step).
 * The ROUNDING RULE of the whole core: a share of an amount is rounded down to the santim, and the
 * remainder stays with whoever held the whole amount.
 */
export function shareOf(amount: Santim, bp: BasisPoints): Santim {
  return Number((BigInt(amount) * BigInt(bp)) / BigInt(BASIS_POINTS));
}
