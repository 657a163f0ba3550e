import { Type } from '@mikro-orm/core';
import type { Card as CardFace } from '@bingo/core';

/*
 * How a game's cards (`game.cards`: every card in play with its faces) are stored. New games store
 * them as their JSON text inside the jsonb column (a jsonb string); games started before this
 * change (2026-11-24) hold a jsonb array. Both read back the same (docs/audit.md#the-cards-storage).
 *
 * Why text: jsonb's binary form of 100 cards is about 48 KB (a numeric and an entry header per
 * cell, the keys again in every card), which PostgreSQL compresses (pglz, TOAST) at every game
 * start: 19% of its CPU for a start and its end, under perf. The same cards as JSON text are about
 * 19 KB; they compress 2.6 times faster and store 22% smaller (per 100-card game, 3,000 games:
 * 0.28 against 0.79 ms, 4.8 against 6.2 KB). No SQL reads inside the cards. Changing the column's
 * type to `json` instead would rewrite every past game under an exclusive lock (0.5 ms a game:
 * 80 minutes at 10,000,000 games), so the column stays jsonb.
 */

/** A card as it was played: its face is copied into the game, so a re-imported card set never changes a past game. */
export interface PlayedCard {
  paletteNumber: number;
  numbers: CardFace['numbers'];
  /** True for the house's cards ("online players") of a house game. */
  house: boolean;
  /** This card's stake in santim. */
  stake: number;
  /** The first call (1-based) at which the card completes one of the game's patterns; null if never. */
  completedAtCall: number | null;
}

/** The cards' JSON text: the value a write passes to PLAYED_CARDS_SQL (start/game-row.sql.ts). */
export function encodePlayedCards(cards: readonly PlayedCard[]): string {
  return JSON.stringify(cards);
}

/**
 * The cards from what a driver answers for the column, whichever way the game stored them and
 * whether or not the driver parsed the jsonb: the text form arrives as the JSON text (parsed) or
 * as a JSON string literal (unparsed); the older array form as an array or as its JSON text.
 */
export function decodePlayedCards(value: unknown): PlayedCard[] {
  let v = value;
  for (let i = 0; i < 2 && typeof v === 'string'; i++) v = JSON.parse(v);
  if (!Array.isArray(v)) throw new Error('game.cards holds neither a card list nor its JSON text');
  return v as PlayedCard[];
}

/**
 * The ORM's side: GameSchema's `cards` reads through the decoder. Games are written by
 * insertGameRow (start/game-row.ts), not by the ORM; a write through the ORM would pass the text as a
 * jsonb parameter, which stores the older array form: still read the same.
 */
export class PlayedCardsType extends Type<PlayedCard[], string> {
  override convertToDatabaseValue(value: PlayedCard[]): string {
    return encodePlayedCards(value);
  }

  override convertToJSValue(value: unknown): PlayedCard[] {
    return decodePlayedCards(value);
  }

  override getColumnType(): string {
    return 'jsonb';
  }
}
