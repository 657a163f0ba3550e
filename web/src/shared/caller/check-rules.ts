/** Seed 000 sections 5 and 8: a card check is refused before asking the server when... */
export const NOT_A_PLAYER = 'Card is not in the list of players. Please check the card number and try again.';
export const CARD_LOCKED = 'This card has been locked.';
export const ALREADY_CHECKED = 'This card has already been checked';

/**
 * ...it is not among the playing cards, is locked (a losing check), or was already checked.
 * Answers the seed's message, or null when the server should judge it.
 */
export function precheckCard(
  cardNumber: number,
  playing: readonly number[],
  judged: ReadonlyMap<number, 'WON' | 'LOST'>,
  checkedNow: readonly number[],
): string | null {
  if (!playing.includes(cardNumber)) return NOT_A_PLAYER;
  if (judged.get(cardNumber) === 'LOST') return CARD_LOCKED;
  if (judged.get(cardNumber) === 'WON' || checkedNow.includes(cardNumber)) return ALREADY_CHECKED;
  return null;
}
