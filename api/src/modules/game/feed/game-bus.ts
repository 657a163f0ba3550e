import type { ClockEventKind } from '@bingo/core';
import type { Orm } from '../../../shared/db/orm';
import type { BusEvent, EventBus } from '../../../shared/events/event-bus';
import type { Tx } from '../../../shared/db/transaction';
import { eventsFromJson } from '../clock/clock-events.sql';
import { hallCompletions, type MissedClaim } from '../claim/missed-claims';
import { decodePlayedCards } from '../played-cards.codec';
import type { PlannedOutcome } from '../game.entity';
import { type LiveStateRow, readHostLiveStateRow, readLiveStateRow } from './game-bus.sql';

/** The bus topic of one game's events (docs/fairness.md): every instance's live screens hear it. */
export const gameTopic = (gameId: string): string => `game:${gameId}`;

/** The bus topic of one host's room: told when the host starts a game, so room displays follow it. */
export const hostTopic = (hostId: string): string => `host:${hostId}`;

/**
 * What the game module tells the bus after a change commits: the clock moved (PLAY, PAUSE, END:
 * with the event's ids and time, ToldClockEvent, and at the END the seed it reveals) or a claim
 * was judged (a few numbers). Live feeds extend their clock from the message when it follows the
 * clock they have, and read the game otherwise.
 */
export type GameBusKind = 'PLAY' | 'PAUSE' | 'AUTO_PAUSE' | 'END' | 'CLAIM';

/** Given `tx`, the message goes out when it commits (never on a rollback). */
export function publishGameEvent(
  bus: EventBus,
  gameId: string,
  kind: GameBusKind,
  data?: Record<string, string | number>,
  tx?: Tx,
): Promise<void> {
  return bus.publish({ topic: gameTopic(gameId), kind, ...(data ? { data } : {}) }, tx);
}

/** A judged check as the game's screens are told it (the checker's own answer has the card and patterns). */
export interface JudgedClaim {
  cardNumber: number;
  isWinner: boolean;
  locked: boolean;
  prefixLength: number;
  /** Santim. */
  payout: number;
  winnersOnCall: number;
}

/**
 * A judged check, told to the game's screens (a few numbers: the bus message stays small). The
 * claim's own statement sends it (game-claim.sql.ts), so it goes out when the claim commits and
 * costs no transaction of its own.
 */
export function claimEvent(answer: JudgedClaim & { gameId: string }): BusEvent {
  return {
    topic: gameTopic(answer.gameId),
    kind: 'CLAIM',
    data: {
      cardNumber: answer.cardNumber,
      isWinner: answer.isWinner,
      locked: answer.locked,
      prefixLength: answer.prefixLength,
      payout: answer.payout,
      winnersOnCall: answer.winnersOnCall,
      at: Date.now(),
    },
  };
}

/**
 * A game as its live feed reads it. `order` and `houseWinAtCall` stay on the server: the feed
 * sends only the prefix the clock has revealed (docs/fairness.md), never anything ahead.
 */
export interface GameLiveState {
  gameId: string;
  callSpeedMs: number;
  /** The clock's events in order, at the database's clock (epoch ms). */
  events: { kind: ClockEventKind; at: number }[];
  /** The id of the last of `events` ('0' when none): the list it names (ToldClockEvent). */
  lastEventId: string;
  /** The whole draw order (never sent as such). */
  order: number[];
  /** The call on which the house card wins, when the house wins. */
  houseWinAtCall: number | null;
  ended: boolean;
  /** Only once ended. */
  seed: string | null;
  /** Every hall card's first completion over the whole draw, when read with them (never sent as such). */
  completions?: MissedClaim[];
}

/**
 * Not scoped by an actor: the live module reads it only after `recall` has checked that the
 * subscriber may see the game. Null when there is no such game. `withCompletions`: in the same
 * statement, every hall card's first completion over the whole draw (a feed with a caller told
 * missed claims; server-side, never sent ahead of its call).
 */
export async function readGameLiveState(
  orm: Orm,
  gameId: string,
  withCompletions = false,
): Promise<GameLiveState | null> {
  const row = await readLiveStateRow(orm, gameId, withCompletions);
  return row ? liveStateOf(gameId, row) : null;
}

/**
 * A host's screen of its own game (the host is the actor: the scope is the statement's), in one
 * statement: whether it is told missed claims (docs/fairness.md#missed-claims) and the live state,
 * with the completions when `withCompletions` and the hall tells them. Null: no such game of the
 * host's.
 */
export async function readHostLiveState(
  orm: Orm,
  gameId: string,
  hostId: string,
  withCompletions: boolean,
): Promise<{ notices: boolean; state: GameLiveState } | null> {
  const row = await readHostLiveStateRow(orm, gameId, hostId, withCompletions);
  return row ? { notices: row.notices, state: liveStateOf(gameId, row) } : null;
}

function liveStateOf(gameId: string, row: LiveStateRow): GameLiveState {
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const plan = row.planned_outcome == null ? null : json<PlannedOutcome>(row.planned_outcome);
  const ended = row.status === 'ENDED';
  const order = json<number[]>(row.draw_order);
  return {
    gameId,
    callSpeedMs: Number(row.call_speed_ms),
    events: eventsFromJson(row.events),
    lastEventId: String(row.last_event),
    order,
    // As the game's views reveal it (revealedHouseWin): the house's call, unless a hall card won first.
    houseWinAtCall: plan?.houseWin && row.won_at_call == null ? plan.winningCalls : null,
    ended,
    seed: ended ? row.seed : null,
    ...(row.cards != null && row.winning_patterns != null
      ? { completions: hallCompletions(decodePlayedCards(row.cards), json<string[]>(row.winning_patterns), order) }
      : {}),
  };
}
