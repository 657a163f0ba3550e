/** What the shift lists need of a shift (the ShiftRowFields fragment). */
export interface ShiftRowLike {
  closedAt: string | null;
  differenceSantim: number | null;
  flaggedPayouts: readonly { acknowledgedAt: string | null }[];
}

/** A shift the owner should look at: a closing difference, or a payout flagged for review. */
export function hasIssue(shift: ShiftRowLike): boolean {
  return (shift.differenceSantim ?? 0) !== 0 || shift.flaggedPayouts.length > 0;
}

/** Flagged payouts of a shift not yet reviewed. */
export function awaitingReview(shift: ShiftRowLike): number {
  return shift.flaggedPayouts.filter((f) => f.acknowledgedAt === null).length;
}

/** A difference's colour: short red, over orange, even (or open) plain. */
export function differenceColor(santim: number | null): string | undefined {
  if (santim === null || santim === 0) return undefined;
  return santim < 0 ? 'red' : 'orange';
}

/** A receipt's paper: 58 or 80 mm (anything else: 80). */
export function paperWidth(value: string | null): 58 | 80 {
  return value === '58' ? 58 : 80;
}

/** A receipt's language: the screen's, or both (each label in Amharic, then English). */
export type ReceiptLanguage = 'en' | 'am' | 'both';

export function receiptLanguage(value: string | null, screen: string): ReceiptLanguage {
  if (value === 'en' || value === 'am' || value === 'both') return value;
  return screen === 'am' ? 'am' : 'en';
}
