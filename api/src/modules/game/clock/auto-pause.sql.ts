import type { Tx } from '../../../shared/db/transaction';
import { executeParameterized, pgArray, type SqlTarget } from '../../../shared/db/parameterized';

/**
 * The SQL of the empty-room pause (auto-pause.ts, docs/fairness.md#no-calls-into-an-empty-room):
 * until when each instance saw a game watched, and the running games nobody has watched for two
 * call intervals. Presence is kept in the database, one row per game and instance, so every API
 * instance sees a screen connected to another; `seen_at` is "watched until", in the future while
 * an instance's live feed holds a lease (game-presence.ts).
 */

/** A host's request about the game: watched now (the database's clock); never shortens a lease. */
export async function notePresence(em: SqlTarget, gameId: string, instanceId: string): Promise<void> {
  await executeParameterized(
    em,
    `insert into game_presence (game_id, instance_id, seen_at) values (?, ?, clock_timestamp())
       on conflict (game_id, instance_id) do update set seen_at = greatest(game_presence.seen_at, excluded.seen_at)`,
    [gameId, instanceId],
  );
}

/** The instance's live feeds watch these games: each watched until its lease (ms) from now, in one statement. */
export async function leasePresences(
  em: SqlTarget,
  instanceId: string,
  leases: ReadonlyMap<string, number>,
): Promise<void> {
  await executeParameterized(
    em,
    `insert into game_presence (game_id, instance_id, seen_at)
       select l.game_id, ?::uuid, clock_timestamp() + l.ms * interval '1 millisecond'
         from unnest(?::uuid[], ?::int[]) as l(game_id, ms)
       on conflict (game_id, instance_id) do update set seen_at = excluded.seen_at`,
    [instanceId, pgArray([...leases.keys()]), pgArray([...leases.values()])],
  );
}

/** The instance's last screen of the game left: its lease ends now (other instances' rows stay). */
export async function endPresence(em: SqlTarget, gameId: string, instanceId: string): Promise<void> {
  await executeParameterized(
    em,
    'update game_presence set seen_at = clock_timestamp() where game_id = ? and instance_id = ?',
    [gameId, instanceId],
  );
}

/**
 * The condition "running, and nobody watching since two call intervals before `now`" for game `g`:
 * its last clock event is a PLAY, and neither that PLAY nor any instance's "watched until" is that
 * recent.
 */
const IDLE_SQL = `g.status = 'ACTIVE'
   and (select e.kind from game_event e where e.game_id = g.id order by e.id desc limit 1) = 'PLAY'
   and greatest((select e.at from game_event e where e.game_id = g.id order by e.id desc limit 1),
                coalesce((select max(p.seen_at) from game_presence p where p.game_id = g.id), '-infinity'::timestamptz))
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
