import { DEFAULT_ANOMALY_THRESHOLDS, type AnomalyThresholds } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Tx } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import { AccountSchema, groupOf, hostFilterFor, OwnerGroupSchema, ownsUsername, type OwnerGroup } from '../account';
import { AnomalyThresholdsSchema } from './anomaly.entity';

export interface AnomalyHost {
  id: string;
  username: string;
  /** The owner group whose prefixes hold the host (its thresholds apply), or null. */
  groupId: number | null;
}

const NOT_ALLOWED = 'You are not allowed to do this';

/** Owners and the super admin only (the transports guard too). */
export function managersOnly(actor: Actor): void {
  if (actor.role !== 'OWNER' && actor.role !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

/**
 * The group an actor may read or tune: an owner its own (another group's id is FORBIDDEN), the
 * super admin any existing group (NOT_FOUND otherwise) or none (null: every host).
 */
export async function groupInScope(em: Tx, actor: Actor, ownerGroupId?: number | null): Promise<OwnerGroup | null> {
  managersOnly(actor);
  if (actor.role === 'OWNER') {
    const own = await groupOf(em, actor);
    if (ownerGroupId != null && ownerGroupId !== own.id) throw new AppError('FORBIDDEN', NOT_ALLOWED);
    return own;
  }
  if (ownerGroupId == null) return null;
  const group = await em.findOne(OwnerGroupSchema, { id: ownerGroupId });
  if (!group) throw new AppError('NOT_FOUND', 'Owner group not found');
  return group;
}

/** The hosts the report covers (hidden accounts never count), each with the group it belongs to. */
export async function anomalyHosts(em: Tx, actor: Actor, group: OwnerGroup | null): Promise<AnomalyHost[]> {
  const rows = await em.find(AccountSchema, await hostFilterFor(em, actor), {
    orderBy: { username: 'asc' },
    fields: ['id', 'username'] as never,
  });
  const groups = group ? [group] : await em.find(OwnerGroupSchema, {}, { orderBy: { id: 'asc' } });
  const hosts = rows.map((h) => ({
    id: h.id,
    username: h.username,
    groupId: groups.find((g) => ownsUsername(g, h.username))?.id ?? null,
  }));
  return group ? hosts.filter((h) => h.groupId === group.id) : hosts;
}

/** The thresholds of each group (the defaults where a group never tuned them, and for null). */
export async function thresholdsOf(
  em: Tx,
  groupIds: readonly (number | null)[],
): Promise<(groupId: number | null) => AnomalyThresholds> {
  const ids = [...new Set(groupIds.filter((id): id is number => id !== null))];
  const rows = ids.length ? await em.find(AnomalyThresholdsSchema, { ownerGroup: { $in: ids } }) : [];
  const byGroup = new Map(
    rows.map((r) => [
      (r.ownerGroup as unknown as { id: number }).id,
      { ...DEFAULT_ANOMALY_THRESHOLDS, ...r.thresholds },
    ]),
  );
  return (groupId) => (groupId === null ? null : byGroup.get(groupId)) ?? DEFAULT_ANOMALY_THRESHOLDS;
}
