import type { Tx } from '../../../shared/db/transaction';
import { executeParameterized } from '../../../shared/db/parameterized';

/** The SQL of a game's end (game-end.ts): the row locked, then one statement that ends, settles and records the END. */

interface GameToEnd {
  status: string;
  call_speed_ms: number;
  ended_at: string | Date | null;
  seed: string;
  commitment: string;
  planned_outcome: unknown;
  won_at_call: number | null;
}

/** Locks the host's game row; undefined when the host has no such game. */
export async function lockGameToEnd(tx: Tx, gameId: string, hostId: string): Promise<GameToEnd | undefined> {
  const [row] = await executeParameterized<GameToEnd>(
    tx,
    `select status, call_speed_ms, ended_at, seed, commitment, planned_outcome, won_at_call
         from game where id = ? and host_id = ? for update`,
    [gameId, hostId],
  );
  return row;
}

/**
 * Ends and settles the game (`settled`: the outcome columns' SET, game-settle.ts's endSettlement)
 * and records its END at `endedAt`; answers the END's id. A data-modifying WITH runs to completion
 * whether or not the query reads it (PostgreSQL's "WITH Queries").
 */
export async function endAndRecordEnd(
  tx: Tx,
  gameId: string,
  endedAt: Date,
  settled: { set: string; params: unknown[] },
): Promise<{ id: string }> {
  const [ended] = await executeParameterized<{ id: string }>(
    tx,
    `with settled as (update game set status = 'ENDED', ended_at = ?, ${settled.set} where id = ?)
         insert into game_event (game_id, kind, at) values (?, 'END', ?) returning id::text as id`,
    [endedAt, ...settled.params, gameId, gameId, endedAt],
  );
  return ended!;
}
