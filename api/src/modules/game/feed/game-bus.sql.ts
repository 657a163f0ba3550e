import type { Orm } from '../../../shared/db/orm';
import { executeParameterized } from '../../../shared/db/parameterized';
import { CLOCK_EVENTS_JSON_SQL, type eventsFromJson, lastEventIdSql } from '../clock/clock-events.sql';
import type { PlannedOutcome } from '../game.entity';

/** The SQL of a game's live state (game-bus.ts's readGameLiveState). */

export interface LiveStateRow {
  status: string;
  call_speed_ms: number;
  draw_order: number[] | string;
  seed: string;
  planned_outcome: PlannedOutcome | string | null;
  won_at_call: number | null;
  events: Parameters<typeof eventsFromJson>[0];
  last_event: string;
  /** Only when asked for with the completions. */
  cards?: unknown;
  winning_patterns?: string[] | string;
}

/** The live state's columns of game `g` (its id the statement's first parameter). */
const LIVE_STATE_COLUMNS = `g.status, g.call_speed_ms, g.draw_order, g.seed, g.planned_outcome, g.won_at_call,
            ${CLOCK_EVENTS_JSON_SQL} as events, ${lastEventIdSql('g.id')} as last_event`;

/**
 * One statement on the pool: the game's row and its clock's events; `withCards` adds what its
 * cards' completions are judged on (a caller's first screen told missed claims).
 */
export async function readLiveStateRow(
  orm: Orm,
  gameId: string,
  withCards: boolean,
): Promise<LiveStateRow | undefined> {
  const [row] = await executeParameterized<LiveStateRow>(
    orm,
    `select ${LIVE_STATE_COLUMNS}${withCards ? ', g.cards, g.winning_patterns' : ''} from game g where g.id = ?`,
    [gameId, gameId],
  );
  return row;
}

/**
 * A host's own game for its screen, in one statement on the pool: whether its hall tells the
 * caller of missed claims (on when the hall never set it) and the live state; `withCards` adds the
 * cards only where the hall tells them. No row: no such game of this host's.
 */
export async function readHostLiveStateRow(
  orm: Orm,
  gameId: string,
  hostId: string,
  withCards: boolean,
): Promise<(LiveStateRow & { notices: boolean }) | undefined> {
  const notices = 'coalesce(h.missed_claim_notices, true)';
  const [row] = await executeParameterized<LiveStateRow & { notices: boolean }>(
    orm,
    `select ${LIVE_STATE_COLUMNS}, ${notices} as notices${
      withCards ? `, case when ${notices} then g.cards end as cards, g.winning_patterns` : ''
    }
       from game g left join hall_settings h on h.host_id = g.host_id where g.id = ? and g.host_id = ?`,
    [gameId, gameId, hostId],
  );
  return row;
}
