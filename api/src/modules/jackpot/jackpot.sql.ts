import { DEFAULT_JACKPOT_ACCRUAL_BP, DEFAULT_JACKPOT_CALL_LIMIT } from '@bingo/core';
import { oneRow, queueWrite, readTogether, type JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';
import type { JackpotPoolState, JackpotSettlement } from '../game';

/** The jackpot module's SQL: pools, their settlement at a game start, and wins. */

export type PoolState = JackpotPoolState;

/**
 * The host's pool row, created with the core's defaults when missing, locked for this transaction.
 * One statement when it exists. A game start reads it with its other reads instead (jackpotPoolRead,
 * docs/audit.md#game-start-cost) and comes here only for a host's first game.
 */
export async function lockJackpotPool(tx: Tx, hostId: string): Promise<PoolState> {
  let { pool } = await readTogether(tx, { pool: jackpotPoolRead(hostId) });
  if (!pool) {
    await tx.execute(
      'insert into jackpot_pool (host_id, amount, accrual_bp, call_limit, updated_at) values (?, 0, ?, ?, now()) on conflict (host_id) do nothing',
      [hostId, DEFAULT_JACKPOT_ACCRUAL_BP, DEFAULT_JACKPOT_CALL_LIMIT],
    );
    ({ pool } = await readTogether(tx, { pool: jackpotPoolRead(hostId) }));
  }
  return pool!;
}

/**
 * The host's pool, locked FOR UPDATE (null when it has none yet), as a read that can share a
 * statement. When the host's hall is linked into a shared pool (docs/games-and-money.md#linked-jackpot),
 * the state is that pool's, read without a lock (a start adds to it in its last statement), and the
 * host's own pool rests meanwhile.
 */
export function jackpotPoolRead(hostId: string): JsonRead<PoolState | null> {
  return oneRow<
    {
      amount: string | number;
      accrual_bp: number;
      call_limit: number;
      enabled: boolean;
      linked_id: string | null;
      linked_amount: string | number | null;
      linked_accrual_bp: number | null;
      linked_call_limit: number | null;
      linked_round: number | null;
    },
    PoolState | null
  >(
    `select p.amount, p.accrual_bp, p.call_limit, p.enabled, l.id as linked_id, l.amount as linked_amount,
            l.accrual_bp as linked_accrual_bp, l.call_limit as linked_call_limit, l.round as linked_round
       from jackpot_pool p left join linked_jackpot_hall h on h.host_id = p.host_id left join linked_jackpot l on l.id = h.pool_id
      where p.host_id = ? for update of p`,
    [hostId],
    (row) => {
      if (!row) return null;
      if (row.linked_id !== null) {
        return {
          amount: Number(row.linked_amount),
          accrualBp: Number(row.linked_accrual_bp),
          callLimit: Number(row.linked_call_limit),
          enabled: true,
          linked: { poolId: row.linked_id, round: Number(row.linked_round) },
        };
      }
      return {
        amount: Number(row.amount),
        accrualBp: Number(row.accrual_bp),
        callLimit: Number(row.call_limit),
        enabled: Boolean(row.enabled),
      };
    },
  );
}

/** A game start's new pool amount and win, queued for its last statement. */
export async function queueSettlement(tx: Tx, s: JackpotSettlement): Promise<void> {
  await queueWrite(tx, 'update jackpot_pool set amount = ?, updated_at = ? where host_id = ?', [
    s.poolAfter,
    s.at,
    s.hostId,
  ]);
  if (s.awarded > 0) {
    await queueWrite(
      tx,
      'insert into jackpot_win (host_id, game_id, amount, winner_card, completed_at_call, created_at) values (?, ?, ?, ?, ?, ?)',
      [s.hostId, s.gameId, s.awarded, s.winnerCard, s.completedAtCall, s.at],
    );
  }
}

interface JackpotWinRow {
  id: string;
  created_at: string | Date;
  host_id: string;
  username: string;
  game_id: string;
  amount: string;
  winner_card: number;
  completed_at_call: number;
}

/** The newest 500 wins of these hosts. */
export function winsOf(em: Tx, hostIds: string[]): Promise<JackpotWinRow[]> {
  return em.execute<JackpotWinRow[]>(
    `select w.id, w.created_at, w.host_id, a.username, w.game_id, w.amount, w.winner_card, w.completed_at_call
         from jackpot_win w join account a on a.id = w.host_id
        where w.host_id in (${hostIds.map(() => '?').join(', ')}) order by w.created_at desc, w.id desc limit 500`,
    hostIds,
  );
}

/** The host's pool as stored, unlocked. */
export async function readPool(
  em: Tx,
  hostId: string,
): Promise<{ amount: string; accrual_bp: number; call_limit: number; enabled: boolean } | undefined> {
  const [row] = await em.execute<{ amount: string; accrual_bp: number; call_limit: number; enabled: boolean }[]>(
    'select amount, accrual_bp, call_limit, enabled from jackpot_pool where host_id = ?',
    [hostId],
  );
  return row;
}

export async function updatePoolSettings(
  tx: Tx,
  hostId: string,
  settings: { accrualBp: number; callLimit: number; enabled: boolean },
): Promise<void> {
  await tx.execute(
    'update jackpot_pool set accrual_bp = ?, call_limit = ?, enabled = ?, updated_at = now() where host_id = ?',
    [settings.accrualBp, settings.callLimit, settings.enabled, hostId],
  );
}
