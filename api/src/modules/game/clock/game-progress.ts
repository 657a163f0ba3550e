import type { Orm } from '../../../shared/db/orm';
import { batchedTransaction, type Tx } from '../../../shared/db/transaction';
import { AppError, refuse } from '../../../shared/errors/app-error';
import type { Actor } from '../../../shared/auth/actor';
import { isUuid } from '../../../shared/validation/ids';
import { GAME_NOT_FOUND } from '@bingo/core';
import { isPlaying, type ToldClockEvent } from './clock-state';
import { recallGame } from '../queries/game-queries';
import { type GameView, gameView } from '../game.views';
import { lockHostGame, readForPress } from './game-progress.sql';
import { queueEventWithId } from './clock-events.sql';
import { queuePlayPresence } from './auto-pause.sql';

export interface ProgressView {
  gameId: string;
  callsRevealed: number;
  paused: boolean;
  status: string;
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
 * while paused) records nothing. A PLAY is the host watching: it notes this instance's presence
 * at its time, in the same statement (docs/fairness.md#no-calls-into-an-empty-room). Answers the
 * game as it now stands.
 */
export async function setPlaying(
  orm: Orm,
  actor: Actor,
  gameId: string,
  press: (
    | {
        play: true;
        /** The instance whose presence the PLAY notes (game-presence.ts). */
        instanceId: string;
      }
    | { play: false }
  ) & {
    /** Runs in the transaction after the event is recorded, with the event (a NOTIFY there goes out at commit). */
    onRecorded?: (tx: Tx, event: ToldClockEvent) => Promise<void>;
  },
): Promise<GameView> {
  const { play, onRecorded } = press;
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  // Three round trips: the lock, one read, the event with its bus message (onRecorded) and a
  // PLAY's presence as the last statement, the commit sent behind it (batchedTransaction): the
  // message goes out with the commit at no transaction of its own. It holds PostgreSQL's notification lock through the commit, while
  // the only row it holds is this game's.
  return batchedTransaction(orm, async (tx) => {
    const game = await lockHostGame(tx, gameId, actor.id);
    if (!game) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
    if (game.status !== 'ACTIVE') throw refuse('GAME_ENDED');
    // Read after the lock is held (a statement of its own): concurrent presses record at most one change.
    const read = await readForPress(tx, gameId);
    let events = read.events;
    if (isPlaying(events) !== play) {
      const kind = play ? 'PLAY' : 'PAUSE';
      await queueEventWithId(tx, gameId, kind, read.next);
      if (press.play) await queuePlayPresence(tx, gameId, press.instanceId, read.next.at);
      await onRecorded?.(tx, { prev: read.lastEventId, ...read.next });
      events = [...events, { kind, at: read.next.at }];
    }
    // The game as it now stands, from what the press read under the lock (no read after it).
    return gameView(game, events, read.claims);
  });
}

/**
 * The caller's old progress report (POST /game/{id}/progress) is kept for compatibility but changes
 * nothing: it answers the server's clock. Only the game's host; an ended game refuses.
 */
export async function progressOf(orm: Orm, actor: Actor, gameId: string): Promise<ProgressView> {
  if (!isUuid(gameId)) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  const game = await recallGame(orm, actor, gameId);
  if (game.hostId !== actor.id) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  if (game.status !== 'ACTIVE') throw refuse('GAME_ENDED');
  return { gameId, callsRevealed: game.callsRevealed, paused: game.paused, status: game.status };
}
