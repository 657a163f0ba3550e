import type { EntityDictionary } from '@mikro-orm/core';
import { executeParameterized } from '../../../shared/db/parameterized';
import type { Tx } from '../../../shared/db/transaction';
import { type Game, GameSchema } from '../game.entity';
import type { ClaimView } from '../game.views';
import { CLOCK_EVENTS_JSON_SQL, eventsFromJson, lastEventIdSql, NEXT_EVENT_ID_SQL } from './clock-events.sql';

/** The SQL of play and pause (game-progress.ts); the clock's events are clock-events.sql.ts's. */

/**
 * Locks the host's game row for a press and answers the game (its whole row: the press answers
 * the game's view), or null when the host has no such game. A prepared statement (its plan kept on
 * the connection; the ORM's own query would be planned on every press), mapped as the ORM maps a
 * row, and not kept in the identity map: the transaction changes nothing through the ORM, so its
 * commit has nothing to compare.
 */
export async function lockHostGame(tx: Tx, gameId: string, hostId: string): Promise<Game | null> {
  const [row] = await executeParameterized<EntityDictionary<Game>>(
    tx,
    'select * from game where id = ? and host_id = ? for update',
    [gameId, hostId],
  );
  return row ? tx.map(GameSchema, row, { disableIdentityMap: true }) : null;
}

type ClaimJson = Omit<ClaimView, 'createdAt'> & { createdAt: string };

/**
 * What a press reads once the game row is locked, in one statement of its own (so its snapshot
 * sees a press or claim that committed while this one waited): the clock's events and the last
 * one's id, the claims, and the id and time (the database's clock) the press's event takes if it
 * records one (queueEventWithId).
 */
export async function readForPress(
  tx: Tx,
  gameId: string,
): Promise<{
  events: ReturnType<typeof eventsFromJson>;
  lastEventId: string;
  claims: ClaimView[];
  next: { id: string; at: number };
}> {
  const [row] = await executeParameterized<{
    events: Parameters<typeof eventsFromJson>[0];
    last_event: string;
    claims: ClaimJson[] | string;
    next_id: string;
    now: string | Date;
  }>(
    tx,
    `select ${CLOCK_EVENTS_JSON_SQL} as events, ${lastEventIdSql('?')} as last_event,
            coalesce((select json_agg(json_build_object('cardNumber', c.palette_number, 'prefixLength', c.prefix_length,
                        'result', c.result, 'pattern', c.pattern, 'payout', c.payout, 'createdAt', c.created_at) order by c.id)
                        from game_claim c where c.game_id = ?), '[]'::json) as claims,
            ${NEXT_EVENT_ID_SQL} as next_id, clock_timestamp() as now`,
    [gameId, gameId, gameId],
  );
  const claims = typeof row!.claims === 'string' ? (JSON.parse(row!.claims) as ClaimJson[]) : row!.claims;
  return {
    events: eventsFromJson(row!.events),
    lastEventId: String(row!.last_event),
    claims: claims.map((c) => ({ ...c, payout: Number(c.payout), createdAt: new Date(c.createdAt) })),
    next: { id: String(row!.next_id), at: new Date(row!.now).getTime() },
  };
}
