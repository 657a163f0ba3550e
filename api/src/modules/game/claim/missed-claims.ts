import { evaluateGame, type PatternName } from '@bingo/core';
import type { PlayedCard } from '../played-cards.codec';

/** A hall card that completed a pattern (docs/fairness.md#missed-claims): which, with what, on which call. */
export interface MissedClaim {
  cardNumber: number;
  pattern: string;
  /** The call (from 1) that completed it. */
  call: number;
}

/**
 * Every hall card's first completion over the whole draw (the house's cards left out: nobody in
 * the room holds them), ordered by call then card. One pass per card over the game's patterns
 * (core's evaluateGame), once per game: a feed then looks up each call's completions by index.
 * Server-side only: a completion is told to no one before its call is revealed.
 */
export function hallCompletions(
  cards: readonly PlayedCard[],
  patterns: readonly string[],
  order: readonly number[],
): MissedClaim[] {
  const hall = cards.filter((c) => !c.house).map((c) => ({ paletteNumber: c.paletteNumber, numbers: c.numbers }));
  const out: MissedClaim[] = [];
  for (const r of evaluateGame(hall, patterns as readonly PatternName[], order)) {
    if (r.earliest)
      out.push({ cardNumber: r.paletteNumber, pattern: r.earliest.pattern, call: r.earliest.completedAtCall });
  }
  return out.sort((a, b) => a.call - b.call || a.cardNumber - b.cardNumber);
}

/** At the end: the completions within the calls revealed, of cards never claimed as a win. */
export function missedAtEnd(
  completions: readonly MissedClaim[],
  revealed: number,
  wonCards: ReadonlySet<number>,
): MissedClaim[] {
  return completions.filter((c) => c.call <= revealed && !wonCards.has(c.cardNumber));
}
