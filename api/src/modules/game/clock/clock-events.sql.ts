import type { ClockEvent, ClockEventKind } from '@bingo/core';
import { deferWrite, queueWrite } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';
import { executeParameterized, type SqlTarget } from '../../../shared/db/parameterized';

/**
 * The SQL of a game's clock: its events (PLAY, PAUSE, END…) read and recorded. The server is the
 * game's clock (docs/fairness.md#nothing-early). Events are written with the database's clock
 * (clock_timestamp()), so every API instance records on one clock; the count of revealed calls is
 * read with Date.now() (clock-state.ts), so API instances must run NTP-synced clocks (as the
 * database server does).
 */

/** A game's events in order. */
export async function clockEvents(em: SqlTarget, gameId: string): Promise<ClockEvent[]> {
  return (await clockEventsWithLastId(em, gameId)).events;
}

/**
 * A game's events as one JSON column, for statements that read them with something else: a
 * subquery taking the game's id as its one `?` (read the column with `eventsFromJson`).
 */
export const CLOCK_EVENTS_JSON_SQL = `coalesce((select json_agg(json_build_object('kind', e.kind, 'at', e.at) order by e.id)
                        from game_event e where e.game_id = ?), '[]'::json)`;

/**
 * The id of a game's last clock event as text ('0' when none): the one definition every claim
 * statement checks the clock with. `gameId` is the SQL of the game's id (a column such as `g.id`,
 * or `?`).
 */
export const lastEventIdSql = (gameId: string): string =>
  `(select coalesce(max(e.id), 0)::text from game_event e where e.game_id = ${gameId})`;

type EventsJson = { kind: ClockEventKind; at: string }[];

/** The column of CLOCK_EVENTS_JSON_SQL (parsed by node-postgres, or JSON text on PGlite). */
export function eventsFromJson(value: EventsJson | string): ClockEvent[] {
  const events = typeof value === 'string' ? (JSON.parse(value) as EventsJson) : value;
  return events.map((e) => ({ kind: e.kind, at: Date.parse(e.at) }));
}

/** A game's events and the id of the last one ('0' when none), in one statement. */
export async function clockEventsWithLastId(
  em: SqlTarget,
  gameId: string,
): Promise<{ events: ClockEvent[]; lastEventId: string }> {
  // `order by e.id`, qualified: a bare `id` would name the text column of the select list and
  // sort "10" before "9".
  const rows = await executeParameterized<{ kind: ClockEventKind; at: string | Date; id: string }>(
    em,
    'select e.kind, e.at, e.id::text as id from game_event e where e.game_id = ? order by e.id',
    [gameId],
  );
  return {
    events: rows.map((r) => ({ kind: r.kind, at: new Date(r.at).getTime() })),
    lastEventId: rows.at(-1)?.id ?? '0',
  };
}

/** Records one event at the database's clock; answers its id and time (epoch ms). */
export async function recordEvent(em: Tx, gameId: string, kind: ClockEventKind): Promise<{ id: string; at: number }> {
  const [row] = await executeParameterized<{ id: string; at: string | Date }>(
    em,
    'insert into game_event (game_id, kind, at) values (?, ?, clock_timestamp()) returning id::text as id, at',
    [gameId, kind],
  );
  return { id: row!.id, at: new Date(row!.at).getTime() };
}

/**
 * recordEvent queued for the transaction's last statement (shared/db/batch.ts): answers the
 * event's time once that statement has run, so await it after the transaction, not in it.
 */
export function queueEvent(em: Tx, gameId: string, kind: ClockEventKind): Promise<number> {
  const at = deferWrite(
    em,
    'insert into game_event (game_id, kind, at) values (?, ?, clock_timestamp()) returning at',
    [gameId, kind],
  ).then(([row]) => new Date(row!.at as string | Date).getTime());
  at.catch(() => undefined); // a failed transaction is reported by the transaction itself
  return at;
}

/**
 * The id the next event takes, for a statement that reads it ahead (`nextval`): a press or an end
 * reads its event's id with its clock and sends the event with its bus message in its last
 * statement (queueEventWithId). An id left unused is a gap in the sequence, nothing more.
 */
export const NEXT_EVENT_ID_SQL = "nextval('game_event_id_seq')::text";

/** An event with the id (NEXT_EVENT_ID_SQL) and time it was given, queued for the transaction's last statement. */
export function queueEventWithId(
  em: Tx,
  gameId: string,
  kind: ClockEventKind,
  event: { id: string; at: number },
): Promise<void> {
  return queueWrite(em, 'insert into game_event (id, game_id, kind, at) values (?::bigint, ?, ?, ?::timestamptz)', [
    event.id,
    gameId,
    kind,
    new Date(event.at).toISOString(),
  ]);
}
