import type { PrintedCardsQuery } from '../../gql/graphql';
import { read, write } from '../../shared/device-storage';

/**
 * The check codes of the host's printed cards and its hall's name, kept on this device beside the
 * cards (card-store.ts) so print works without the network after one online visit. They are what
 * the paper shows anyway (no key: the server computes them); each server answer replaces them.
 */
export type StoredPrintedCards = PrintedCardsQuery;

const keyOf = (username: string) => `printedCards.${username}`;

export function storePrintedCards(username: string | null, data: StoredPrintedCards): void {
  if (username) write(keyOf(username), JSON.stringify(data));
}

export function storedPrintedCards(username: string | null): StoredPrintedCards | null {
  if (!username) return null;
  try {
    const data = JSON.parse(read(keyOf(username)) ?? 'null') as Partial<StoredPrintedCards> | null;
    const cards = data?.printedCards?.cards;
    if (!Array.isArray(cards) || typeof data?.hallSettings?.hallName !== 'string') return null;
    const ok = cards.every((c) => typeof c?.paletteNumber === 'number' && typeof c.check === 'string');
    return ok ? (data as StoredPrintedCards) : null;
  } catch {
    return null;
  }
}
