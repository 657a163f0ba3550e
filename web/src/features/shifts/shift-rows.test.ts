import { describe, expect, it } from 'vitest';
import { awaitingReview, differenceColor, hasIssue, paperWidth, receiptLanguage } from './shift-rows';

const shift = (differenceSantim: number | null, flags: (string | null)[] = []) => ({
  closedAt: differenceSantim === null ? null : '2026-11-28T10:00:00Z',
  differenceSantim,
  flaggedPayouts: flags.map((acknowledgedAt) => ({ acknowledgedAt })),
});

describe('shift rows', () => {
  it('a difference or a flagged payout is an issue; an even or open shift without flags is not', () => {
    expect(hasIssue(shift(0))).toBe(false);
    expect(hasIssue(shift(null))).toBe(false);
    expect(hasIssue(shift(-200))).toBe(true);
    expect(hasIssue(shift(0, ['2026-11-28T11:00:00Z']))).toBe(true);
    expect(awaitingReview(shift(0, [null, '2026-11-28T11:00:00Z', null]))).toBe(2);
  });

  it('short is red, over is orange, even is plain', () => {
    expect(differenceColor(-1)).toBe('red');
    expect(differenceColor(1)).toBe('orange');
    expect(differenceColor(0)).toBeUndefined();
    expect(differenceColor(null)).toBeUndefined();
  });

  it('receipt paper and language from the address, defaults 80 mm and the screen language', () => {
    expect(paperWidth('58')).toBe(58);
    expect(paperWidth('57')).toBe(80);
    expect(paperWidth(null)).toBe(80);
    expect(receiptLanguage(null, 'am')).toBe('am');
    expect(receiptLanguage('both', 'am')).toBe('both');
    expect(receiptLanguage('fr', 'en')).toBe('en');
  });
});
