import { useCards } from './operations';
import { usePrintedCards } from './printed-cards.operations';

/**
 * Mounted on a host's signed-in screens a moment after they open: fetches the card set once per
 * page load, so the copy kept on the device (card-store.ts) is fresh for print and the gallery
 * even when the host never opened them online; the printed cards' check codes too.
 */
export function CardsKeeper() {
  useCards();
  usePrintedCards();
  return null;
}
