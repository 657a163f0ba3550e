import type { DenominationCount } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';

/** The shift module's reads of shifts: one, or a list by host and time (docs/games-and-money.md#the-till). */

export interface FlagRow {
  game_id: string;
  host_id: string;
  username: string;
  amount_santim: string | number;
  threshold_santim: string | number;
  flagged_at: string | Date;
  acknowledged_at: string | Date | null;
  note: string | null;
}

export interface ShiftRow {
  id: string;
  host_id: string;
  username: string;
  opened_at: string | Date;
  float_counts: DenominationCount[] | string;
  float_santim: string | number;
  cash_in_santim: string | number;
  cash_out_santim: string | number;
  games: number;
  free_santim: string | number;
  bonus_santim: string | number;
  closed_at: string | Date | null;
  counted_counts: DenominationCount[] | string | null;
  counted_santim: string | number | null;
  expected_santim: string | number | null;
  note: string | null;
  corrections: { amount_santim: number; note: string; actor_id: string; created_at: string }[] | string;
  /** The payouts of the shift's games flagged for review (FlagRow without host and name: the shift's). */
  payouts: Omit<FlagRow, 'host_id' | 'username'>[] | string;
}

const SHIFT_COLUMNS = `s.id, s.host_id, a.username, s.opened_at, s.float_counts, s.float_santim, s.cash_in_santim,
  s.cash_out_santim, s.games, s.free_santim, s.bonus_santim, s.closed_at, s.counted_counts, s.counted_santim,
  s.expected_santim, s.note,
  coalesce((select json_agg(json_build_object('amount_santim', c.amount_santim, 'note', c.note, 'actor_id', c.actor_id,
    'created_at', c.created_at) order by c.created_at) from shift_correction c where c.shift_id = s.id), '[]'::json) as corrections,
  coalesce((select json_agg(json_build_object('game_id', f.game_id, 'amount_santim', f.amount_santim,
    'threshold_santim', f.threshold_santim, 'flagged_at', f.flagged_at, 'acknowledged_at', f.acknowledged_at,
    'note', f.note) order by f.flagged_at)
    from shift_game sg join payout_flag f on f.game_id = sg.game_id where sg.shift_id = s.id), '[]'::json) as payouts`;

/** One shift, locked FOR UPDATE when `lock` (its close or correction). */
export async function readShift(tx: Tx, id: string, lock = false): Promise<ShiftRow | undefined> {
  const [row] = await tx.execute<ShiftRow[]>(
    `select ${SHIFT_COLUMNS} from shift s join account a on a.id = s.host_id where s.id = ?${lock ? ' for update of s' : ''}`,
    [id],
  );
  return row;
}

/** Which shifts a list shows: these hosts (null: every host), opened in [from, to) when given. */
export interface ShiftFilter {
  hostIds: string[] | null;
  from: Date | null;
  to: Date | null;
  limit: number;
}

/** Shifts by the filter, newest first. */
export async function listShifts(em: Tx, f: ShiftFilter): Promise<ShiftRow[]> {
  const conditions = [
    ...(f.hostIds === null ? [] : [`s.host_id in (${f.hostIds.map(() => '?').join(', ') || 'null'})`]),
    ...(f.from === null ? [] : ['s.opened_at >= ?']),
    ...(f.to === null ? [] : ['s.opened_at < ?']),
  ];
  return em.execute<ShiftRow[]>(
    `select ${SHIFT_COLUMNS} from shift s join account a on a.id = s.host_id
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''} order by s.opened_at desc limit ?`,
    [...(f.hostIds ?? []), ...(f.from === null ? [] : [f.from]), ...(f.to === null ? [] : [f.to]), f.limit],
  );
}
