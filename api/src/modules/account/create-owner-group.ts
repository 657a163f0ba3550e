import crypto from 'node:crypto';
import { superAccountUsername } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { hashPassword } from '../../shared/auth/password';
import { insertAccount } from './create-account';
import { moveMoney } from './wallet-ledger';
import { appendAudit } from '../audit';
import { OwnerGroupSchema, type OwnerGroup } from './account.entity';
import { nextOwnerGroupId } from './account.sql';

export interface NewOwnerGroup {
  name: string;
  routeSlug?: string | null;
  prefixes: string[];
  canEditCommission: boolean;
  cardSetIds: number[];
  /** The opening balance of the group's super account, minted by the platform (seeding only). */
  superAccountWalletSantim?: number;
  actorId?: string | null;
}

/** A password nobody knows: nobody signs in as a super account, it only holds the group's money. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(32).toString('base64url'));
}

/**
 * Inserts a group and its super account ("<name>super", docs/roles-and-accounts.md#owner-groups)
 * inside the caller's audited transaction, with the next id (nextOwnerGroupId).
 */
export async function insertOwnerGroup(tx: Tx, input: NewOwnerGroup, superPasswordHash: string): Promise<OwnerGroup> {
  const group = tx.create(OwnerGroupSchema, {
    id: await nextOwnerGroupId(tx),
    name: input.name,
    routeSlug: input.routeSlug ?? null,
    prefixes: input.prefixes,
    canEditCommission: input.canEditCommission,
    cardSetIds: input.cardSetIds,
    archivedAt: null,
  });
  await tx.flush();
  const opening = input.superAccountWalletSantim ?? 0;
  await appendAudit(tx, {
    actorId: input.actorId ?? null,
    action: 'owner-group.create',
    subjectType: 'owner_group',
    subjectId: String(group.id),
    data: {
      name: input.name,
      routeSlug: input.routeSlug ?? null,
      prefixes: input.prefixes,
      canEditCommission: input.canEditCommission,
      cardSetIds: input.cardSetIds,
    },
  });
  const superAccount = await insertAccount(tx, {
    username: superAccountUsername(input.name),
    passwordHash: superPasswordHash,
    role: 'OWNER',
    ownerGroupId: group.id,
    actorId: input.actorId ?? null,
  });
  if (opening > 0) {
    const moved = await moveMoney(tx, {
      accountId: superAccount.id,
      kind: 'TOP_UP',
      amount: opening,
      actorId: input.actorId ?? null,
      note: 'Opening balance',
    });
    superAccount.walletBalance = moved.balanceAfter;
  }
  group.superAccount = superAccount;
  await tx.flush();
  return group;
}

/** Seeding: a group with a funded super account, in one transaction. */
export async function createOwnerGroup(orm: Orm, input: NewOwnerGroup): Promise<OwnerGroup> {
  const hash = await unusablePasswordHash();
  return auditedTransaction(orm, (tx) => insertOwnerGroup(tx, input, hash));
}
