import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../shared/errors/app-error';
import { hashPassword } from '../auth/password';
import { AccountSchema, type Account, type Role } from './account.entity';
import { LedgerEntrySchema } from './ledger-entry.entity';
import { CardSetSchema } from '../card/card-set.entity';

export interface NewAccount {
  username: string;
  password: string;
  role: Role;
  cardSetId?: number;
  initialWalletSantim?: number;
  actorId?: string;
}

/**
 * Creates an account and, for an opening balance, the ledger row that explains it, in one
 * transaction: a wallet is always the sum of its ledger.
 */
export async function createAccount(em: EntityManager, input: NewAccount): Promise<Account> {
  const initial = input.initialWalletSantim ?? 0;
  if (!Number.isSafeInteger(initial) || initial < 0) throw new AppError('BAD_INPUT', 'The initial wallet must be a whole, non-negative amount');
  const passwordHash = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    if (await tx.count(AccountSchema, { username: input.username })) {
      throw new AppError('CONFLICT', `The username "${input.username}" is taken`);
    }
    const cardSet = input.cardSetId === undefined ? null : await tx.findOne(CardSetSchema, { id: input.cardSetId });
    if (input.cardSetId !== undefined && !cardSet) throw new AppError('BAD_INPUT', `There is no card set ${input.cardSetId}`);
    const account = tx.create(AccountSchema, {
      username: input.username,
      passwordHash,
      role: input.role,
      cardSet,
      walletBalance: initial,
    });
    if (initial > 0) {
      tx.create(LedgerEntrySchema, {
        account,
        kind: 'TOP_UP',
        amount: initial,
        balanceAfter: initial,
        actor: input.actorId ?? null,
        note: 'Opening balance',
      });
    }
    return account;
  });
}
