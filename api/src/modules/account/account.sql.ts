import { queueWrite } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';

/** The account module's SQL: owner-group ids and the wallet's movements (wallet-ledger.ts). */

/**
 * The next owner group id (groups are never deleted: max + 1). The table lock (other writers
 * wait, readers do not) holds until the transaction ends, so two groups created at once get
 * different ids instead of one of them failing on the primary key.
 */
export async function nextOwnerGroupId(tx: Tx): Promise<number> {
  await tx.execute('lock table owner_group in exclusive mode');
  const [row] = await tx.execute<{ next: number }[]>('select coalesce(max(id), 0) + 1 as next from owner_group');
  return Number(row!.next);
}

/** Adds `amount` to the wallet if the balance stays non-negative; answers no row when it would not (or no account). */
export function addToWallet(tx: Tx, accountId: string, amount: number): Promise<{ wallet_balance: string | number }[]> {
  return tx.execute<{ wallet_balance: string | number }[]>(
    'update account set wallet_balance = wallet_balance + ?, updated_at = now() where id = ? and wallet_balance + ? >= 0 returning wallet_balance',
    [amount, accountId, amount],
  );
}

export async function accountExists(tx: Tx, accountId: string): Promise<boolean> {
  const exists = await tx.execute<{ id: string }[]>('select id from account where id = ?', [accountId]);
  return exists.length > 0;
}

/** Queues the new balance of a wallet this transaction has locked; fails the transaction if it was not `balanceBefore`. */
export function queueWalletBalance(
  tx: Tx,
  accountId: string,
  balanceAfter: number,
  balanceBefore: number,
): Promise<void> {
  return queueWrite(
    tx,
    'update account set wallet_balance = ?, updated_at = now() where id = ? and wallet_balance = ? returning id',
    [balanceAfter, accountId, balanceBefore],
    () => new Error(`wallet ${accountId} changed under a movement that had locked it`),
  );
}

interface LedgerRow {
  id: string;
  accountId: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  actorId: string | null;
  counterpartyId: string | null;
  note: string | null;
  reference: string | null;
}

/** Writes one ledger row, at once or queued for the transaction's last statement. */
export async function insertLedgerEntry(tx: Tx, row: LedgerRow, queued: boolean): Promise<void> {
  const write = queued ? queueWrite : (t: Tx, text: string, params: unknown[]) => t.execute(text, params);
  await write(
    tx,
    'insert into ledger_entry (id, account_id, kind, amount, balance_after, actor_id, counterparty_id, note, reference, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, now())',
    [
      row.id,
      row.accountId,
      row.kind,
      row.amount,
      row.balanceAfter,
      row.actorId,
      row.counterpartyId,
      row.note,
      row.reference,
    ],
  );
}
