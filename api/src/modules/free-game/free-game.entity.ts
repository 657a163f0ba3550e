import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../account';

export const SLOT_STATUSES = ['SCHEDULED', 'USED', 'CANCELLED', 'VOID'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/**
 * A scheduled free game. The first game the host starts within 60 minutes after
 * `scheduledAt` uses it (USED); one never used in that window is VOID ("expired/not used").
 */
export const FreeGameSlotSchema = defineEntity({
  name: 'FreeGameSlot',
  tableName: 'free_game_slot',
  indexes: [{ properties: ['host', 'status', 'scheduledAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    host: () => p.manyToOne(AccountSchema),
    scheduledAt: p.datetime(),
    status: p.enum(SLOT_STATUSES).$type<SlotStatus>(),
    usedAt: p.datetime().nullable(),
    usedInGameId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type FreeGameSlot = InferEntity<typeof FreeGameSlotSchema>;
