import type { EntityManager } from '@mikro-orm/sql';
import { oneRow, queueWrite, type JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';

/** The free-game module's SQL (free-game.service.ts). */

/** The host's used and void slots, newest first (at most 500), with the creation time of the game that used each. */
export function usedOrVoidSlots(
  em: EntityManager,
  hostId: string,
): Promise<{ id: string; game_created_at: Date | string | null }[]> {
  return em.execute<{ id: string; game_created_at: Date | string | null }[]>(
    `select s.id, g.created_at as game_created_at from free_game_slot s left join game g on g.id = s.used_in_game_id
        where s.host_id = ? and s.status in ('USED', 'VOID') order by s.scheduled_at desc limit 500`,
    [hostId],
  );
}

/** The host's earliest scheduled slot in (windowStart, at], locked, as a read of a shared statement. */
export function dueSlotRead<T>(
  hostId: string,
  at: Date,
  windowStart: Date,
  decode: (row: { id: string } | null) => T,
): JsonRead<T> {
  return oneRow<{ id: string }, T>(
    `select id from free_game_slot where host_id = ? and status = 'SCHEDULED' and scheduled_at <= ? and scheduled_at > ?
        order by scheduled_at limit 1 for update`,
    [hostId, at, windowStart],
    decode,
  );
}

/** Queued for the start transaction's last statement. */
export async function queueSlotUsed(tx: Tx, slotId: string, gameId: string, at: Date): Promise<void> {
  await queueWrite(tx, `update free_game_slot set status = 'USED', used_at = ?, used_in_game_id = ? where id = ?`, [
    at,
    gameId,
    slotId,
  ]);
}

/** Locks the host's account row: one host's scheduling at a time. */
export async function lockHost(tx: EntityManager, hostId: string): Promise<void> {
  await tx.execute('select id from account where id = ? for update', [hostId]);
}

/** The host's scheduled slots due at or before `before` become void. */
export async function voidSlotsDueBy(em: EntityManager, hostId: string, before: Date): Promise<void> {
  await em.execute(
    `update free_game_slot set status = 'VOID' where host_id = ? and status = 'SCHEDULED' and scheduled_at <= ?`,
    [hostId, before],
  );
}
