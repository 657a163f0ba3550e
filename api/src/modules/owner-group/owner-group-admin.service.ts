import { matchRouteSlug, prefixOverlapRefusal, routeSlugRefusal } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { refuse, refused } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { AccountSchema, insertOwnerGroup, OwnerGroupSchema, unusablePasswordHash } from '../account';
import { CardSetSchema } from '../card';
import { appendAudit } from '../audit';
import type { CreateOwnerGroupInput, UpdateOwnerGroupInput } from './owner-group.inputs';
import type { OwnerGroupAdminView } from './owner-group.types';
import { findGroup, toAdminView } from './owner-group.records';

/**
 * The super admin's management of owner groups (docs/roles-and-accounts.md#owner-groups): the
 * groups with their super accounts and owners, creating, editing and archiving them. Transports
 * allow SUPER_ADMIN only; every write is one audited transaction and refuses before changing anything.
 */
export class OwnerGroupAdminService {
  constructor(private readonly orm: Orm) {}

  async list(): Promise<OwnerGroupAdminView[]> {
    const em = this.orm.em.fork();
    const groups = await em.find(OwnerGroupSchema, {}, { populate: ['superAccount'], orderBy: { id: 'asc' } });
    const owners = await em.find(
      AccountSchema,
      { role: 'OWNER', ownerGroup: { $ne: null } },
      { orderBy: { username: 'asc' } },
    );
    return groups.map((group) => toAdminView(group, owners));
  }

  async create(actor: Actor, input: CreateOwnerGroupInput): Promise<OwnerGroupAdminView> {
    const superPasswordHash = await unusablePasswordHash(); // slow on purpose: outside the transaction
    const groupId = await auditedTransaction(this.orm, async (tx) => {
      const fields = {
        ...input,
        routeSlug: input.routeSlug ?? null,
        canEditCommission: input.canEditCommission ?? false,
      };
      await this.assertAllowed(tx, {
        ...fields,
        prefixes: unique(input.prefixes),
        cardSetIds: unique(input.cardSetIds),
      });
      const group = await insertOwnerGroup(
        tx,
        { ...fields, prefixes: unique(input.prefixes), cardSetIds: unique(input.cardSetIds), actorId: actor.id },
        superPasswordHash,
      );
      return group.id;
    });
    return this.view(groupId);
  }

  async update(actor: Actor, input: UpdateOwnerGroupInput): Promise<OwnerGroupAdminView> {
    await auditedTransaction(this.orm, async (tx) => {
      const group = await findGroup(tx, input.id);
      const next = {
        id: group.id,
        name: input.name ?? group.name,
        routeSlug: (input.routeSlug === undefined ? group.routeSlug : input.routeSlug) ?? null,
        prefixes: input.prefixes ? unique(input.prefixes) : group.prefixes,
        cardSetIds: input.cardSetIds ? unique(input.cardSetIds) : group.cardSetIds,
        canEditCommission: input.canEditCommission ?? group.canEditCommission,
      };
      await this.assertAllowed(tx, next);
      tx.assign(group, next);
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'owner-group.update',
        subjectType: 'owner_group',
        subjectId: String(group.id),
        data: next,
      });
    });
    return this.view(input.id);
  }

  /** Archiving keeps the group's hosts, prefixes and money; its owners can no longer act. */
  async setArchived(actor: Actor, groupId: number, archived: boolean): Promise<OwnerGroupAdminView> {
    await auditedTransaction(this.orm, async (tx) => {
      const group = await findGroup(tx, groupId);
      if (Boolean(group.archivedAt) === archived) return;
      group.archivedAt = archived ? new Date() : null;
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: archived ? 'owner-group.archive' : 'owner-group.unarchive',
        subjectType: 'owner_group',
        subjectId: String(group.id),
        data: {},
      });
    });
    return this.view(groupId);
  }

  /**
   * The group label of a web route ("/final/warning/x" → "ale"), or null: routes are the groups'
   * data, not code. Archived groups have no route.
   */
  async routeLabel(path: string): Promise<string | null> {
    const groups = await this.orm.em.fork().find(OwnerGroupSchema, { routeSlug: { $ne: null }, archivedAt: null });
    const slug = matchRouteSlug(
      path,
      groups.map((g) => g.routeSlug!),
    );
    return groups.find((g) => g.routeSlug === slug)?.name ?? null;
  }

  private async view(groupId: number): Promise<OwnerGroupAdminView> {
    const em = this.orm.em.fork();
    const group = await em.findOneOrFail(OwnerGroupSchema, { id: groupId }, { populate: ['superAccount'] });
    const owners = await em.find(
      AccountSchema,
      { role: 'OWNER', ownerGroup: groupId },
      { orderBy: { username: 'asc' } },
    );
    return toAdminView(group, owners);
  }

  /** Name and route free, route well-formed, card sets known, prefixes apart from every other group's. */
  private async assertAllowed(
    tx: Tx,
    next: { id?: number; name: string; routeSlug: string | null; prefixes: string[]; cardSetIds: number[] },
  ): Promise<void> {
    const others = (await tx.find(OwnerGroupSchema, {})).filter((g) => g.id !== next.id);
    if (others.some((g) => g.name === next.name)) throw refuse('GROUP_NAME_TAKEN', { group: next.name });
    if (next.routeSlug !== null) {
      const problem = routeSlugRefusal(next.routeSlug);
      if (problem) throw refused(problem);
      const holder = others.find((g) => g.routeSlug === next.routeSlug);
      if (holder) throw refuse('ROUTE_TAKEN', { route: next.routeSlug, group: holder.name });
    }
    const known = await tx.find(CardSetSchema, { id: { $in: next.cardSetIds } });
    const missing = next.cardSetIds.find((id) => !known.some((set) => set.id === id));
    if (missing !== undefined) throw refuse('NO_SUCH_CARD_SET', { cardSet: missing });
    // Archived groups keep their hosts, so their prefixes stay taken.
    const overlap = prefixOverlapRefusal(next, others);
    if (overlap) throw refused(overlap);
  }
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
