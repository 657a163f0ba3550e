import type { CardsQuery } from '../../gql/graphql';
import { read, write } from '../../shared/device-storage';

/**
 * The host's card set kept on this device (spec 000 §3: cards are cached locally), so print and
 * the gallery open without the network. Each answer from the server replaces the copy, so a
 * changed card set (a new set, a re-imported one) reaches the device on the next online visit.
 * One copy per signed-in username: two hosts on one machine do not see each other's cards.
 */
export type StoredCard = CardsQuery['cards'][number];

const keyOf = (username: string) => `cards.${username}`;

export function storeCards(username: string | null, cards: readonly StoredCard[]): void {
  if (username) write(keyOf(username), JSON.stringify(cards));
}

/** The stored copy, or null when there is none or it is not a card list. */
export function storedCards(username: string | null): StoredCard[] | null {
  if (!username) return null;
  try {
    const cards: unknown = JSON.parse(read(keyOf(username)) ?? 'null');
    if (!Array.isArray(cards) || !cards.every(isCard)) return null;
    return cards as StoredCard[];
  } catch {
    return null;
  }
}

function isCard(c: unknown): boolean {
  const card = c as Partial<StoredCard> | null;
  return (
    typeof card?.paletteNumber === 'number' &&
    (['B', 'I', 'N', 'G', 'O'] as const).every((k) => Array.isArray(card.numbers?.[k]))
  );
}
