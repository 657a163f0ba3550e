import fc from 'fast-check';
import { type Card, FREE } from '../cards/card';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** `size` distinct numbers of a column in random order. */
const column = (min: number, size: number) => fc.shuffledSubarray(range(min, 15), { minLength: size, maxLength: size });

/** Any valid card. */
export const cardArb: fc.Arbitrary<Card> = fc
  .tuple(fc.integer({ min: 1, max: 100 }), column(1, 5), column(16, 5), column(31, 4), column(46, 5), column(61, 5))
  .map(([paletteNumber, B, I, n, G, O]) => ({
    paletteNumber,
    numbers: { B, I, N: [n[0]!, n[1]!, FREE, n[2]!, n[3]!], G, O },
  }));

/** A shuffled call sequence 1..75. */
export const orderArb: fc.Arbitrary<number[]> = fc.shuffledSubarray(range(1, 75), { minLength: 75, maxLength: 75 });

/** 64 lower-case hex chars. */
export const seedHexArb: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(''));
