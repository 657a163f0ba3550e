import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from './account.entity';

/**
 * A franchise owner's group (e.g. hawassa). Data, not code: an owner sees the hosts whose
 * username starts with one of `prefixes`, tops them up from `superAccount`, and edits their
 * commission only when `canEditCommission`.
 */
export const OwnerGroupSchema = defineEntity({
  name: 'OwnerGroup',
  tableName: 'owner_group',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(64).unique(),
    prefixes: p.json<string[]>(),
    superAccount: () => p.manyToOne(AccountSchema).nullable(),
    canEditCommission: p.boolean().default(false),
    cardSetIds: p.json<number[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type OwnerGroup = InferEntity<typeof OwnerGroupSchema>;
