import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Card as CardNumbers } from '@bingo/core';
import { CardSetSchema } from './card-set.entity';

export const CardSchema = defineEntity({
  name: 'Card',
  tableName: 'card',
  uniques: [{ properties: ['cardSet', 'paletteNumber'] }],
  properties: {
    id: p.integer().primary(),
    cardSet: () => p.manyToOne(CardSetSchema),
    paletteNumber: p.integer(),
    numbers: p.json<CardNumbers['numbers']>(),
  },
});

export type Card = InferEntity<typeof CardSchema>;
