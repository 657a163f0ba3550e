import crypto from 'node:crypto';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction } from '../../shared/db/transaction';
import { createAccount } from './create-account';
import { appendAudit } from '../audit';
import { OwnerGroupSchema, type OwnerGroup } from './account.entity';

export interface NewOwnerGroup {
  name: string;
  prefixes: string[];
  canEditCommission: boolean;
  cardSetIds: number[];
  /** The group's wallet account (hidden from tables); nobody signs in as it. */
  superAccountUsername: string;
  superAccountWalletSantim: number;
  actorId?: string | null;
}

export async function createOwnerGroup(orm: Orm, input: NewOwnerGroup): Promise<OwnerGroup> {
  const group = await auditedTransaction(orm, async (tx) => {
    const created = tx.create(OwnerGroupSchema, {
      id: (await tx.count(OwnerGroupSchema, {})) + 1,
      name: input.name,
      prefixes: input.prefixes,
      canEditCommission: input.canEditCommission,
      cardSetIds: input.cardSetIds,
    });
    await tx.flush();
    await appendAudit(tx, {
      actorId: input.actorId ?? null,
      action: 'owner-group.create',
      subjectType: 'owner_group',
      subjectId: String(created.id),
      data: { ...input },
    });
    return created;
  });
  const superAccount = await createAccount(orm, {
    username: input.superAccountUsername,
    password: crypto.randomBytes(32).toString('base64url'),
    role: 'OWNER',
    ownerGroupId: group.id,
    initialWalletSantim: input.superAccountWalletSantim,
    actorId: input.actorId ?? null,
  });
  await orm.em.fork().nativeUpdate(OwnerGroupSchema, { id: group.id }, { superAccount: superAccount.id });
  return group;
}
