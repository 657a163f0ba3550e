import { MAX_GAME_CARDS } from '@bingo/core';
/** docs/screens.md#dashboard-rules: the typed card-number box accepts only digits, up to 3. */
export const MAX_CARD_NUMBER = MAX_GAME_CARDS;

export function sanitizeCardNumberInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 3);
}

/**
 * On Enter: a value from 1 to 100 is added to the selection if absent; the box clears either way.
 * Returns the new selection (the same array when nothing changed) and the new box value.
 */
export function submitCardNumber(
  value: string,
  selection: readonly number[],
): { selection: readonly number[]; value: string } {
  const digits = sanitizeCardNumberInput(value);
  const n = digits === '' ? NaN : Number(digits);
  if (!Number.isInteger(n) || n < 1 || n > MAX_CARD_NUMBER || selection.includes(n)) return { selection, value: '' };
  return { selection: [...selection, n], value: '' };
}

/** Click on a grid button: toggles the card in or out of the selection. */
export function toggleCard(selection: readonly number[], n: number): number[] {
  return selection.includes(n) ? selection.filter((x) => x !== n) : [...selection, n];
}
