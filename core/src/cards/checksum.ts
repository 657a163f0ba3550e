import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Card } from './card';

/**
 * Hex SHA-256 of the set's canonical form, so two copies of a set (printed, stored, exported,
 * imported in any order) can be compared by one string. Canonical form, UTF-8 encoded:
 * - cards sorted by paletteNumber ascending;
 * - one line per card: `<paletteNumber>:<B>|<I>|<N>|<G>|<O>`, each column its five entries top to
 *   bottom joined by "," in decimal without padding, the centre written as FREE;
 * - lines joined by "\n", no trailing newline.
 * Example line: `1:3,11,7,1,14|20,17,29,30,22|41,33,FREE,38,45|58,50,47,60,52|61,74,70,66,63`.
 */
export function cardSetChecksum(cards: Card[]): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalCardSet(cards))));
}

export function canonicalCardSet(cards: Card[]): string {
  return cards
    .slice()
    .sort((a, b) => a.paletteNumber - b.paletteNumber)
    .map((c) => {
      const { B, I, N, G, O } = c.numbers;
      return `${c.paletteNumber}:${[B, I, N, G, O].map((col) => col.join(',')).join('|')}`;
    })
    .join('\n');
}
