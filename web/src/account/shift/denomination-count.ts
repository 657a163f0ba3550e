import { countedSantim, TILL_DENOMINATIONS_BIRR, type DenominationCount } from '@bingo/core';

/** What the operator typed per denomination, as text (a field may be empty). */
export type CountFields = Record<number, string>;

export const emptyCount = (): CountFields => Object.fromEntries(TILL_DENOMINATIONS_BIRR.map((b) => [b, '']));

/** Whole numbers only: anything but digits is dropped as it is typed (no sign, no decimal point). */
export const wholeOnly = (text: string): string =>
  text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);

/** The count the server takes: every denomination, an empty field counting 0. */
export function countLines(fields: CountFields): DenominationCount[] {
  return TILL_DENOMINATIONS_BIRR.map((birr) => ({ birr, count: Number(fields[birr] || 0) }));
}

/** The live total in santim. */
export const fieldsSantim = (fields: CountFields): number => countedSantim(countLines(fields));
