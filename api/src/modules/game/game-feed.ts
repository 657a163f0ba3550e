import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import type { EventBus } from '../../shared/events/event-bus';

/** The bus topic of one game's events (docs/fairness.md): every instance's live screens hear it. */
export const gameTopic = (gameId: string): string => `game:${gameId}`;

/** What the game module tells the bus; subscribers re-read the game on each (payloads stay ids and kinds). */
export type GameBusKind = 'END';

export function publishGameEvent(bus: EventBus, gameId: string, kind: GameBusKind): Promise<void> {
  return bus.publish({ topic: gameTopic(gameId), kind });
}

/** What live screens are told about a game; read once per event for all its subscribers on an instance. */
export interface GameFeedState {
  gameId: string;
  ended: boolean;
  endedAt: Date | null;
  /** Only once the game has ended. */
  seed: string | null;
}

/**
 * Not scoped by an actor: the caller (the live module) has already checked, with `recall`, that
 * the subscriber may see the game. Null when there is no such game.
 */
export async function readGameFeed(orm: Orm, gameId: string): Promise<GameFeedState | null> {
  const [row] = await sqlEm(orm).execute<{ status: string; ended_at: string | Date | null; seed: string }[]>(
    'select status, ended_at, seed from game where id = ?',
    [gameId],
  );
  if (!row) return null;
  const ended = row.status === 'ENDED';
  return {
    gameId,
    ended,
    endedAt: ended && row.ended_at ? new Date(row.ended_at) : null,
    seed: ended ? row.seed : null,
  };
}
