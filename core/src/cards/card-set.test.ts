import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../testing/expect-rule-error';
import { type Card, cardCells, COLUMN_RANGES, LETTERS } from './card';
import { DEFAULT_CARD_SET_SEEDS, generateCardSet } from './card-set';
import { cardSetChecksum } from './checksum';
import { validateCardSet } from './validate';

/** Straight from the doc comment of generateCardSet, with one-shot HMAC calls. */
function referenceCardSet(seed: string, count: number): Card[] {
  const key = utf8ToBytes(seed);
  const tag = utf8ToBytes('bingo-hall/card-set/v1');
  let block = new Uint8Array(0);
  let used = 0;
  let k = 0;
  const byte = () => {
    if (used === block.length) {
      const msg = new Uint8Array(tag.length + 4);
      msg.set(tag);
      new DataView(msg.buffer).setUint32(tag.length, k++);
      block = hmac(sha256, key, msg);
      used = 0;
    }
    return block[used++]!;
  };
  const uniform = (n: number) => {
    for (;;) {
      const b = byte();
      if (b < 256 - (256 % n)) return b % n;
    }
  };
  const cards: Card[] = [];
  const seen = new Set<string>();
  while (cards.length < count) {
    const cols = LETTERS.map((l) => {
      const a = Array.from({ length: 15 }, (_, i) => COLUMN_RANGES[l].min + i);
      const take = l === 'N' ? 4 : 5;
      for (let i = 0; i < take; i++) {
        const j = i + uniform(15 - i);
        [a[i], a[j]] = [a[j]!, a[i]!];
      }
      return a.slice(0, take);
    });
    const [B, I, n, G, O] = cols as [number[], number[], number[], number[], number[]];
    const card: Card = {
      paletteNumber: cards.length + 1,
      numbers: { B, I, N: [n[0]!, n[1]!, 'FREE', n[2]!, n[3]!], G, O },
    };
    const key = JSON.stringify(card.numbers);
    if (seen.has(key)) continue;
    seen.add(key);
    cards.push(card);
  }
  return cards;
}

describe('generateCardSet', () => {
  it('makes the two default sets of 100 valid, distinct cards numbered 1-100', () => {
    for (const seed of Object.values(DEFAULT_CARD_SET_SEEDS)) {
      const cards = generateCardSet(seed);
      expect(cards).toHaveLength(100);
      expect(validateCardSet(cards)).toEqual(cards);
      expect(cards.map((c) => c.paletteNumber)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    }
    expect(generateCardSet(DEFAULT_CARD_SET_SEEDS[1])).not.toEqual(generateCardSet(DEFAULT_CARD_SET_SEEDS[2]));
  });

  // Printed cards must match the stored ones forever: these values change only if the derivation does.
  it('keeps the default sets exactly as printed', () => {
    const one = generateCardSet(DEFAULT_CARD_SET_SEEDS[1]);
    expect(one[0]).toEqual({
      paletteNumber: 1,
      numbers: {
        B: [4, 15, 1, 10, 7],
        I: [30, 19, 25, 22, 18],
        N: [40, 35, 'FREE', 42, 44],
        G: [58, 57, 50, 51, 52],
        O: [73, 62, 68, 61, 65],
      },
    });
    expect(cardSetChecksum(one)).toBe(PINNED_CHECKSUM_1);
    expect(cardSetChecksum(generateCardSet(DEFAULT_CARD_SET_SEEDS[2]))).toBe(PINNED_CHECKSUM_2);
  });

  it('follows the documented derivation exactly', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 30 }), (seed, count) => {
        expect(generateCardSet(seed, count)).toEqual(referenceCardSet(seed, count));
      }),
      { numRuns: 100 },
    );
  });

  it('is valid, unique and reproducible for any seed and size', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), fc.integer({ min: 1, max: 150 }), (seed, count) => {
        const cards = generateCardSet(seed, count);
        expect(validateCardSet(cards)).toEqual(cards);
        expect(new Set(cards.map((c) => cardCells(c).join(','))).size).toBe(count);
        expect(generateCardSet(seed, count)).toEqual(cards);
        // A smaller set from the same seed is the start of the bigger one.
        expect(generateCardSet(seed, Math.max(1, count - 5))).toEqual(cards.slice(0, Math.max(1, count - 5)));
      }),
      { numRuns: 60 },
    );
  });

  it('gives different seeds different sets', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a !== b);
        expect(cardSetChecksum(generateCardSet(a, 5))).not.toBe(cardSetChecksum(generateCardSet(b, 5)));
      }),
      { numRuns: 100 },
    );
  });

  it('fills every cell uniformly from its column range', () => {
    const cards = generateCardSet('uniformity of cells', 6000);
    const counts = Array.from({ length: 25 }, () => new Map<number, number>());
    for (const card of cards) {
      cardCells(card).forEach((n, cell) => counts[cell]!.set(n, (counts[cell]!.get(n) ?? 0) + 1));
    }
    const expected = cards.length / 15;
    for (const [cell, byNumber] of counts.entries()) {
      if (cell === 12) continue;
      expect(byNumber.size, `cell ${cell} uses all 15 numbers of its column`).toBe(15);
      let chi = 0;
      for (const c of byNumber.values()) chi += (c - expected) ** 2 / expected;
      // Each cell alone: chi-square with 14 degrees of freedom, 99.9th percentile 36.12.
      expect(chi, `cell ${cell}`).toBeLessThan(36.12);
    }
  });

  it('rejects a missing seed and impossible sizes', () => {
    expectRuleError(() => generateCardSet(''), 'INVALID_SEED');
    expectRuleError(() => generateCardSet(undefined as unknown as string), 'INVALID_SEED');
    expectRuleError(() => generateCardSet('x', 0), 'INVALID_COUNT', '0');
    expectRuleError(() => generateCardSet('x', 2.5), 'INVALID_COUNT', '2.5');
    expectRuleError(() => generateCardSet('x', 10_001), 'INVALID_COUNT');
  });
});

const PINNED_CHECKSUM_1 = '397fd06bed497f6dc327d257198b18e8229c88dd52e0eb0eb194f4b06d2b4a07';
const PINNED_CHECKSUM_2 = '0ffd10cd31962c3a1218f5f0dedb4f01af533ba976b58bece3171030017b5ea8';
