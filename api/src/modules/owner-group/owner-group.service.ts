import type { Orm } from '../../shared/db/orm';
import type { Tx } from '../../shared/db/transaction';
import { groupOf } from '../account';
import type { Actor } from '../../shared/auth/actor';
import type { OwnerGroupView } from './owner-group.types';

export class OwnerGroupService {
  constructor(private readonly orm: Orm) {}

  /** The owner's own group (transports allow OWNER only). */
  async mine(actor: Actor): Promise<OwnerGroupView> {
    const group = await groupOf(this.orm.em.fork() as unknown as Tx, actor);
    return {
      name: group.name,
      prefixes: group.prefixes,
      canEditCommission: group.canEditCommission,
      cardSetIds: group.cardSetIds,
      superAccountWallet: group.superAccount?.walletBalance ?? 0,
    };
  }
}
