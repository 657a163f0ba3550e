import { INSUFFICIENT_BALANCE } from '@bingo/core';
import { AppError, refuse } from '../../shared/errors/app-error';
import { afterCommit, type Tx } from '../../shared/db/transaction';
import { walletOperations } from '../metrics';
import type { LedgerKind } from './ledger-entry.entity';
import { appendAudit } from '../audit';
import { accountExists, addToWallet, insertLedgerEntry, queueWalletBalance } from './account.sql';

export interface Movement {
  accountId: string;
  kind: LedgerKind;
  /** Signed santim: positive credits the wallet, negative debits it. */
  amount: number;
  actorId: string | null;
  counterpartyId?: string | null;
  note?: string | null;
  reference?: string | null;
  /** What to say when the wallet cannot cover a debit. */
  insufficientMessage?: string;
}

export interface MovementResult {
  ledgerEntryId: string;
  balanceAfter: number;
}

/**
 * The only way money moves. One atomic UPDATE applies the change only if the balance stays
 * non-negative (no read-modify-write, so concurrent movements can't lose an update), then the
 * ledger row and the audit entry are written in the same transaction. Call inside
 * auditedTransaction.
 */
export async function moveMoney(tx: Tx, movement: Movement): Promise<MovementResult> {
  const { accountId, amount } = movement;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw refuse('AMOUNT_NOT_WHOLE');
  }
  const updated = await addToWallet(tx, accountId, amount);
  if (updated.length === 0) {
    if (!(await accountExists(tx, accountId))) throw new AppError('NOT_FOUND', 'Account not found');
    throw new AppError('INSUFFICIENT_BALANCE', movement.insufficientMessage ?? INSUFFICIENT_BALANCE);
  }
  const balanceAfter = Number(updated[0]!.wallet_balance);
  return record(tx, movement, balanceAfter, false);
}

/**
 * moveMoney for a wallet whose row this transaction has locked and read (`balanceBefore`), e.g. a
 * game start that locked its host first: the balance after is known, so nothing is read back and
 * the UPDATE, the ledger row and the audit entry are all queued for the transaction's last
 * statement (shared/db/batch.ts). The UPDATE still checks the balance it was told, so a caller
 * that did not hold the lock fails the transaction instead of moving money on a stale balance.
 */
export async function moveMoneyLocked(tx: Tx, movement: Movement, balanceBefore: number): Promise<MovementResult> {
  const { accountId, amount } = movement;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw refuse('AMOUNT_NOT_WHOLE');
  }
  const balanceAfter = balanceBefore + amount;
  if (balanceAfter < 0)
    throw new AppError('INSUFFICIENT_BALANCE', movement.insufficientMessage ?? INSUFFICIENT_BALANCE);
  await queueWalletBalance(tx, accountId, balanceAfter, balanceBefore);
  return record(tx, movement, balanceAfter, true);
}

/** The ledger row and the audit entry of a movement the wallet has taken (queued or at once). */
async function record(tx: Tx, movement: Movement, balanceAfter: number, queued: boolean): Promise<MovementResult> {
  const { accountId, amount } = movement;
  const ledgerEntryId = crypto.randomUUID();
  await insertLedgerEntry(
    tx,
    {
      id: ledgerEntryId,
      accountId,
      kind: movement.kind,
      amount,
      balanceAfter,
      actorId: movement.actorId,
      counterpartyId: movement.counterpartyId ?? null,
      note: movement.note ?? null,
      reference: movement.reference ?? null,
    },
    queued,
  );
  await appendAudit(tx, {
    actorId: movement.actorId,
    action: `wallet.${movement.kind.toLowerCase()}`,
    subjectType: 'account',
    subjectId: accountId,
    data: {
      ledgerEntryId,
      amount,
      balanceAfter,
      counterpartyId: movement.counterpartyId ?? null,
      reference: movement.reference ?? null,
    },
  });
  afterCommit(tx, () => walletOperations.inc({ kind: movement.kind }));
  return { ledgerEntryId, balanceAfter };
}

/** Moves `amount` santim from one wallet to another: two ledger rows, one transaction. */
export async function transfer(
  tx: Tx,
  input: { fromId: string; toId: string; amount: number; actorId: string; note?: string; insufficientMessage?: string },
): Promise<{ from: MovementResult; to: MovementResult }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw refuse('TRANSFER_NOT_POSITIVE');
  }
  const from = await moveMoney(tx, {
    accountId: input.fromId,
    kind: 'TRANSFER_OUT',
    amount: -input.amount,
    actorId: input.actorId,
    counterpartyId: input.toId,
    note: input.note,
    insufficientMessage: input.insufficientMessage,
  });
  const to = await moveMoney(tx, {
    accountId: input.toId,
    kind: 'TOP_UP',
    amount: input.amount,
    actorId: input.actorId,
    counterpartyId: input.fromId,
    note: input.note,
  });
  return { from, to };
}
