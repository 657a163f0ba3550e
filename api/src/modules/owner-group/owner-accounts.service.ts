import { reservedUsernameRefusal } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction } from '../../shared/db/transaction';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import { hashPassword } from '../../shared/auth/password';
import { isUuid } from '../../shared/validation/ids';
import type { Actor } from '../../shared/auth/actor';
import { AccountSchema, insertAccount, OwnerGroupSchema, setAccountBlocked } from '../account';
import type { CreateOwnerAccountInput } from './owner-group.inputs';
import type { OwnerAccountView } from './owner-group.types';
import { findGroup, toOwnerView } from './owner-group.records';

const OWNER_NOT_FOUND = 'Owner not found';

/**
 * The super admin's management of owner accounts: create one in a group, block or unblock it.
 * Its password is reset with changePassword, as any account's. A group's super account is not an
 * owner here: nobody signs in as it.
 */
export class OwnerAccountService {
  constructor(private readonly orm: Orm) {}

  async create(actor: Actor, input: CreateOwnerAccountInput): Promise<OwnerAccountView> {
    const reserved = reservedUsernameRefusal(input.username);
    if (reserved) throw refused(reserved);
    const passwordHash = await hashPassword(input.password); // slow on purpose: outside the transaction
    return auditedTransaction(this.orm, async (tx) => {
      const group = await findGroup(tx, input.groupId);
      if (group.archivedAt) throw refuse('GROUP_ARCHIVED', { group: group.name });
      const owner = await insertAccount(tx, {
        username: input.username,
        passwordHash,
        role: 'OWNER',
        ownerGroupId: group.id,
        actorId: actor.id,
      });
      return toOwnerView(owner, group.id);
    });
  }

  /** Blocking bumps the token version: the owner's tokens stop working at once. */
  async setBlocked(actor: Actor, ownerId: string, blocked: boolean): Promise<OwnerAccountView> {
    return auditedTransaction(this.orm, async (tx) => {
      const owner = isUuid(ownerId)
        ? await tx.findOne(AccountSchema, { id: ownerId, role: 'OWNER', ownerGroup: { $ne: null } })
        : null;
      if (!owner || (await tx.count(OwnerGroupSchema, { superAccount: owner.id })) > 0)
        throw new AppError('NOT_FOUND', OWNER_NOT_FOUND);
      await setAccountBlocked(tx, actor.id, owner, blocked);
      return toOwnerView(owner, owner.ownerGroup!.id);
    });
  }
}
