import type { Tx } from '../../../shared/db/transaction';
import { executeParameterized, type SqlTarget } from '../../../shared/db/parameterized';

/**
 * The SQL of the empty-room pause (auto-pause.ts, docs/fairness.md#no-calls-into-an-empty-room):
 * when a screen of a game was last connected, and the running games nobody has watched for two
 * call intervals. Presence is kept in the database so every API instance sees a screen connected
 * to another; each instance writes a game's row at most once per call interval.
 */

/** Notes that a screen of the game is connected now (the database's clock). */
export async function notePresence(em: SqlTarget, gameId: string): Promise<void> {
  await executeParameterized(
    em,
    `insert into game_presence (game_id, seen_at) values (?, clock_timestamp())
       on conflict (game_id) do update set seen_at = excluded.seen_at`,
    [gameId],
  );
}

/**
 * The condition "running, and no screen since two call intervals before `now`" for game `g`: its
 * last clock event is a PLAY, and neither that PLAY nor the last presence is that recent.
 */
const IDLE_SQL = `g.status = 'ACTIVE'
   and (select e.kind from game_event e where e.game_id = g.id order by e.id desc limit 1) = 'PLAY'
   and greatest((select e.at from game_event e where e.game_id = g.id order by e.id desc limit 1),
                coalesce((select p.seen_at from game_presence p where p.game_id = g.id), '-infinity'::timestamptz))
       < ?::timestamptz - make_interval(secs => 2 * g.call_speed_ms / 1000.0)`;

/** The running games nobody has watched for two call intervals at `now`. */
export async function idleRunningGames(em: SqlTarget, now: Date): Promise<{ id: string; host_id: string }[]> {
  return executeParameterized<{ id: string; host_id: string }>(
    em,
    `select g.id, g.host_id from game g where ${IDLE_SQL}`,
    [now],
  );
}

/** Locks the game row when it is still idle at `now` (read once the lock is held); undefined otherwise. */
export async function lockIdleGame(
  tx: Tx,
  gameId: string,
  now: Date,
): Promise<{ host_id: string; call_speed_ms: number } | undefined> {
  await executeParameterized(tx, 'select id from game where id = ? for update', [gameId]);
  const [row] = await executeParameterized<{ host_id: string; call_speed_ms: number }>(
    tx,
    `select g.host_id, g.call_speed_ms from game g where g.id = ? and ${IDLE_SQL}`,
    [gameId, now],
  );
  return row;
}
