import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** "Cartella 1", "Cartella 2", or a hall's imported set. `number` is what hosts see as `api` v1/v2. */
export const CardSetSchema = defineEntity({
  name: 'CardSet',
  tableName: 'card_set',
  properties: {
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(64),
    /** SHA-256 of the canonical card data, printed on card sheets to match them to the store. */
    checksum: p.string().length(64),
    /** The generator seed for generated sets; null for imported ones. */
    seed: p.string().length(128).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type CardSet = InferEntity<typeof CardSetSchema>;
