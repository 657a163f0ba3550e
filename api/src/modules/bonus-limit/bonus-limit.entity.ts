import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema, OwnerGroupSchema } from '../account';

/**
 * The platform's bonus limits for one owner group or one host (exactly one of the two is set);
 * a host's row wins over its group's, and with neither DEFAULT_BONUS_LIMITS (core) apply
 * (docs/games-and-money.md#bonus-limits).
 */
export const BonusLimitSchema = defineEntity({
  name: 'BonusLimit',
  tableName: 'bonus_limit',
  properties: {
    id: p.integer().primary(),
    ownerGroup: () => p.manyToOne(OwnerGroupSchema).nullable().unique(),
    host: () => p.manyToOne(AccountSchema).nullable().unique(),
    maxPerGameSantim: p.bigint('number'),
    maxShareBp: p.integer(),
    maxPerDaySantim: p.bigint('number'),
    updatedAt: p.datetime(),
  },
});

export type BonusLimit = InferEntity<typeof BonusLimitSchema>;
