import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_CARD_SET_SEEDS, cardSetChecksum, generateCardSet } from '@bingo/core';
import { CardSetSchema } from './card-set.entity';
import { CardSchema } from './card.entity';

export const DEFAULT_CARD_SETS = [
  { id: 1, name: 'Cartella 1', seed: DEFAULT_CARD_SET_SEEDS[1] },
  { id: 2, name: 'Cartella 2', seed: DEFAULT_CARD_SET_SEEDS[2] },
] as const;

/**
 * Stores "Cartella 1" and "Cartella 2" when missing. They are generated from fixed seeds, so
 * every installation prints and judges exactly the same cards.
 */
export async function ensureDefaultCardSets(em: EntityManager): Promise<void> {
  for (const set of DEFAULT_CARD_SETS) {
    if (await em.count(CardSetSchema, { id: set.id })) continue;
    const cards = generateCardSet(set.seed, 100);
    await em.transactional(async (tx) => {
      const cardSet = tx.create(CardSetSchema, {
        id: set.id,
        name: set.name,
        seed: set.seed,
        checksum: cardSetChecksum(cards),
      });
      for (const card of cards) {
        tx.create(CardSchema, { cardSet, paletteNumber: card.paletteNumber, numbers: card.numbers });
      }
    });
  }
}
