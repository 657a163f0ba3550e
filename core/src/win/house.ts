import { RuleError, describeValue } from '../rule-errors';
import type { CardGameResult } from './evaluate';

export interface HouseGameOutcome {
  /** True when a house card completes strictly before every hall card. */
  houseWin: boolean;
  /** The first card to complete: a house card when houseWin, otherwise a hall card; null if none completes. */
  winningCard: number | null;
  /** 1-based call at which winningCard completes; null if none completes. */
  winningCalls: number | null;
}

function first(results: readonly CardGameResult[]): CardGameResult | null {
  let best: CardGameResult | null = null;
  for (const r of results) {
    if (r.earliest && (!best || r.earliest.completedAtCall < best.earliest!.completedAtCall)) best = r;
  }
  return best;
}

/**
 * The winner of a house game: whichever card completes first, a hall card winning a tie with a
 * house card. Among cards of one side completing on the same call, the one listed first is named.
 */
export function houseGameOutcome(hall: readonly CardGameResult[], house: readonly CardGameResult[]): HouseGameOutcome {
  const h = first(hall);
  const o = first(house);
  if (o && (!h || o.earliest!.completedAtCall < h.earliest!.completedAtCall)) {
    return { houseWin: true, winningCard: o.paletteNumber, winningCalls: o.earliest!.completedAtCall };
  }
  if (h) return { houseWin: false, winningCard: h.paletteNumber, winningCalls: h.earliest!.completedAtCall };
  return { houseWin: false, winningCard: null, winningCalls: null };
}

/** Uniform integer in [0, n), n <= 2^32, from 4-byte big-endian words with rejection (no modulo bias). */
function uniformBelow(n: number, randomBytes: (n: number) => Uint8Array): number {
  const range = 2 ** 32;
  const limit = range - (range % n);
  for (;;) {
    const b = randomBytes(4);
    if (!(b instanceof Uint8Array) || b.length !== 4) {
      throw new RuleError('INVALID_RANDOM', `The random source must return 4 bytes, got ${describeValue(b)}.`);
    }
    const u = ((b[0]! << 24) >>> 0) + (b[1]! << 16) + (b[2]! << 8) + b[3]!;
    if (u < limit) return u % n;
  }
}

/**
 * `count` distinct cards for the house, uniformly at random from the set's cards 1..setSize that are
 * not in play (partial Fisher-Yates). `randomBytes` must be a cryptographically secure source.
 */
export function pickHouseCards(
  setSize: number,
  inPlay: readonly number[],
  count: number,
  randomBytes: (n: number) => Uint8Array,
): number[] {
  if (!Number.isSafeInteger(setSize) || setSize < 1) {
    throw new RuleError(
      'INVALID_COUNT',
      `The card set size must be a positive whole number, got ${describeValue(setSize)}.`,
    );
  }
  const taken = new Set(inPlay);
  const free: number[] = [];
  for (let n = 1; n <= setSize; n++) if (!taken.has(n)) free.push(n);
  if (!Number.isSafeInteger(count) || count < 0 || count > free.length) {
    throw new RuleError(
      'INVALID_COUNT',
      `The house can take 0 to ${free.length} cards not in play, asked for ${describeValue(count)}.`,
    );
  }
  for (let i = 0; i < count; i++) {
    const j = i + uniformBelow(free.length - i, randomBytes);
    const t = free[i]!;
    free[i] = free[j]!;
    free[j] = t;
  }
  return free.slice(0, count);
}
