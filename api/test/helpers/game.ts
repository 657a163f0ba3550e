import { sqlEm } from '../../src/shared/db/sql';
import { createAccount } from '../../src/modules/account';
import type { TestServer } from '../test-server';

export const START = {
  bettingAmount: 10,
  cardPaletteNumbers: [1, 2, 3],
  callSpeed: 5000,
  gameType: 'regular',
  winningPatterns: ['any'],
};

export async function counts(server: TestServer): Promise<{ games: number; ledger: number; claims: number }> {
  const [row] = await sqlEm(server.orm).execute<{ games: string; ledger: string; claims: string }[]>(
    'select (select count(*) from game) as games, (select count(*) from ledger_entry) as ledger, (select count(*) from game_claim) as claims',
  );
  return { games: Number(row!.games), ledger: Number(row!.ledger), claims: Number(row!.claims) };
}

export async function walletAndLedger(
  server: TestServer,
  username: string,
): Promise<{ wallet: number; ledgerSum: number; minBalanceAfter: number }> {
  const [row] = await sqlEm(server.orm).execute<{ wallet: string; ledger_sum: string; min_after: string }[]>(
    `select a.wallet_balance as wallet, coalesce((select sum(amount) from ledger_entry l where l.account_id = a.id), 0) as ledger_sum,
            coalesce((select min(balance_after) from ledger_entry l where l.account_id = a.id), 0) as min_after
       from account a where a.username = ?`,
    [username],
  );
  return { wallet: Number(row!.wallet), ledgerSum: Number(row!.ledger_sum), minBalanceAfter: Number(row!.min_after) };
}

/** A host on card set 1 with this opening balance (santim), signed in. */
export async function newHost(
  server: TestServer,
  username: string,
  walletSantim: number,
  commissionRateBp = 2000,
): Promise<string> {
  await createAccount(server.orm, {
    username,
    password: 'host-pass-123',
    role: 'HOST',
    cardSetId: 1,
    initialWalletSantim: walletSantim,
    commissionRateBp,
  });
  return server.login(username, 'host-pass-123');
}

export async function feeEntries(server: TestServer, gameId: string): Promise<number[]> {
  const rows = await sqlEm(server.orm).execute<{ amount: string }[]>(
    "select amount from ledger_entry where kind = 'GAME_FEE' and reference = ?",
    [`game:${gameId}`],
  );
  return rows.map((r) => Number(r.amount));
}
