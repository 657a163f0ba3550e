import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clone } from '../testing/clone';
import { expectRuleError } from '../testing/expect-rule-error';
import { type Card, LETTERS } from './card';
import { generateCardSet } from './card-set';
import { validateCard, validateCardSet } from './validate';

const base = () => clone(generateCardSet('validate tests', 12));

/** A set with one card's numbers changed by `edit`. */
function edited(paletteNumber: number, edit: (numbers: Record<string, unknown[]>) => void): unknown[] {
  const cards = base() as unknown as { paletteNumber: number; numbers: Record<string, unknown[]> }[];
  edit(cards[paletteNumber - 1]!.numbers);
  return cards;
}

describe('validateCardSet', () => {
  it('accepts a valid set in any order and returns clean cards sorted by number', () => {
    const cards = base();
    const shuffled = [...cards].reverse().map((c) => ({ ...c, _id: 'db-id', extra: true }));
    expect(validateCardSet(shuffled)).toEqual(cards);
  });

  it('rejects anything that is not a non-empty array of cards', () => {
    expectRuleError(() => validateCardSet({}), 'INVALID_CARD_SET');
    expectRuleError(() => validateCardSet([]), 'INVALID_CARD_SET');
    expectRuleError(() => validateCardSet('cards'), 'INVALID_CARD_SET');
    expectRuleError(() => validateCardSet([null]), 'INVALID_CARD', 'Entry 1');
    expectRuleError(() => validateCardSet([{ paletteNumber: 1 }]), 'INVALID_CARD', 'Card 1');
  });

  it('rejects a column of the wrong length, naming card and column', () => {
    expectRuleError(() => validateCardSet(edited(3, (n) => n.G!.pop())), 'INVALID_CARD', 'Card 3', 'column G');
    expectRuleError(() => validateCardSet(edited(4, (n) => delete n.O)), 'INVALID_CARD', 'Card 4', 'column O');
  });

  it('requires FREE in the centre and only there', () => {
    expectRuleError(
      () => validateCardSet(edited(2, (n) => (n.N![2] = 33))),
      'INVALID_CARD',
      'Card 2',
      'column N, row 3',
      'FREE',
    );
    expectRuleError(
      () => validateCardSet(edited(2, (n) => (n.B![0] = 'FREE'))),
      'INVALID_CARD',
      'Card 2',
      'column B, row 1',
    );
  });

  it('rejects non-integers', () => {
    expectRuleError(
      () => validateCardSet(edited(5, (n) => (n.I![4] = 17.5))),
      'INVALID_CARD',
      'Card 5',
      'column I, row 5',
    );
    expectRuleError(
      () => validateCardSet(edited(5, (n) => (n.I![4] = '17'))),
      'INVALID_CARD',
      'Card 5',
      'column I, row 5',
    );
  });

  it('rejects a number outside its column range, naming card, cell and value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 24 }).filter((c) => c !== 12),
        fc.integer({ min: -5, max: 100 }),
        (card, cell, value) => {
          const letter = LETTERS[cell % 5]!;
          const min = [1, 16, 31, 46, 61][cell % 5]!;
          fc.pre(value < min || value > min + 14);
          const row = Math.floor(cell / 5);
          expectRuleError(
            () => validateCardSet(edited(card, (n) => (n[letter]![row] = value))),
            'NUMBER_OUT_OF_RANGE',
            `Card ${card}`,
            `column ${letter}, row ${row + 1}`,
            String(value),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects a number repeated within a card, naming both cells', () => {
    const err = expectRuleError(
      () => validateCardSet(edited(7, (n) => (n.B![4] = n.B![1]))),
      'DUPLICATE_NUMBER',
      'Card 7',
      'column B, row 2',
      'column B, row 5',
    );
    expect(err.message).toContain(String(base()[6]!.numbers.B[1]));
  });

  it('rejects two cards with the same numbers in the same cells', () => {
    const cards = base();
    cards[9] = { ...clone(cards[3]!), paletteNumber: 10 };
    expectRuleError(() => validateCardSet(cards), 'DUPLICATE_CARD', 'Cards 4 and 10');
  });

  it('requires card numbers exactly 1..N', () => {
    const cards = base();
    cards[11]!.paletteNumber = 13;
    expectRuleError(() => validateCardSet(cards), 'INVALID_PALETTE_NUMBER', 'card 12 is missing');
    cards[11]!.paletteNumber = 5;
    expectRuleError(() => validateCardSet(cards), 'INVALID_PALETTE_NUMBER', 'Card number 5');
    cards[11]!.paletteNumber = 0;
    expectRuleError(() => validateCardSet(cards), 'INVALID_PALETTE_NUMBER', 'Entry 12');
  });

  it('validateCard accepts every generated card and returns an equal copy', () => {
    for (const card of generateCardSet('single cards', 50)) {
      const copy: Card = validateCard(card);
      expect(copy).toEqual(card);
      expect(copy.numbers.B).not.toBe(card.numbers.B);
    }
  });
});
