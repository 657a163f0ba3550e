import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CardSetSchema } from '../card/card-set.entity';

export const ROLES = ['HOST', 'OWNER', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A person who signs in: a hall operator (HOST), a franchise owner (OWNER) or the platform
 * operator (SUPER_ADMIN). The wallet balance is a cache of the ledger sum, updated in the
 * same transaction as every ledger row.
 */
export const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'account',
  checks: [{ name: 'account_wallet_balance_check', expression: 'wallet_balance >= 0' }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    username: p.string().length(64).unique(),
    passwordHash: p.text().hidden(),
    role: p.enum(ROLES).$type<Role>(),
    cardSet: () => p.manyToOne(CardSetSchema).nullable(),
    /** Bumped on block and password change; tokens carrying an older version are refused. */
    tokenVersion: p.integer().default(0),
    blocked: p.boolean().default(false),
    walletBalance: p.bigint('number').default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Account = InferEntity<typeof AccountSchema>;
