import type { Orm } from '../../shared/db/orm';
import { refuse } from '../../shared/errors/app-error';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { appendAudit } from '../audit';
import { hashPassword } from '../../shared/auth/password';
import { CardSetSchema } from '../card';
import { moveMoney } from './wallet-ledger';
import type { Role } from '../../shared/auth/actor';
import { AccountSchema, type Account } from './account.entity';

export interface NewAccount {
  username: string;
  passwordHash: string;
  role: Role;
  cardSetId?: number | null;
  ownerGroupId?: number | null;
  commissionRateBp?: number;
  actorId?: string | null;
}

/**
 * Inserts an account inside an audited transaction (the caller may go on to fund it in the
 * same transaction). The username's uniqueness is checked here for a clear 409, and by the
 * unique constraint for races.
 */
export async function insertAccount(tx: Tx, input: NewAccount): Promise<Account> {
  if (await tx.count(AccountSchema, { username: input.username })) {
    throw refuse('USERNAME_TAKEN', { username: input.username });
  }
  if (input.cardSetId != null && !(await tx.count(CardSetSchema, { id: input.cardSetId }))) {
    throw refuse('NO_SUCH_CARD_SET', { cardSet: input.cardSetId });
  }
  const account = tx.create(AccountSchema, {
    username: input.username,
    passwordHash: input.passwordHash,
    role: input.role,
    cardSet: input.cardSetId ?? null,
    ownerGroup: input.ownerGroupId ?? null,
    commissionRateBp: input.commissionRateBp ?? 2000,
    walletBalance: 0,
  });
  await tx.flush();
  await appendAudit(tx, {
    actorId: input.actorId ?? null,
    action: 'account.create',
    subjectType: 'account',
    subjectId: account.id,
    data: {
      username: account.username,
      role: account.role,
      cardSetId: input.cardSetId ?? null,
      ownerGroupId: input.ownerGroupId ?? null,
    },
  });
  return account;
}

/**
 * Creates an account with an opening balance minted by the platform (seeding, the CLI, and a
 * super admin's registrations). Owners fund hosts by transfer instead (see host.service).
 */
export async function createAccount(
  orm: Orm,
  input: Omit<NewAccount, 'passwordHash'> & { password: string; initialWalletSantim?: number },
): Promise<Account> {
  const initial = input.initialWalletSantim ?? 0;
  if (!Number.isSafeInteger(initial) || initial < 0) throw refuse('INITIAL_WALLET_INVALID');
  const passwordHash = await hashPassword(input.password); // slow on purpose: outside the transaction
  return auditedTransaction(orm, async (tx) => {
    const account = await insertAccount(tx, { ...input, passwordHash });
    if (initial > 0) {
      const { balanceAfter } = await moveMoney(tx, {
        accountId: account.id,
        kind: 'TOP_UP',
        amount: initial,
        actorId: input.actorId ?? null,
        note: 'Opening balance',
      });
      account.walletBalance = balanceAfter;
    }
    return account;
  });
}
