import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { labelNumber } from '../draw/labels';
import { expectRuleError } from '../testing/expect-rule-error';
import { cardCompletions } from './card-completion';

const CARD: Card = {
  paletteNumber: 7,
  numbers: {
    B: [1, 2, 3, 4, 5],
    I: [16, 17, 18, 19, 20],
    N: [31, 32, 'FREE', 34, 35],
    G: [46, 47, 48, 49, 50],
    O: [61, 62, 63, 64, 65],
  },
};
const OTHER: Card = { ...CARD, paletteNumber: 8 };
const calls = (...n: number[]) => n.map(labelNumber);

describe('cardCompletions: on which call a card completed each pattern', () => {
  it('names the completing call per pattern, null where the card never completed it', () => {
    // The top row completes on call 8 (G46), the B column on call 10 (B5), the full card never.
    const called = calls(75, 1, 16, 31, 61, 2, 3, 46, 4, 5);
    const result = cardCompletions([OTHER, CARD], 7, ['rows', 'columns', 'fullCard'], called.slice(0, 8));
    expect(result).toEqual([
      { pattern: 'rows', completedAtCall: 8, completingCall: 'G46', cells: [0, 1, 2, 3, 4] },
      { pattern: 'columns', completedAtCall: null, completingCall: null, cells: [] },
      { pattern: 'fullCard', completedAtCall: null, completingCall: null, cells: [] },
    ]);
    const all = cardCompletions([CARD], 7, ['columns'], called)!;
    expect(all[0]).toMatchObject({ completedAtCall: 10, completingCall: 'B5', cells: [0, 5, 10, 15, 20] });
  });

  it('answers null for a card that was not in play', () => {
    expect(cardCompletions([CARD], 9, ['any'], calls(1, 2))).toBeNull();
  });

  it('refuses calls that are not a draw', () => {
    expectRuleError(() => cardCompletions([CARD], 7, ['any'], ['B1', 'B1']), 'INVALID_DRAW');
  });
});
