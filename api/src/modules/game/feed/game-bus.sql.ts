import type { Orm } from '../../../shared/db/orm';
import { executeParameterized } from '../../../shared/db/parameterized';
import { CLOCK_EVENTS_JSON_SQL, type eventsFromJson, lastEventIdSql } from '../clock/clock-events.sql';
import type { PlannedOutcome } from '../game.entity';

/** The SQL of a game's live state (game-bus.ts's readGameLiveState). */

interface LiveStateRow {
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
    `select status, call_speed_ms, draw_order, seed, planned_outcome, won_at_call, ${CLOCK_EVENTS_JSON_SQL} as events,
            ${lastEventIdSql('g.id')} as last_event${withCards ? ', cards, winning_patterns' : ''}
       from game g where g.id = ?`,
    [gameId, gameId],
  );
  return row;
}
