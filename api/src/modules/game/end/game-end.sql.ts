import type { ClockEvent } from '@bingo/core';
import type { Tx } from '../../../shared/db/transaction';
import { executeParameterized } from '../../../shared/db/parameterized';
import { CLOCK_EVENTS_JSON_SQL, eventsFromJson, lastEventIdSql } from '../clock/clock-events.sql';
import { decodePlayedCards, type PlayedCard } from '../played-cards.codec';

/**
 * The SQL of a game's end (game-end.ts): the row locked, one read of what the end judges, then one
 * statement that ends, settles, stores the missed claims and records the END.
 */

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
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * One statement, run once the row is locked (its snapshot sees a play, pause or claim that
 * committed while the end waited): the game's clock events, the last one's id, the database's time,
 * and the cards, patterns, draw and won cards its missed claims are judged on.
 */
export async function readForEnd(tx: Tx, gameId: string): Promise<EndReads> {
  const [row] = await executeParameterized<{
    now: string | Date;
    events: Parameters<typeof eventsFromJson>[0];
    last_event: string;
    cards: unknown;
    winning_patterns: string[] | string;
    draw_order: number[] | string;
    won: number[] | string;
  }>(
    tx,
    `select clock_timestamp() as now, ${CLOCK_EVENTS_JSON_SQL} as events, ${lastEventIdSql('g.id')} as last_event,
            g.cards, g.winning_patterns, g.draw_order,
            coalesce((select json_agg(c.palette_number) from game_claim c where c.game_id = g.id and c.result = 'WON'), '[]'::json) as won
       from game g where g.id = ?`,
    [gameId, gameId],
  );
  return {
    events: eventsFromJson(row!.events),
    lastEventId: String(row!.last_event),
    now: new Date(row!.now).getTime(),
    cards: decodePlayedCards(row!.cards),
    patterns: json(row!.winning_patterns),
    order: json(row!.draw_order),
    won: json(row!.won),
  };
}

/**
 * Ends and settles the game (`settled`: the outcome columns' SET, game-settle.ts's endSettlement),
 * stores its missed claims and records its END at `endedAt`; answers the END's id. A data-modifying WITH runs to completion
 * whether or not the query reads it (PostgreSQL's "WITH Queries").
 */
export async function endAndRecordEnd(
  tx: Tx,
  gameId: string,
  endedAt: Date,
  settled: { set: string; params: unknown[] },
  missedClaims: readonly unknown[],
): Promise<{ id: string }> {
  const [ended] = await executeParameterized<{ id: string }>(
    tx,
    `with settled as (update game set status = 'ENDED', ended_at = ?, missed_claims = ?, ${settled.set} where id = ?)
         insert into game_event (game_id, kind, at) values (?, 'END', ?) returning id::text as id`,
    [endedAt, JSON.stringify(missedClaims), ...settled.params, gameId, gameId, endedAt],
  );
  return ended!;
}
