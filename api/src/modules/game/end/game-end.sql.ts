import type { ClockEvent } from '@bingo/core';
import type { Tx } from '../../../shared/db/transaction';
import { type Decoded, type JsonRead, queueWrite, readColumns } from '../../../shared/db/batch';
import { executeParameterized } from '../../../shared/db/parameterized';
import {
  CLOCK_EVENTS_JSON_SQL,
  eventsFromJson,
  lastEventIdSql,
  NEXT_EVENT_ID_SQL,
  queueEventWithId,
} from '../clock/clock-events.sql';
import { decodePlayedCards, type PlayedCard } from '../played-cards.codec';

/**
 * The SQL of a game's end (game-end.ts): the row locked, one read of what the end judges (with the
 * till's and the audit chain's locks), then writes queued for the transaction's last statement that
 * end, settle, store the missed claims and record the END.
 */

interface GameToEnd {
  status: string;
  call_speed_ms: number;
  ended_at: string | Date | null;
  seed: string;
  commitment: string;
  planned_outcome: unknown;
  won_at_call: number | null;
  /** The outcome columns settled so far (a won game's are final), for the till's cash out. */
  house_win: boolean;
  winning_card: number | null;
  payout_to_winner: string | number;
  free_amount: string | number;
  total_bonus_amount: string | number;
}

/** Locks the host's game row; undefined when the host has no such game. */
export async function lockGameToEnd(tx: Tx, gameId: string, hostId: string): Promise<GameToEnd | undefined> {
  const [row] = await executeParameterized<GameToEnd>(
    tx,
    `select status, call_speed_ms, ended_at, seed, commitment, planned_outcome, won_at_call,
            house_win, winning_card, payout_to_winner, free_amount, total_bonus_amount
         from game where id = ? and host_id = ? for update`,
    [gameId, hostId],
  );
  return row;
}

/** What an end reads once the game's row is locked: its clock, and what its missed claims are judged on. */
export interface EndReads {
  events: ClockEvent[];
  lastEventId: string;
  /** The database's clock now: the END's time. */
  now: number;
  cards: PlayedCard[];
  patterns: string[];
  order: number[];
  /** Cards with a winning claim. */
  won: number[];
  /** The END's id, taken from the events' sequence now (an id left unused is a gap, nothing more). */
  endId: string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * One statement, run once the row is locked (its snapshot sees a play, pause or claim that
 * committed while the end waited): the game's clock events, the last one's id, the database's time,
 * the cards, patterns, draw and won cards its missed claims are judged on, and the END's id; then
 * `also` (JSON reads, shared/db/batch.ts), whose locks are taken in their order after the row's.
 */
export async function readForEnd<A extends Record<string, JsonRead<unknown>>>(
  tx: Tx,
  gameId: string,
  also: A,
): Promise<EndReads & { also: Decoded<A> }> {
  const more = readColumns(also);
  const [row] = await executeParameterized<
    {
      now: string | Date;
      events: Parameters<typeof eventsFromJson>[0];
      last_event: string;
      cards: unknown;
      winning_patterns: string[] | string;
      draw_order: number[] | string;
      won: number[] | string;
      end_id: string;
    } & Record<string, unknown>
  >(
    tx,
    `select clock_timestamp() as now, ${CLOCK_EVENTS_JSON_SQL} as events, ${lastEventIdSql('g.id')} as last_event,
            g.cards, g.winning_patterns, g.draw_order,
            coalesce((select json_agg(c.palette_number) from game_claim c where c.game_id = g.id and c.result = 'WON'), '[]'::json) as won,
            ${NEXT_EVENT_ID_SQL} as end_id${more.columns ? `, ${more.columns}` : ''}
       from game g where g.id = ?`,
    [gameId, ...more.params, gameId],
  );
  return {
    events: eventsFromJson(row!.events),
    lastEventId: String(row!.last_event),
    now: new Date(row!.now).getTime(),
    cards: decodePlayedCards(row!.cards),
    patterns: json(row!.winning_patterns),
    order: json(row!.draw_order),
    won: json(row!.won),
    endId: String(row!.end_id),
    also: more.decode(row!),
  };
}

/**
 * Ends and settles the game (`settled`: the outcome columns' SET, game-settle.ts's endSettlement),
 * stores its missed claims and records its END (the id readForEnd took) at `endedAt`: two writes
 * queued for the transaction's last statement (shared/db/batch.ts).
 */
export async function queueEnd(
  tx: Tx,
  gameId: string,
  end: { id: string; at: Date },
  settled: { set: string; params: unknown[] },
  missedClaims: readonly unknown[],
): Promise<void> {
  await queueWrite(
    tx,
    `update game set status = 'ENDED', ended_at = ?, missed_claims = ?, ${settled.set} where id = ?`,
    [end.at, JSON.stringify(missedClaims), ...settled.params, gameId],
  );
  await queueEventWithId(tx, gameId, 'END', { id: end.id, at: end.at.getTime() });
}
