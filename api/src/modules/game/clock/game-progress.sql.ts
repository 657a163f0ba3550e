import type { Tx } from '../../../shared/db/transaction';
import { executeParameterized } from '../../../shared/db/parameterized';

/** The SQL of play and pause (game-progress.ts); the clock's events are clock-events.sql.ts's. */

/** Locks the host's game row for a press; its status, or undefined when the host has no such game. */
export async function lockHostGame(tx: Tx, gameId: string, hostId: string): Promise<{ status: string } | undefined> {
  const [row] = await executeParameterized<{ status: string }>(
    tx,
    'select status from game where id = ? and host_id = ? for update',
    [gameId, hostId],
  );
  return row;
}
