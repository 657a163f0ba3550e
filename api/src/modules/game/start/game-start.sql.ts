import { oneRow, type JsonRead } from '../../../shared/db/batch';

/** The SQL a game start reads with (game-start-reads.ts); the rows it writes are game-row.sql.ts's. */

interface HostRow {
  rateBp: number;
  blocked: boolean;
  /** Santim, as locked by this transaction. */
  wallet: number;
}

/** The host's account row, locked: a start's first statement, alone (docs/audit.md#game-start-cost). */
export function lockedHostRead(hostId: string): JsonRead<HostRow | null> {
  return oneRow<{ commission_rate_bp: number; blocked: boolean; wallet_balance: string | number }, HostRow | null>(
    'select commission_rate_bp, blocked, wallet_balance from account where id = ? for update',
    [hostId],
    (row) =>
      row && { rateBp: Number(row.commission_rate_bp), blocked: row.blocked, wallet: Number(row.wallet_balance) },
  );
}

/** Whether the host has a game running, in the start's second statement. */
export function runningGameRead(hostId: string): JsonRead<boolean> {
  return oneRow<{ id: string }, boolean>(
    "select id from game where host_id = ? and status = 'ACTIVE' limit 1",
    [hostId],
    (row) => row !== null,
  );
}
