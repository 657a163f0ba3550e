import { MAX_BIRR } from './money-limits';

/**
 * The till (docs/games-and-money.md#the-till): the drawer is counted by denomination when a shift
 * opens (the float) and when it closes. Counts are whole, non-negative numbers of notes or coins.
 */

/** Birr notes and coins a drawer is counted in, largest first. */
import { refusal, refusalTextOf, type Refusal } from '../refusals/refusals';

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
  return refusalTextOf(tillCountRefusal(counts));
}

/** tillCountProblem as a refusal. */
export function tillCountRefusal(counts: unknown): Refusal | null {
  if (!Array.isArray(counts)) return refusal('TILL_COUNT_NOT_A_LIST');
  const seen = new Set<number>();
  let total = 0;
  for (const c of counts as DenominationCount[]) {
    if (c === null || typeof c !== 'object') return refusal('TILL_COUNT_LINE');
    if (!(TILL_DENOMINATIONS_BIRR as readonly number[]).includes(c.birr))
      return refusal('TILL_NOT_A_DENOMINATION', {
        birr: String(c.birr),
        denominations: TILL_DENOMINATIONS_BIRR.join(', '),
      });
    if (seen.has(c.birr)) return refusal('TILL_COUNTED_TWICE', { birr: c.birr });
    seen.add(c.birr);
    if (!Number.isSafeInteger(c.count) || c.count < 0)
      return refusal('TILL_COUNT_NOT_WHOLE', { birr: c.birr, count: String(c.count) });
    total += c.birr * 100 * c.count;
    if (total > MAX_TILL_SANTIM) return refusal('TILL_COUNT_OVER_LIMIT', { max: MAX_BIRR.toLocaleString('en-US') });
  }
  return null;
}

/** The santim a valid count holds. */
export function countedSantim(counts: readonly DenominationCount[]): number {
  return counts.reduce((sum, c) => sum + c.birr * 100 * c.count, 0);
}

/** Why a hall's till settings are refused, or null (amounts in santim, whole, within the Birr limit). */
export function tillSettingsProblem(s: { toleranceSantim: number; payoutReviewSantim: number | null }): string | null {
  return refusalTextOf(tillSettingsRefusal(s));
}

/** tillSettingsProblem as a refusal. */
export function tillSettingsRefusal(s: { toleranceSantim: number; payoutReviewSantim: number | null }): Refusal | null {
  const ok = (v: number) => Number.isSafeInteger(v) && v >= 0 && v <= MAX_TILL_SANTIM;
  if (!ok(s.toleranceSantim)) return refusal('TILL_TOLERANCE_INVALID');
  if (s.payoutReviewSantim !== null && !ok(s.payoutReviewSantim)) return refusal('TILL_REVIEW_INVALID');
  return null;
}

/**
 * Whether a game's cash out goes to the owner's review: above the hall's threshold (none set:
 * never). Equal to it passes.
 */
export function payoutFlagged(cashOutSantim: number, reviewSantim: number | null): boolean {
  return reviewSantim !== null && cashOutSantim > reviewSantim;
}
