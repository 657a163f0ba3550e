import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedHexArb } from '../testing/arbitraries';
import { expectRuleError } from '../testing/expect-rule-error';
import {
  assertDrawPrefix,
  drawCommitment,
  drawOrder,
  labelNumbers,
  newDrawSeed,
  parseClaimPrefix,
  verifyDraw,
} from './draw';

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));

/** Straight from the derivation comment in draw.ts, with one-shot HMAC calls. */
function referenceOrder(seedHex: string): number[] {
  const key = hexToBytes(seedHex);
  const tag = utf8ToBytes('bingo-hall/draw/v1');
  const bytes: number[] = [];
  let k = 0;
  const byte = () => {
    if (bytes.length === 0) {
      const msg = new Uint8Array(tag.length + 4);
      msg.set(tag);
      new DataView(msg.buffer).setUint32(tag.length, k++);
      bytes.push(...hmac(sha256, key, msg));
    }
    return bytes.shift()!;
  };
  const a = Array.from({ length: 75 }, (_, i) => i + 1);
  for (let i = 74; i > 0; i--) {
    let b = byte();
    while (b >= 256 - (256 % (i + 1))) b = byte();
    const j = b % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const ZERO_SEED = '00'.repeat(32);
// Also reproduced by an independent Python implementation of the documented derivation.
const ZERO_SEED_ORDER = [
  37, 29, 70, 11, 67, 18, 69, 53, 24, 10, 46, 62, 14, 47, 8, 16, 17, 72, 56, 5, 55, 63, 23, 54, 41, 7, 22, 52, 58, 9,
  32, 19, 12, 64, 42, 66, 68, 15, 51, 45, 33, 44, 35, 3, 59, 1, 31, 34, 71, 27, 61, 21, 48, 4, 50, 74, 75, 57, 25, 2, 6,
  30, 38, 28, 20, 73, 65, 39, 26, 49, 13, 60, 36, 40, 43,
];

describe('newDrawSeed', () => {
  it('turns 32 random bytes into 64 lower-case hex characters', () => {
    const asked: number[] = [];
    const seed = newDrawSeed((n) => {
      asked.push(n);
      return Uint8Array.from({ length: n }, (_, i) => (i * 37 + 250) & 0xff);
    });
    expect(asked).toEqual([32]);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seed.slice(0, 6)).toBe('fa1f44');
  });

  it('refuses a random source that returns the wrong number of bytes', () => {
    expectRuleError(() => newDrawSeed(() => new Uint8Array(16)), 'INVALID_RANDOM');
    expectRuleError(() => newDrawSeed(() => [1, 2] as unknown as Uint8Array), 'INVALID_RANDOM');
  });
});

describe('drawOrder', () => {
  it('is a permutation of 1..75 for every seed, and the same for the same seed', () => {
    fc.assert(
      fc.property(seedHexArb, (seed) => {
        const order = drawOrder(seed);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
        expect(drawOrder(seed)).toEqual(order);
        expect(drawOrder(seed.toUpperCase())).toEqual(order);
      }),
      { numRuns: 500 },
    );
  });

  it('follows the documented derivation', () => {
    expect(drawOrder(ZERO_SEED)).toEqual(ZERO_SEED_ORDER);
    fc.assert(
      fc.property(seedHexArb, (seed) => {
        expect(drawOrder(seed)).toEqual(referenceOrder(seed));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a different order when any seed byte changes', () => {
    fc.assert(
      fc.property(seedHexArb, fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 255 }), (seed, at, flip) => {
        const bytes = hexToBytes(seed);
        bytes[at]! ^= flip;
        const other = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
        expect(drawOrder(other)).not.toEqual(drawOrder(seed));
      }),
      { numRuns: 200 },
    );
  });

  it('rejects malformed seeds', () => {
    for (const bad of ['', 'zz'.repeat(32), '0'.repeat(63), '0'.repeat(65), 42]) {
      expectRuleError(() => drawOrder(bad as string), 'INVALID_SEED');
      expectRuleError(() => drawCommitment(bad as string), 'INVALID_SEED');
    }
  });
});

describe('drawCommitment and verifyDraw', () => {
  it('commits to the SHA-256 of the seed bytes', () => {
    // Well-known SHA-256 of 32 zero bytes.
    expect(drawCommitment(ZERO_SEED)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('verifies the whole sequence and every prefix of it', () => {
    fc.assert(
      fc.property(seedHexArb, fc.integer({ min: 0, max: 75 }), (seed, length) => {
        const labels = labelNumbers(drawOrder(seed));
        expect(verifyDraw(seed, drawCommitment(seed), labels)).toBe(true);
        expect(verifyDraw(seed, drawCommitment(seed), labels.slice(0, length))).toBe(true);
        expect(verifyDraw(seed, drawCommitment(seed).toUpperCase(), labels.slice(0, length))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('fails for another seed, another commitment or a tampered sequence', () => {
    fc.assert(
      fc.property(seedHexArb, seedHexArb, fc.integer({ min: 0, max: 73 }), (seed, other, i) => {
        fc.pre(seed !== other);
        const commitment = drawCommitment(seed);
        const labels = labelNumbers(drawOrder(seed));
        expect(verifyDraw(other, commitment, labels)).toBe(false);
        expect(verifyDraw(seed, drawCommitment(other), labels)).toBe(false);
        // The revealed seed is honest but the sequence shown during the game was not its own.
        expect(verifyDraw(other, drawCommitment(other), labels)).toBe(false);

        const swapped = [...labels];
        [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
        expect(verifyDraw(seed, commitment, swapped)).toBe(false);
        expect(verifyDraw(seed, commitment, swapped.slice(0, i + 1))).toBe(false);
        expect(verifyDraw(seed, commitment, [...labels, 'B1'])).toBe(false);
        const lowerCase = [...labels];
        lowerCase[i] = lowerCase[i]!.toLowerCase();
        expect(verifyDraw(seed, commitment, lowerCase)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('answers false, not an exception, for malformed input', () => {
    const labels = labelNumbers(ZERO_SEED_ORDER);
    const commitment = drawCommitment(ZERO_SEED);
    expect(verifyDraw('nope', commitment, labels)).toBe(false);
    expect(verifyDraw(ZERO_SEED, 42 as unknown as string, labels)).toBe(false);
    expect(verifyDraw(ZERO_SEED, commitment, 'B37' as unknown as string[])).toBe(false);
  });
});

describe('parseClaimPrefix', () => {
  const order = ZERO_SEED_ORDER;
  it('accepts exactly a prefix of the game and returns its numbers', () => {
    expect(parseClaimPrefix(labelNumbers(order.slice(0, 10)), order)).toEqual(order.slice(0, 10));
    expect(parseClaimPrefix([], order)).toEqual([]);
  });

  it('rejects calls the game did not make, naming the first difference but never a number', () => {
    const labels = labelNumbers(order.slice(0, 10));
    labels[4] = labels[6]!;
    labels[6] = labelNumbers([order[4]!])[0]!;
    const err = expectRuleError(() => parseClaimPrefix(labels, order), 'NOT_A_PREFIX', 'Call 5');
    expect(err.message).not.toMatch(/[BINGO]\d/);
    expectRuleError(() => parseClaimPrefix(labelNumbers(order.slice(1, 5)), order), 'NOT_A_PREFIX', 'Call 1');
    expectRuleError(() => parseClaimPrefix(labelNumbers(order.slice(0, 11)), order.slice(0, 10)), 'NOT_A_PREFIX');
    expectRuleError(() => parseClaimPrefix(['N37', 'B37'], order), 'INVALID_CALLED_NUMBER');
  });
});

describe('assertDrawPrefix', () => {
  it('accepts distinct numbers 1-75 and rejects anything else', () => {
    expect(() => assertDrawPrefix(ZERO_SEED_ORDER)).not.toThrow();
    expectRuleError(() => assertDrawPrefix([1, 2, 1]), 'INVALID_DRAW', 'B1', 'entry 3');
    expectRuleError(() => assertDrawPrefix([0]), 'INVALID_DRAW', 'entry 1');
    expectRuleError(() => assertDrawPrefix([76]), 'INVALID_DRAW');
    expectRuleError(() => assertDrawPrefix([1.5]), 'INVALID_DRAW');
    expectRuleError(() => assertDrawPrefix([...ZERO_SEED_ORDER, 1]), 'INVALID_DRAW');
  });
});
