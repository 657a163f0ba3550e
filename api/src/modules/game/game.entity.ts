import type { MissedClaim } from './claim/missed-claims';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  CLAIM_RESULTS,
  CLOCK_EVENT_KINDS,
  type ClockEventKind,
  GAME_STATUSES,
  GAME_TYPES,
  type ClaimResult,
  type GameStatus,
  type GameType,
} from '@bingo/core';
import { AccountSchema } from '../account';
import { CardSetSchema } from '../card';
import { PlayedCardsType, type PlayedCard } from './played-cards.codec';

export type { PlayedCard };

export { GAME_STATUSES, GAME_TYPES, type GameStatus, type GameType };

/** A bonus applied at start (docs/games-and-money.md#bonuses; GamePromotions fills these in). */
export interface AppliedBonusRecord {
  bonusId: string | null;
  bonusType: string;
  bonusValue: number;
  bonusAmount: number;
}

/** The outcome the draw fixed at start; kept out of every answer until it happens. */
export interface PlannedOutcome {
  houseWin: boolean;
  /** The first completing card and its call (hall card, or the house card when houseWin). */
  winningCard: number | null;
  winningCalls: number | null;
  /** Payout and profit once the winner is known (santim; jackpot award included). */
  payoutToWinner: number;
  /** The payout before bonuses. */
  baseAmount: number;
  profit: number;
  jackpotAwarded: number;
  /** The winner completes within the jackpot's call limit in a jackpot game (a linked pool's award is decided at the win). */
  jackpotQualifies?: boolean;
}

/**
 * One game, from start to end. Everything the server decided at start is stored here (seed,
 * order, faces, money), so a reload, a second screen or a server restart continue the same game,
 * and recall shows exactly what was played. Money is in santim; `profit` may be negative.
 */
export const GameSchema = defineEntity({
  name: 'Game',
  tableName: 'game',
  indexes: [
    { properties: ['host', 'createdAt'] },
    // Not a partial index of running games (`where status = 'ACTIVE'`): PostgreSQL then answers a
    // losing check's insert (`v join game g on g.id = … and g.status = 'ACTIVE'`) by hashing every
    // running game, whose count its statistics from before the games started put at one
    // (claim/game-claim.sql.test.ts).
    { properties: ['host', 'status'] },
    { properties: ['createdAt'] },
    // Reports (docs/reporting.md): every report reads only these columns, so they run as index-only scans.
    { properties: ['host', 'createdAt', 'gameType', 'profit', 'totalStakes', 'payoutToWinner'] },
  ],
  // The short public code (docs/fairness.md#verifying): one game per code.
  uniques: [{ name: 'game_public_code_unique', properties: ['publicCode'] }],
  checks: [{ name: 'game_platform_fee_check', expression: 'platform_fee >= 0' }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    host: () => p.manyToOne(AccountSchema),
    cardSet: () => p.manyToOne(CardSetSchema),
    gameType: p.enum(GAME_TYPES).$type<GameType>(),
    status: p.enum(GAME_STATUSES).$type<GameStatus>(),
    /** The per-card bet in santim; null for multiplierBingo (see stakes). */
    betSantim: p.bigint('number').nullable(),
    /** Hall cards in the order given, then their stakes (santim) in the same order. */
    cardPaletteNumbers: p.json<number[]>(),
    stakes: p.json<number[]>(),
    houseCards: p.json<number[]>(),
    /** Faces of every card in play, house cards included; stored as JSON text (played-cards.codec.ts). */
    cards: p.type(PlayedCardsType),
    winningPatterns: p.json<string[]>(),
    callSpeedMs: p.integer(),
    /** Hex seed; revealed only after the end. */
    seed: p.string().length(64),
    commitment: p.string().length(64),
    /** The short public code (8 characters of PUBLIC_CODE_ALPHABET) the room display and receipts show. */
    publicCode: p.string().length(8),
    drawOrder: p.json<number[]>(),
    winningCard: p.integer().nullable(),
    winningCalls: p.integer().nullable(),
    houseWin: p.boolean(),
    commissionRateBp: p.integer(),
    totalStakes: p.bigint('number'),
    baseAmount: p.bigint('number'),
    totalBonusAmount: p.bigint('number'),
    payoutToWinner: p.bigint('number'),
    profit: p.bigint('number'),
    platformFee: p.bigint('number'),
    /** multiplierBingo: N x (1 - r) in basis points. */
    multiplierBp: p.integer().nullable(),
    freeAmount: p.bigint('number').default(0),
    /** The free-game slot this game used (docs/games-and-money.md#free-games), if any. */
    freeSlotId: p.string().length(64).nullable(),
    bonuses: p.json<AppliedBonusRecord[]>(),
    isJackpotGame: p.boolean(),
    /** The host's jackpot pool when the game started. */
    jackpotPool: p.bigint('number'),
    jackpotAwarded: p.bigint('number').default(0),
    /** What this game added to the pool at start: its share, abandoned or not (docs/games-and-money.md#jackpot). */
    jackpotAccrual: p.bigint('number').default(0),
    /**
     * What the draw decided at start, never answered as such (docs/fairness.md#nothing-early): the
     * public outcome columns (winningCard, winningCalls, houseWin, payoutToWinner, profit,
     * jackpotAwarded) stay empty until a claim wins or the house's winning call is revealed, and
     * are then settled from this plan. Null for games started before the server held the clock.
     */
    plannedOutcome: p.json<PlannedOutcome>().nullable(),
    /** A game ended before anyone won: the calls revealed when it ended. */
    abandonedAtCall: p.integer().nullable(),
    /** Set at the end: hall cards that completed within the calls made and were never claimed. */
    missedClaims: p.json<MissedClaim[]>().nullable(),
    /** The call on which the first winning claim was confirmed; later claims must be on it. */
    wonAtCall: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    endedAt: p.datetime().nullable(),
    endReason: p.string().length(32).nullable(),
  },
});

export type Game = InferEntity<typeof GameSchema>;

export { CLAIM_RESULTS, type ClaimResult };

/**
 * One judged winner check (isWinner): which card, on how many calls, with what result. A card is
 * judged once per game (a loser is locked, a winner "already checked"), hence the unique key.
 */
export const GameClaimSchema = defineEntity({
  name: 'GameClaim',
  tableName: 'game_claim',
  uniques: [{ properties: ['game', 'paletteNumber'] }],
  properties: {
    id: p.bigint('number').primary(),
    game: () => p.manyToOne(GameSchema),
    paletteNumber: p.integer(),
    prefixLength: p.integer(),
    result: p.enum(CLAIM_RESULTS).$type<ClaimResult>(),
    /** The pattern that made the card win, if it won. */
    pattern: p.string().length(32).nullable(),
    /** This winner's share of the payout in santim (recomputed when another winner joins on the same call). */
    payout: p.bigint('number').default(0),
    createdAt: p.datetime(),
  },
});

export type GameClaim = InferEntity<typeof GameClaimSchema>;

export { CLOCK_EVENT_KINDS, type ClockEventKind };

/**
 * The game's clock (docs/fairness.md#nothing-early): START, PLAY, PAUSE and END in recording order.
 * `at` comes from the database's clock (clock_timestamp()), so every API instance writes on one clock;
 * the calls revealed are readClock(events, callSpeed, now) from @bingo/core.
 */
export const GameEventSchema = defineEntity({
  name: 'GameEvent',
  tableName: 'game_event',
  indexes: [{ properties: ['game', 'id'] }],
  properties: {
    id: p.bigint('number').primary(),
    game: () => p.manyToOne(GameSchema),
    kind: p.enum(CLOCK_EVENT_KINDS).$type<ClockEventKind>(),
    at: p.datetime(),
  },
});

export type GameEvent = InferEntity<typeof GameEventSchema>;
