import type { Tx } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { OwnerGroupSchema, type OwnerGroup } from '../account';
import type { OwnerAccountView, OwnerGroupAdminView } from './owner-group.types';

const GROUP_NOT_FOUND = 'Owner group not found';

export async function findGroup(tx: Tx, groupId: number): Promise<OwnerGroup> {
  const group = Number.isSafeInteger(groupId) ? await tx.findOne(OwnerGroupSchema, { id: groupId }) : null;
  if (!group) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return group;
}

export function toAdminView(
  group: OwnerGroup,
  owners: readonly {
    id: string;
    ownerGroup?: { id: number } | null;
    username: string;
    blocked: boolean;
    lastLoginAt?: Date | null;
  }[],
): OwnerGroupAdminView {
  const superId = group.superAccount?.id;
  return {
    id: group.id,
    name: group.name,
    routeSlug: group.routeSlug ?? null,
    prefixes: group.prefixes,
    cardSetIds: group.cardSetIds,
    canEditCommission: group.canEditCommission,
    archivedAt: group.archivedAt ?? null,
    superAccount: group.superAccount
      ? {
          id: group.superAccount.id,
          username: group.superAccount.username,
          walletBalanceSantim: group.superAccount.walletBalance,
        }
      : null,
    owners: owners
      .filter((owner) => owner.ownerGroup?.id === group.id && owner.id !== superId)
      .map((owner) => toOwnerView(owner, group.id)),
  };
}

export function toOwnerView(
  owner: { id: string; username: string; blocked: boolean; lastLoginAt?: Date | null },
  groupId: number,
): OwnerAccountView {
  return {
    id: owner.id,
    username: owner.username,
    groupId,
    blocked: owner.blocked,
    lastLoginAt: owner.lastLoginAt ?? null,
  };
}
