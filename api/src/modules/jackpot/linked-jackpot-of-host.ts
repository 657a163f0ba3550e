import type { Tx } from '../../shared/db/transaction';
import { poolOfHost } from './linked-jackpot.sql';

/** The linked pool a hall is in, as its room display and operator show it; null when not linked. */
export interface HostLinkedJackpot {
  poolId: string;
  name: string;
  amount: number;
  callLimit: number;
  accrualShare: number;
  /** The pool's latest win: the hall (host id) and amount. */
  lastWin: { hostId: string; amount: number; at: Date } | null;
}

export async function linkedJackpotOfHost(em: Tx, hostId: string): Promise<HostLinkedJackpot | null> {
  const row = await poolOfHost(em, hostId);
  if (!row) return null;
  return {
    poolId: row.id,
    name: row.name,
    amount: Number(row.amount),
    callLimit: Number(row.call_limit),
    accrualShare: Number(row.accrual_bp) / 10_000,
    lastWin:
      row.last_win_host === null
        ? null
        : { hostId: row.last_win_host, amount: Number(row.last_win_amount), at: new Date(row.last_win_at!) },
  };
}
