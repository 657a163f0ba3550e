import type { DenominationCount } from '@bingo/core';
import { oneRow, queueWrite, type JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';
import type { CashOutAtEnd, TillAtEnd, TillAtStart } from '../game';
import type { FlagRow } from './shift-read.sql';

/** The shift module's SQL: shifts, meters, till settings and flagged payouts (docs/games-and-money.md#the-till). */

/** For a game start's second statement: the hall's switch, and the open shift locked FOR SHARE. */
export function tillStartRead(hostId: string): JsonRead<TillAtStart> {
  return oneRow<{ required: boolean | null; shift_id: string | null }, TillAtStart>(
    `select (select shifts_required from till_settings where host_id = ?) as required,
            (select id from shift where host_id = ? and closed_at is null for share) as shift_id`,
    [hostId, hostId],
    (row) => ({ shiftsRequired: row?.required === true, shiftId: row?.shift_id ?? null }),
  );
}

/** A start's cash in, queued for its last statement: one meter upsert, and the open shift's figures. */
export async function queueStartTill(
  tx: Tx,
  s: { hostId: string; gameId: string; shiftId: string | null; cashIn: number },
): Promise<void> {
  await queueWrite(
    tx,
    `insert into host_meter (host_id, cash_in_santim, cash_out_santim, games, free_santim, bonus_santim, updated_at)
       values (?, ?, 0, 1, 0, 0, now())
     on conflict (host_id) do update set cash_in_santim = host_meter.cash_in_santim + excluded.cash_in_santim,
       games = host_meter.games + 1, updated_at = excluded.updated_at`,
    [s.hostId, s.cashIn],
  );
  if (s.shiftId === null) return;
  await queueWrite(tx, 'insert into shift_game (game_id, shift_id) values (?, ?)', [s.gameId, s.shiftId]);
  await queueWrite(tx, 'update shift set cash_in_santim = cash_in_santim + ?, games = games + 1 where id = ?', [
    s.cashIn,
    s.shiftId,
  ]);
}

/**
 * For a game end's second statement (its game row locked): the shift the game was started in,
 * locked for the end's cash out (before the host's audit chain head, as a start takes them), and
 * the hall's payout review threshold.
 */
export function tillEndRead(gameId: string, hostId: string): JsonRead<TillAtEnd> {
  return oneRow<{ shift_id: string | null; review: string | number | null }, TillAtEnd>(
    `select (select s.id from shift s where s.id = (select shift_id from shift_game where game_id = ?) for update) as shift_id,
            (select payout_review_santim from till_settings where host_id = ?) as review`,
    [gameId, hostId],
    (row) => ({ shiftId: row?.shift_id ?? null, reviewSantim: row?.review == null ? null : Number(row.review) }),
  );
}

/**
 * An ended game's cash out and the platform's free and bonus amounts, queued for the end's last
 * statement: the meter upsert, its shift's figures, and a payout flag when `flagged` (above the
 * hall's review threshold).
 */
export async function queueEndTill(
  tx: Tx,
  e: {
    hostId: string;
    gameId: string;
    shiftId: string | null;
    reviewSantim: number | null;
    flagged: boolean;
  } & CashOutAtEnd,
): Promise<void> {
  await queueWrite(
    tx,
    `insert into host_meter (host_id, cash_in_santim, cash_out_santim, games, free_santim, bonus_santim, updated_at)
       values (?, 0, ?, 0, ?, ?, now())
     on conflict (host_id) do update set cash_out_santim = host_meter.cash_out_santim + excluded.cash_out_santim,
       free_santim = host_meter.free_santim + excluded.free_santim,
       bonus_santim = host_meter.bonus_santim + excluded.bonus_santim, updated_at = excluded.updated_at`,
    [e.hostId, e.cashOut, e.free, e.bonus],
  );
  if (e.shiftId !== null) {
    await queueWrite(
      tx,
      `update shift set cash_out_santim = cash_out_santim + ?, free_santim = free_santim + ?, bonus_santim = bonus_santim + ?
        where id = ?`,
      [e.cashOut, e.free, e.bonus, e.shiftId],
    );
  }
  if (e.flagged) {
    await queueWrite(
      tx,
      'insert into payout_flag (game_id, host_id, amount_santim, threshold_santim, flagged_at) values (?, ?, ?, ?, now())',
      [e.gameId, e.hostId, e.cashOut, e.reviewSantim],
    );
  }
}

/** The host's account row locked: opening and closing shifts of one host queue here. */
export async function lockHost(tx: Tx, hostId: string): Promise<void> {
  await tx.execute('select id from account where id = ? for update', [hostId]);
}

export async function openShiftId(tx: Tx, hostId: string): Promise<string | null> {
  const [row] = await tx.execute<{ id: string }[]>('select id from shift where host_id = ? and closed_at is null', [
    hostId,
  ]);
  return row?.id ?? null;
}

export async function insertShift(
  tx: Tx,
  s: { id: string; hostId: string; actorId: string; counts: DenominationCount[]; santim: number },
): Promise<void> {
  await tx.execute(
    `insert into shift (id, host_id, opened_at, opened_by, float_counts, float_santim) values (?, ?, now(), ?, ?, ?)`,
    [s.id, s.hostId, s.actorId, JSON.stringify(s.counts), s.santim],
  );
}

export async function hostHasActiveGame(tx: Tx, hostId: string): Promise<boolean> {
  const rows = await tx.execute("select 1 from game where host_id = ? and status = 'ACTIVE' limit 1", [hostId]);
  return rows.length > 0;
}

export async function closeShiftRow(
  tx: Tx,
  c: {
    id: string;
    actorId: string;
    counts: DenominationCount[];
    counted: number;
    expected: number;
    note: string | null;
  },
): Promise<void> {
  await tx.execute(
    `update shift set closed_at = now(), closed_by = ?, counted_counts = ?, counted_santim = ?, expected_santim = ?, note = ?
      where id = ? and closed_at is null`,
    [c.actorId, JSON.stringify(c.counts), c.counted, c.expected, c.note, c.id],
  );
}

export async function insertCorrection(
  tx: Tx,
  c: { shiftId: string; actorId: string; amount: number; note: string },
): Promise<void> {
  await tx.execute(
    'insert into shift_correction (id, shift_id, actor_id, amount_santim, note, created_at) values (?, ?, ?, ?, ?, now())',
    [crypto.randomUUID(), c.shiftId, c.actorId, c.amount, c.note],
  );
}

export interface TillSettingsRow {
  shifts_required: boolean;
  tolerance_santim: string | number;
  payout_review_santim: string | number | null;
}

export async function readTillSettings(em: Tx, hostId: string): Promise<TillSettingsRow | undefined> {
  const [row] = await em.execute<TillSettingsRow[]>(
    'select shifts_required, tolerance_santim, payout_review_santim from till_settings where host_id = ?',
    [hostId],
  );
  return row;
}

export async function upsertTillSettings(
  tx: Tx,
  hostId: string,
  s: { shiftsRequired: boolean; toleranceSantim: number; payoutReviewSantim: number | null },
): Promise<void> {
  await tx.execute(
    `insert into till_settings (host_id, shifts_required, tolerance_santim, payout_review_santim, updated_at)
       values (?, ?, ?, ?, now())
     on conflict (host_id) do update set shifts_required = excluded.shifts_required, tolerance_santim = excluded.tolerance_santim,
       payout_review_santim = excluded.payout_review_santim, updated_at = excluded.updated_at`,
    [hostId, s.shiftsRequired, s.toleranceSantim, s.payoutReviewSantim],
  );
}

interface MeterRow {
  host_id: string;
  username: string;
  cash_in_santim: string | number;
  cash_out_santim: string | number;
  games: string | number;
  free_santim: string | number;
  bonus_santim: string | number;
}

/** Meters of these hosts (null: every host with one). */
export async function readMeters(em: Tx, hostIds: string[] | null): Promise<MeterRow[]> {
  const where = hostIds === null ? '' : `where m.host_id in (${hostIds.map(() => '?').join(', ') || 'null'})`;
  return em.execute<MeterRow[]>(
    `select m.host_id, a.username, m.cash_in_santim, m.cash_out_santim, m.games, m.free_santim, m.bonus_santim
       from host_meter m join account a on a.id = m.host_id ${where} order by a.username`,
    [...(hostIds ?? [])],
  );
}

/** Flagged payouts of these hosts (null: every host); `open`: only those not acknowledged. */
export async function readFlags(
  em: Tx,
  hostIds: string[] | null,
  open: boolean,
  lockGame?: string,
): Promise<FlagRow[]> {
  const conditions = [
    ...(hostIds === null ? [] : [`f.host_id in (${hostIds.map(() => '?').join(', ') || 'null'})`]),
    ...(open ? ['f.acknowledged_at is null'] : []),
    ...(lockGame ? ['f.game_id = ?'] : []),
  ];
  return em.execute<FlagRow[]>(
    `select f.game_id, f.host_id, a.username, f.amount_santim, f.threshold_santim, f.flagged_at, f.acknowledged_at, f.note
       from payout_flag f join account a on a.id = f.host_id
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''} order by f.flagged_at desc limit 500
      ${lockGame ? 'for update of f' : ''}`,
    [...(hostIds ?? []), ...(lockGame ? [lockGame] : [])],
  );
}

export async function acknowledgeFlag(tx: Tx, gameId: string, actorId: string, note: string): Promise<void> {
  await tx.execute('update payout_flag set acknowledged_at = now(), acknowledged_by = ?, note = ? where game_id = ?', [
    actorId,
    note,
    gameId,
  ]);
}
