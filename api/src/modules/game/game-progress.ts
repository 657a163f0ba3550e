import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import { AppError } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { isUuid } from '../../shared/validation/ids';
import { GAME_ENDED, GAME_NOT_FOUND } from './game-claim';

export interface ProgressView {
  gameId: string;
  callsRevealed: number;
  paused: boolean;
  status: string;
}

export interface EndView {
  gameId: string;
  status: 'ENDED';
  endedAt: Date;
  seed: string;
  commitment: string;
}

/**
 * The caller screen reports how far it got. Calls never go back (a stale second screen cannot
 * rewind the game); paused is the latest word. Only the game's host; an ended game refuses.
 */
export async function updateProgress(
  orm: Orm,
  actor: Actor,
  gameId: string,
  callsRevealed: number,
  paused: boolean,
): Promise<ProgressView> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  const em = sqlEm(orm);
  const [row] = await em.execute<{ calls_revealed: number; paused: boolean; status: string }[]>(
    `update game set calls_revealed = greatest(calls_revealed, ?), paused = ?, progress_at = now()
      where id = ? and host_id = ? and status = 'ACTIVE' returning calls_revealed, paused, status`,
    [callsRevealed, paused, gameId, actor.id],
  );
  if (row) return { gameId, callsRevealed: Number(row.calls_revealed), paused: row.paused, status: row.status };
  const [exists] = await em.execute<{ status: string }[]>('select status from game where id = ? and host_id = ?', [
    gameId,
    actor.id,
  ]);
  if (!exists) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  throw new AppError('CONFLICT', GAME_ENDED);
}

/** Ends the game and reveals the seed. Ending an ended game answers the same again. */
export async function endGame(orm: Orm, actor: Actor, gameId: string): Promise<EndView> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  const [row] = await sqlEm(orm).execute<{ ended_at: string | Date; seed: string; commitment: string }[]>(
    `update game set status = 'ENDED', ended_at = coalesce(ended_at, now()), end_reason = coalesce(end_reason, 'ENDED'), paused = true
      where id = ? and host_id = ? returning ended_at, seed, commitment`,
    [gameId, actor.id],
  );
  if (!row) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  return { gameId, status: 'ENDED', endedAt: new Date(row.ended_at), seed: row.seed, commitment: row.commitment };
}
