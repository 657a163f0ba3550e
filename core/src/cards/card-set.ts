import { utf8ToBytes } from '@noble/hashes/utils.js';
import { RuleError, describeValue } from '../rule-errors';
import { HmacByteStream } from '../random/hmac-stream';
import { type Card, cardCells, COLUMN_RANGES, FREE, LETTERS } from './card';

/** Upper bound on cards per set, for generated and imported sets alike. */
export const MAX_CARD_SET_SIZE = 10_000;

export const DEFAULT_CARD_SET_SIZE = 100;

/**
 * Fixed seeds of the two default sets ("Cartella 1" and "Cartella 2"). Changing a seed changes
 * every printed card of that set, so these values are frozen.
 */
export const DEFAULT_CARD_SET_SEEDS: { readonly 1: string; readonly 2: string } = {
  1: 'bingo-hall/cartella-1/2026-11',
  2: 'bingo-hall/cartella-2/2026-11',
};

const CARD_SET_TAG = 'bingo-hall/card-set/v1';

/**
 * Deterministic card set. Derivation, so that anyone can reproduce a printed set:
 * - byte stream: HMAC-SHA256 keyed by the UTF-8 bytes of the seed, block k = HMAC(key,
 *   utf8("bingo-hall/card-set/v1") || uint32be(k)), bytes consumed in order (see HmacByteStream);
 * - uniform integer in [0, n): read a byte b, accept when b < 256 - (256 mod n) and take b mod n,
 *   otherwise read the next byte;
 * - cards are built one after another; each column B, I, N, G, O in turn takes the first k entries
 *   of a partial Fisher-Yates shuffle of its 15 numbers in ascending order (k = 5, or 4 for N):
 *   for i = 0..k-1, swap entry i with entry i + uniform(15 - i). The entries fill the column top to
 *   bottom; in N the FREE centre is inserted at row 2;
 * - a card identical to an earlier card of the set is discarded and the stream continues;
 * - paletteNumber is 1 for the first kept card, 2 for the next, and so on.
 */
export function generateCardSet(seed: string, count: number = DEFAULT_CARD_SET_SIZE): Card[] {
  if (typeof seed !== 'string' || seed.length === 0) {
    throw new RuleError('INVALID_SEED', `A card set seed must be a non-empty string, got ${describeValue(seed)}.`);
  }
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_CARD_SET_SIZE) {
    throw new RuleError(
      'INVALID_COUNT',
      `A card set has 1 to ${MAX_CARD_SET_SIZE} cards, got ${describeValue(count)}.`,
    );
  }
  const stream = new HmacByteStream(utf8ToBytes(seed), CARD_SET_TAG);
  const seen = new Set<string>();
  const cards: Card[] = [];
  while (cards.length < count) {
    const card = drawCard(stream, cards.length + 1);
    const key = cardCells(card).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    cards.push(card);
  }
  return cards;
}

function drawCard(stream: HmacByteStream, paletteNumber: number): Card {
  const columns = LETTERS.map((letter) => {
    const { min } = COLUMN_RANGES[letter];
    const pool = Array.from({ length: 15 }, (_, i) => min + i);
    const take = letter === 'N' ? 4 : 5;
    for (let i = 0; i < take; i++) {
      const j = i + stream.uniformBelow(15 - i);
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
    return pool.slice(0, take);
  });
  const [B, I, n, G, O] = columns as [number[], number[], number[], number[], number[]];
  const N: (number | 'FREE')[] = [n[0]!, n[1]!, FREE, n[2]!, n[3]!];
  return { paletteNumber, numbers: { B, I, N, G, O } };
}
