import type { Card } from '../cards/card';
import { parseCalledNumbers } from '../draw/labels';
import type { PatternName } from '../patterns/patterns';
import { evaluateCard } from '../win/evaluate';

export interface PatternCompletion {
  pattern: PatternName;
  /** 1-based call on which the card first completed the pattern; null if it did not within the calls. */
  completedAtCall: number | null;
  /** The call that completed it ("B5"); null if not completed. */
  completingCall: string | null;
  /** Winning cell indexes (row * 5 + column), for highlighting; [] if not completed. */
  cells: number[];
}

/**
 * For a player checking a game (docs/fairness.md#verifying): on which call the card completed each
 * of the game's patterns, judged on the calls made ("B5", …). Answers null when the card was not in
 * play; throws a RuleError for malformed calls or patterns (the page passes the server's own).
 */
export function cardCompletions(
  cards: readonly Card[],
  paletteNumber: number,
  patterns: readonly PatternName[],
  calledNumbers: readonly string[],
): PatternCompletion[] | null {
  const card = cards.find((c) => c.paletteNumber === paletteNumber);
  if (!card) return null;
  const calls = parseCalledNumbers([...calledNumbers]);
  return evaluateCard(card, patterns, calls).map((r) => ({
    pattern: r.pattern,
    completedAtCall: r.completedAtCall,
    completingCall: r.completedAtCall == null ? null : calledNumbers[r.completedAtCall - 1]!,
    cells: r.cells,
  }));
}
