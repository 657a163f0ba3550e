import { santimToBirr } from '@bingo/core';

/** "1,234 ብር": santim shown as whole Birr (docs/screens.md#everywhere). */
export function formatBirr(santim: number, { whole = true }: { whole?: boolean } = {}): string {
  const birr = santimToBirr(santim);
  const shown = whole ? Math.round(birr) : birr;
  return `${shown.toLocaleString('en-US', { maximumFractionDigits: 2 })} ብር`;
}
