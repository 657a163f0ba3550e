/**
 * Game types, statuses and the rules of starting a game (docs/games-and-money.md#start-rules). The server enforces them; the setup screens check them before the round trip.
 */

/** What a game is. The wire value is the name (also stored in the database). */
export const GameType = {
  regular: 'regular',
  house: 'house',
  free: 'free',
  multiplierBingo: 'multiplierBingo',
} as const;
export type GameType = (typeof GameType)[keyof typeof GameType];
export const GAME_TYPES = Object.values(GameType) as readonly GameType[];

export const GameStatus = { ACTIVE: 'ACTIVE', ENDED: 'ENDED' } as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];
export const GAME_STATUSES = Object.values(GameStatus) as readonly GameStatus[];

/** How a judged winner check ended: a LOST check locks the card. */
export const ClaimResult = { WON: 'WON', LOST: 'LOST' } as const;
export type ClaimResult = (typeof ClaimResult)[keyof typeof ClaimResult];
export const CLAIM_RESULTS = Object.values(ClaimResult) as readonly ClaimResult[];

/** Why a game ended: the operator ended it, or a newer game of the host replaced it. */
/**
 * ENDED: ended after a win (hall claim or house win). ABANDONED: ended before anyone won, at the
 * call the clock had reached (abandonedAtCall). REPLACED: games ended by a newer start before that was refused.
 */
export const GameEndReason = { ENDED: 'ENDED', ABANDONED: 'ABANDONED', REPLACED: 'REPLACED' } as const;
export type GameEndReason = (typeof GameEndReason)[keyof typeof GameEndReason];

export function isGameType(v: unknown): v is GameType {
  return typeof v === 'string' && (GAME_TYPES as readonly string[]).includes(v);
}

/** Smallest bet per card (regular, house, free), in whole Birr. */
export const MIN_BET_BIRR = 10;
/** Largest bet per card, Birr. */
export const MAX_BET_BIRR = 100_000;
/** Cards a game can hold: palette numbers 1-100. */
export const MAX_GAME_CARDS = 100;
/** Fewest hall cards to start a regular, house or free game. */
export const MIN_CARDS = 3;
/** Fewest hall cards to start a multiplierBingo game. */
export const MIN_MULTIPLIER_CARDS = 2;
/** The most cards the house may play in a house game ("online players"). */
export const MAX_HOUSE_CARDS = 50;

/** Milliseconds between calls the server accepts: regular, house and free games. */
export const REGULAR_CALL_SPEEDS = [3000, 5000, 10000] as const;
/** Milliseconds between calls the server accepts for multiplierBingo. */
export const MULTIPLIER_CALL_SPEEDS = [5000, 6000, 7000, 10000, 15000] as const;
/** The fastest call speed of any game. */
export const MIN_CALL_SPEED_MS = Math.min(...REGULAR_CALL_SPEEDS, ...MULTIPLIER_CALL_SPEEDS);

export function minCardsFor(gameType: GameType): number {
  return gameType === GameType.multiplierBingo ? MIN_MULTIPLIER_CARDS : MIN_CARDS;
}

export function callSpeedsFor(gameType: GameType): readonly number[] {
  return gameType === GameType.multiplierBingo ? MULTIPLIER_CALL_SPEEDS : REGULAR_CALL_SPEEDS;
}

/** The refusal for too few cards, as the server words it. */
export function tooFewCardsMessage(gameType: GameType): string {
  return `Select at least ${minCardsFor(gameType)} cards to start a ${gameType} game`;
}

export const MIN_BET_MESSAGE = `bettingAmount must be at least ${MIN_BET_BIRR} Birr`;

/** A typed bet (Birr) the Start button accepts: a finite number not below the minimum. */
export function isBetAllowed(birr: number): boolean {
  return Number.isFinite(birr) && birr >= MIN_BET_BIRR;
}
