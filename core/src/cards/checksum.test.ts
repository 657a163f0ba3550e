import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from './card';
import { generateCardSet } from './card-set';
import { canonicalCardSet, cardSetChecksum } from './checksum';
import { clone } from '../testing/clone';

describe('cardSetChecksum', () => {
  it('hashes the documented canonical form', () => {
    const card: Card = {
      paletteNumber: 1,
      numbers: {
        B: [3, 11, 7, 1, 14],
        I: [20, 17, 29, 30, 22],
        N: [41, 33, 'FREE', 38, 45],
        G: [58, 50, 47, 60, 52],
        O: [61, 74, 70, 66, 63],
      },
    };
    const second: Card = { ...clone(card), paletteNumber: 2 };
    second.numbers.O[0] = 62;
    expect(canonicalCardSet([second, card])).toBe(
      '1:3,11,7,1,14|20,17,29,30,22|41,33,FREE,38,45|58,50,47,60,52|61,74,70,66,63\n' +
        '2:3,11,7,1,14|20,17,29,30,22|41,33,FREE,38,45|58,50,47,60,52|62,74,70,66,63',
    );
    // SHA-256 of the single-card canonical line above, computed independently (sha256sum).
    expect(cardSetChecksum([card])).toBe('5a61a5874bd4495c14791ad312b6adf63e5bd6119c54b2d5c81b95a783b2c47e');
  });

  it('does not depend on the order cards are listed in', () => {
    const cards = generateCardSet('checksum order', 30);
    fc.assert(
      fc.property(fc.shuffledSubarray(cards, { minLength: 30, maxLength: 30 }), (shuffled) => {
        expect(cardSetChecksum(shuffled)).toBe(cardSetChecksum(cards));
      }),
      { numRuns: 50 },
    );
  });

  it('changes when any single cell changes', () => {
    const cards = generateCardSet('checksum cells', 10);
    const original = cardSetChecksum(cards);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('B', 'I', 'G', 'O' as const),
        fc.integer({ min: 0, max: 4 }),
        (i, letter, row) => {
          const copy = clone(cards);
          const col = copy[i]!.numbers[letter];
          col[row] = col[row]! + 100;
          expect(cardSetChecksum(copy)).not.toBe(original);
        },
      ),
      { numRuns: 100 },
    );
  });
});
