import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ROLES, type Role } from '../../shared/auth/actor';
import { CardSetSchema } from '../card';

/**
 * A person who signs in: a hall operator (HOST), a franchise owner (OWNER) or the platform
 * operator (SUPER_ADMIN). The wallet balance is a cache of the ledger sum, updated in the
 * same transaction as every ledger row.
 */
export const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'account',
  checks: [
    { name: 'account_wallet_balance_check', expression: 'wallet_balance >= 0' },
    {
      name: 'account_commission_rate_bp_check',
      expression:
        '((commission_rate_bp >= 2000) AND (commission_rate_bp <= 9000)) AND ((commission_rate_bp % 500) = 0)',
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    username: p.string().length(64).unique(),
    passwordHash: p.text().hidden(),
    role: p.enum(ROLES).$type<Role>(),
    cardSet: () => p.manyToOne(CardSetSchema).nullable(),
    /** Owners, and a group's super account, belong to a group; hosts belong by username prefix. */
    ownerGroup: () => p.manyToOne(OwnerGroupSchema).nullable(),
    /** Commission as basis points (2000 = 0.20); the core allows 0.20-0.90 in steps of 0.05. */
    commissionRateBp: p.integer().default(2000),
    lastLoginAt: p.datetime().nullable(),
    /** Bumped on block and password change; tokens carrying an older version are refused. */
    tokenVersion: p.integer().default(0),
    blocked: p.boolean().default(false),
    walletBalance: p.bigint('number').default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Account = InferEntity<typeof AccountSchema>;

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
    /** The web route its owners' dashboard opens at, without the leading "/" (e.g. "final/warning"). */
    routeSlug: p.string().length(100).nullable().unique(),
    /** Archived groups keep their hosts and prefixes, but their owners can no longer act. */
    archivedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type OwnerGroup = InferEntity<typeof OwnerGroupSchema>;
