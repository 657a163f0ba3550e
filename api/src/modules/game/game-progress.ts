import { readClock } from '@bingo/core';
import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { isUuid } from '../../shared/validation/ids';
import { GAME_ENDED, GAME_NOT_FOUND } from '@bingo/core';
import { clockEventsAndNow, clockEventsWithLastId, isPlaying, recordEvent, type ToldClockEvent } from './game-clock';
import { endSettlement } from './game-settle';
import { recallGame } from './game-queries';
import type { GameView } from './game.views';
import { executeParameterized } from '../../shared/db/parameterized';

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

/** GET /game/{id}/calls: the calls revealed so far and the clock, for scripts and clients without push. */
export interface CallsView {
  gameId: string;
  calledNumbers: string[];
  callsRevealed: number;
  paused: boolean;
  ended: boolean;
  nextCallAt: Date | null;
  serverTime: Date;
}

export function callsView(game: GameView): CallsView {
  return {
    gameId: game.gameId,
    calledNumbers: game.calledNumbers,
    callsRevealed: game.callsRevealed,
    paused: game.paused,
    ended: game.status === 'ENDED',
    nextCallAt: game.nextCallAt,
    serverTime: game.serverTime,
  };
}

/**
 * Play or pause the clock of the host's own active game (docs/fairness.md#nothing-early). The game
 * row is locked, so concurrent presses record at most one change; play while running (or pause
 * while paused) records nothing. Answers the game as it now stands.
 */
export async function setPlaying(
  orm: Orm,
  actor: Actor,
  gameId: string,
  play: boolean,
  /** Runs in the transaction after the event is recorded, with the event (a NOTIFY there goes out at commit). */
  onRecorded?: (tx: Tx, event: ToldClockEvent) => Promise<void>,
): Promise<GameView> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  // An audited transaction (no audit entry): its bus message goes out after the commit, by the
  // instance's notifier, rather than holding PostgreSQL's notification lock through the commit.
  await auditedTransaction(orm, async (tx) => {
    const [row] = await executeParameterized<{ status: string }>(
      tx,
      'select status from game where id = ? and host_id = ? for update',
      [gameId, actor.id],
    );
    if (!row) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
    if (row.status !== 'ACTIVE') throw new AppError('CONFLICT', GAME_ENDED);
    // Read after the lock is held (a statement of its own, so its snapshot sees a press that
    // committed while this one waited): concurrent presses record at most one change.
    const clock = await clockEventsWithLastId(tx, gameId);
    if (isPlaying(clock.events) === play) return;
    const recorded = await recordEvent(tx, gameId, play ? 'PLAY' : 'PAUSE');
    await onRecorded?.(tx, { prev: clock.lastEventId, ...recorded });
  });
  return recallGame(orm, actor, gameId);
}

/**
 * The caller's old progress report (POST /game/{id}/progress) is kept for compatibility but changes
 * nothing: it answers the server's clock. Only the game's host; an ended game refuses.
 */
export async function progressOf(orm: Orm, actor: Actor, gameId: string): Promise<ProgressView> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  const game = await recallGame(orm, actor, gameId);
  if (game.hostId !== actor.id) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  if (game.status !== 'ACTIVE') throw new AppError('CONFLICT', GAME_ENDED);
  return { gameId, callsRevealed: game.callsRevealed, paused: game.paused, status: game.status };
}

/**
 * Ends the game and reveals the seed: END is recorded, the clock freezes, and the outcome is
 * settled (a revealed house win, or ABANDONED at the calls revealed). Ending twice answers the same.
 * Three statements in the transaction: the game row locked; its clock's events and the database's
 * time (the END's time); the END event and the one UPDATE that ends and settles. `onEnded` is told
 * the END once it is recorded, before the commit (not when the game had ended already): tell
 * others only after endGame returns.
 */
export async function endGame(
  orm: Orm,
  actor: Actor,
  gameId: string,
  onEnded?: (event: ToldClockEvent & { seed: string }) => void,
): Promise<EndView> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  return sqlEm(orm).transactional(async (tx) => {
    const [row] = await executeParameterized<{
      status: string;
      call_speed_ms: number;
      ended_at: string | Date | null;
      seed: string;
      commitment: string;
      planned_outcome: unknown;
      won_at_call: number | null;
    }>(
      tx,
      `select status, call_speed_ms, ended_at, seed, commitment, planned_outcome, won_at_call
         from game where id = ? and host_id = ? for update`,
      [gameId, actor.id],
    );
    if (!row) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
    let endedAt = row.ended_at == null ? null : new Date(row.ended_at);
    if (row.status === 'ACTIVE') {
      // Read once the lock is held (its own statement: its snapshot sees a play or pause that
      // committed while this end waited), with the database's time as the END's.
      const clock = await clockEventsAndNow(tx, gameId);
      endedAt = new Date(clock.now);
      const events = [...clock.events, { kind: 'END' as const, at: clock.now }];
      const revealed = readClock(events, Number(row.call_speed_ms), endedAt.getTime()).revealed;
      const settled = endSettlement(row, revealed);
      // A data-modifying WITH runs to completion whether or not the query reads it (PostgreSQL's
      // "WITH Queries"): the game is ended and settled, and the END's id answered.
      const [ended] = await executeParameterized<{ id: string }>(
        tx,
        `with settled as (update game set status = 'ENDED', ended_at = ?, ${settled.set} where id = ?)
         insert into game_event (game_id, kind, at) values (?, 'END', ?) returning id::text as id`,
        [endedAt, ...settled.params, gameId, gameId, endedAt],
      );
      onEnded?.({ prev: clock.lastEventId, id: ended!.id, at: endedAt.getTime(), seed: row.seed });
    }
    return { gameId, status: 'ENDED', endedAt: endedAt ?? new Date(), seed: row.seed, commitment: row.commitment };
  });
}
