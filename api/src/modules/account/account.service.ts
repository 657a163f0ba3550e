import { basisPointsToFraction } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { AccountSchema } from './account.entity';
import type { AccountView } from './account.types';

/** Reads and changes accounts (hosts, owners, wallets). */
export class AccountService {
  constructor(private readonly orm: Orm) {}

  async me(actor: Actor): Promise<AccountView> {
    const account = await this.orm.em.fork().findOne(AccountSchema, { id: actor.id });
    if (!account) throw new AppError('UNAUTHENTICATED', 'Your session has ended; sign in again');
    const cardSet = account.cardSet ? account.cardSet.id : null;
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      cardSet,
      api: cardSet === null ? null : `v${cardSet}`,
      walletBalance: account.walletBalance,
      commissionRate: account.role === 'HOST' ? basisPointsToFraction(account.commissionRateBp) : null,
    };
  }
}
