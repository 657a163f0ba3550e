import { ALREADY_CHECKED, CARD_LOCKED, NOT_A_PLAYER } from '@bingo/core';

/** docs/games-and-money.md#claims: a card check is refused before asking the server when... */

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
