import type { Tx } from '../../shared/db/transaction';

/** The wallet module's SQL. Money itself moves only through the account module's moveMoney. */

/** The wallet's balance, its row locked for the rest of the transaction. */
export async function lockWalletBalance(tx: Tx, accountId: string): Promise<number> {
  return Number(
    (
      await tx.execute<{ b: string }[]>('select wallet_balance as b from account where id = ? for update', [accountId])
    )[0]!.b,
  );
}
