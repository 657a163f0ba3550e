import type { Actor } from '../../shared/auth/actor';
import type { Tx } from '../../shared/db/transaction';
import { AccountSchema, findHostInScope, hostFilterFor } from '../account';

/**
 * The hosts whose till an actor sees: a host itself, an owner its group's hosts, the super admin
 * every host (null: no filter). A named host outside the scope is 404 (findHostInScope).
 */
export async function hostIdsInScope(em: Tx, actor: Actor, hostId?: string | null): Promise<string[] | null> {
  if (hostId) return [(await findHostInScope(em, actor, hostId)).id];
  if (actor.role === 'HOST') return [actor.id];
  if (actor.role === 'SUPER_ADMIN') return null;
  const hosts = await em.find(AccountSchema, await hostFilterFor(em, actor), { fields: ['id'] });
  return hosts.map((h) => h.id);
}

export const inScope = (ids: string[] | null, hostId: string) => ids === null || ids.includes(hostId);
