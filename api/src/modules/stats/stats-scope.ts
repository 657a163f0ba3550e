import type { Tx } from '../../shared/db/transaction';
import { AccountSchema } from '../account';
import { findHostInScope, hostFilterFor } from '../account';
import type { Actor } from '../../shared/auth/actor';

export interface ScopedHost {
  id: string;
  username: string;
  walletBalance: number;
}

/**
 * The hosts a report covers: one host (404 outside the actor's scope) or every host the actor
 * may see (hidden test and "-old" accounts never count).
 */
export async function hostsInScope(em: Tx, actor: Actor, hostId?: string | null): Promise<ScopedHost[]> {
  if (hostId) {
    const host = await findHostInScope(em, actor, hostId);
    return [{ id: host.id, username: host.username, walletBalance: host.walletBalance }];
  }
  const hosts = await em.find(AccountSchema, await hostFilterFor(em, actor), {
    orderBy: { username: 'asc' },
    fields: ['id', 'username', 'walletBalance'] as never,
  });
  return hosts.map((h) => ({ id: h.id, username: h.username, walletBalance: h.walletBalance }));
}
