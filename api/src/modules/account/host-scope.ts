import type { FilterQuery } from '@mikro-orm/core';
import { AppError } from '../../shared/errors/app-error';
import type { Tx } from '../../shared/db/transaction';
import { isUuid } from '../../shared/validation/ids';
import type { Actor } from '../../shared/auth/actor';
import { AccountSchema, OwnerGroupSchema, type Account, type OwnerGroup } from './account.entity';

/** LIKE treats % and _ as wildcards; a prefix such as "ale_" must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function ownsUsername(group: Pick<OwnerGroup, 'prefixes'>, username: string): boolean {
  return group.prefixes.some((prefix) => username.startsWith(prefix)) && !username.endsWith('-old');
}

/**
 * docs/roles-and-accounts.md#hidden-accounts: accounts named as test accounts, or ending in "-old" or "/", are hidden from owner
 * and super-admin tables and left out of totals. The query form of core's hiddenUsernameRule.
 */
const VISIBLE_HOST: FilterQuery<Account> = {
  role: 'HOST',
  $and: [
    { $not: { username: { $like: '%-old' } } },
    { $not: { username: { $like: '%/' } } },
    { $not: { username: { $ilike: '%test%' } } },
  ],
};

/**
 * The hosts an actor may see and act on, as a query filter: a super admin all visible hosts,
 * an owner the visible hosts inside the group's prefixes, a host only itself.
 */
export async function hostFilterFor(em: Tx, actor: Actor): Promise<FilterQuery<Account>> {
  switch (actor.role) {
    case 'SUPER_ADMIN':
      return VISIBLE_HOST;
    case 'OWNER': {
      const group = await groupOf(em, actor);
      return {
        $and: [
          VISIBLE_HOST,
          { $or: group.prefixes.map((prefix) => ({ username: { $like: `${escapeLike(prefix)}%` } })) },
        ],
      };
    }
    case 'HOST':
      return { id: actor.id };
  }
}

/** Hidden hosts (docs/roles-and-accounts.md#hidden-accounts), for the super admin's list of them. */
export const HIDDEN_HOST: FilterQuery<Account> = {
  role: 'HOST',
  $or: [{ username: { $like: '%-old' } }, { username: { $like: '%/' } }, { username: { $ilike: '%test%' } }],
};

/**
 * The host with this id if the actor may act on it; otherwise 404 (no hint that it exists). The
 * super admin may act on a hidden host too (block, top up, commission), found by its id in the
 * list of hidden accounts; owners never reach one.
 */
export async function findHostInScope(em: Tx, actor: Actor, hostId: string): Promise<Account> {
  if (!isUuid(hostId)) throw new AppError('NOT_FOUND', 'Host not found');
  const scope = actor.role === 'SUPER_ADMIN' ? { role: 'HOST' as const } : await hostFilterFor(em, actor);
  const host = await em.findOne(AccountSchema, { $and: [{ id: hostId }, scope] });
  if (!host) throw new AppError('NOT_FOUND', 'Host not found');
  return host;
}

/**
 * A wallet the actor may adjust: a host in scope, or (super admin only) a group's super account,
 * which the super admin funds (docs/roles-and-accounts.md#owner-groups). Otherwise 404.
 */
export async function findWalletInScope(em: Tx, actor: Actor, accountId: string): Promise<Account> {
  if (actor.role === 'SUPER_ADMIN' && isUuid(accountId)) {
    const group = await em.findOne(OwnerGroupSchema, { superAccount: accountId }, { populate: ['superAccount'] });
    if (group?.superAccount) return group.superAccount;
  }
  return findHostInScope(em, actor, accountId);
}

/** The owner's group; an archived group's owners can no longer act (403). */
export async function groupOf(em: Tx, actor: Actor): Promise<OwnerGroup> {
  if (actor.ownerGroupId === null) throw new AppError('FORBIDDEN', 'This owner account has no group');
  const group = await em.findOne(OwnerGroupSchema, { id: actor.ownerGroupId }, { populate: ['superAccount'] });
  if (!group) throw new AppError('FORBIDDEN', 'This owner account has no group');
  if (group.archivedAt) throw new AppError('FORBIDDEN', `The group "${group.name}" is archived`);
  return group;
}
