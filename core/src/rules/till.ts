import { MAX_BIRR } from './money-limits';

/**
 * The till (docs/games-and-money.md#the-till): the drawer is counted by denomination when a shift
 * opens (the float) and when it closes. Counts are whole, non-negative numbers of notes or coins.
 */

/** Birr notes and coins a drawer is counted in, largest first. */
export const TILL_DENOMINATIONS_BIRR = [200, 100, 50, 10, 5, 1] as const;

/** One line of a count: how many notes or coins of one denomination. */
export interface DenominationCount {
  birr: number;
  count: number;
}

/** The most a count (or a tolerance, or a review threshold) may hold: the platform's Birr limit. */
export const MAX_TILL_SANTIM = MAX_BIRR * 100;

/** Why a count is refused, or null. Each denomination at most once; the total within the Birr limit. */
export function tillCountProblem(counts: unknown): string | null {
  if (!Array.isArray(counts)) return 'A count is a list of denominations with their counts';
  const seen = new Set<number>();
  let total = 0;
  for (const c of counts as DenominationCount[]) {
    if (c === null || typeof c !== 'object') return 'Each line of a count names a denomination (birr) and a count';
    if (!(TILL_DENOMINATIONS_BIRR as readonly number[]).includes(c.birr))
      return `${String(c.birr)} Birr is not a denomination: use ${TILL_DENOMINATIONS_BIRR.join(', ')} Birr`;
    if (seen.has(c.birr)) return `${c.birr} Birr is counted twice`;
    seen.add(c.birr);
    if (!Number.isSafeInteger(c.count) || c.count < 0)
      return `The count of ${c.birr} Birr must be a whole number of 0 or more, got ${String(c.count)}`;
    total += c.birr * 100 * c.count;
    if (total > MAX_TILL_SANTIM) return `The count is above the limit of ${MAX_BIRR.toLocaleString('en-US')} Birr`;
  }
  return null;
}

/** The santim a valid count holds. */
export function countedSantim(counts: readonly DenominationCount[]): number {
  return counts.reduce((sum, c) => sum + c.birr * 100 * c.count, 0);
}

/** Why a hall's till settings are refused, or null (amounts in santim, whole, within the Birr limit). */
export function tillSettingsProblem(s: { toleranceSantim: number; payoutReviewSantim: number | null }): string | null {
  const ok = (v: number) => Number.isSafeInteger(v) && v >= 0 && v <= MAX_TILL_SANTIM;
  if (!ok(s.toleranceSantim)) return 'The shift tolerance must be a whole number of santim from 0 to the Birr limit';
  if (s.payoutReviewSantim !== null && !ok(s.payoutReviewSantim))
    return 'The payout review threshold must be a whole number of santim from 0 to the Birr limit';
  return null;
}
