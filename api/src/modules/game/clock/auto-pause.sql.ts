import { MIN_CALL_SPEED_MS } from '@bingo/core';
import type { Tx } from '../../../shared/db/transaction';
import { queueWrite } from '../../../shared/db/batch';
import { executeParameterized, pgArray, type SqlTarget } from '../../../shared/db/parameterized';

/**
 * The SQL of the empty-room pause (auto-pause.ts, docs/fairness.md#no-calls-into-an-empty-room):
 * until when each instance saw a game watched, and the running games nobody has watched for two
 * call intervals. Presence is kept in the database, one row per game and instance, so every API
 * instance sees a screen connected to another; `seen_at` is "watched until", in the future while
 * an instance's live feed holds a lease (game-presence.ts). A PLAY writes the playing instance's
 * row too (the host pressing Play is watching), so every running game has at least one row, and
 * the sweep finds the games to look at from the rows that lapsed (an index range), not by reading
 * every running game each second.
 */

/** A row lapsed this long ago may belong to an idle game: two intervals of the fastest call speed. */
const LAPSED_MS = 2 * MIN_CALL_SPEED_MS;

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

/** The host pressed Play: watched at the PLAY's time, in the press's last statement (never shortens a lease). */
export function queuePlayPresence(tx: Tx, gameId: string, instanceId: string, at: number): Promise<void> {
  return queueWrite(
    tx,
    `insert into game_presence (game_id, instance_id, seen_at) values (?, ?, ?::timestamptz)
       on conflict (game_id, instance_id) do update set seen_at = greatest(game_presence.seen_at, excluded.seen_at)`,
    [gameId, instanceId, new Date(at).toISOString()],
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

/**
 * The running games nobody has watched for two call intervals at `now`, in one statement that reads
 * only games with a lapsed row (`LAPSED_MS`: a row lapsed less long cannot make its game idle).
 * The same statement deletes the lapsed rows that can no longer matter, so a game is looked at once
 * per row that lapses, not every second: a game's rows when it is not running (its next PLAY is
 * later than any of them and writes a row of its own), and a running game's rows below another of
 * its rows (every change of a row sets it to the database's now or later, so the game's latest row
 * stays the latest). A running game keeps its latest row; only rows lapsed on the database's own
 * clock are deleted (`now` may be a later moment, as tests give it).
 */
export async function idleRunningGames(em: SqlTarget, now: Date): Promise<{ id: string; host_id: string }[]> {
  return executeParameterized<{ id: string; host_id: string }>(
    em,
    `with lapsed as (
            select p.game_id, p.instance_id, p.seen_at from game_presence p
             where p.seen_at < ?::timestamptz - make_interval(secs => ? / 1000.0)),
          looked as (
            select g.id, g.host_id, g.call_speed_ms, last.at as last_at,
                   g.status = 'ACTIVE' and last.kind = 'PLAY' as running,
                   (select max(q.seen_at) from game_presence q where q.game_id = g.id) as watched
              from game g
              left join lateral (select e.kind, e.at from game_event e where e.game_id = g.id order by e.id desc limit 1) last on true
             where g.id in (select game_id from lapsed)),
          cleared as (
            delete from game_presence p using lapsed l, looked k
             where k.id = l.game_id and p.game_id = l.game_id and p.instance_id = l.instance_id and p.seen_at = l.seen_at
               and l.seen_at < clock_timestamp() - make_interval(secs => ? / 1000.0)
               and (not coalesce(k.running, false) or l.seen_at < k.watched))
     select id, host_id from looked
      where running and greatest(last_at, watched) < ?::timestamptz - make_interval(secs => 2 * call_speed_ms / 1000.0)`,
    [now, LAPSED_MS, LAPSED_MS, now],
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
