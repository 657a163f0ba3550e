import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { BALL_COUNT } from '../cards/card';
import { RuleError, describeValue } from '../rule-errors';
import { HmacByteStream } from '../random/hmac-stream';
import { isBallNumber, labelNumber, parseCalledNumbers } from './labels';

export const DRAW_SEED_BYTES = 32;

/**
 * Call-sequence derivation (provably fair; re-implement it from this comment to verify a game):
 * 1. seed: 32 bytes from a cryptographically secure generator, published as 64 lower-case hex chars
 *    after the game; commitment = lower-case hex SHA-256 of those 32 bytes, published at start.
 * 2. byte stream: block k (k = 0, 1, 2, ...) = HMAC-SHA256(key = the 32 seed bytes,
 *    message = ASCII "bingo-hall/draw/v1" followed by k as a 4-byte big-endian unsigned integer);
 *    bytes are consumed in order, block 0 first, each block's 32 bytes first to last.
 * 3. uniform(n), an integer in [0, n): read a byte b; if b < 256 - (256 mod n) return b mod n,
 *    otherwise discard b and read the next byte (rejection sampling: no modulo bias).
 * 4. Fisher-Yates from the top: start with a = [1, 2, ..., 75] (a[0] = 1); for i = 74 down to 1,
 *    j = uniform(i + 1), swap a[i] and a[j]. The call sequence is a[0], a[1], ..., a[74],
 *    labelled by column: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75 ("B5", "N40").
 */
const DRAW_TAG = 'bingo-hall/draw/v1';

const SEED_HEX = /^[0-9a-fA-F]{64}$/;

function seedBytes(seedHex: unknown): Uint8Array {
  if (typeof seedHex !== 'string' || !SEED_HEX.test(seedHex)) {
    throw new RuleError('INVALID_SEED', `A draw seed is 64 hexadecimal characters, got ${describeValue(seedHex)}.`);
  }
  return hexToBytes(seedHex.toLowerCase());
}

/** A fresh seed. `randomBytes` must be a cryptographically secure source (e.g. crypto.getRandomValues). */
export function newDrawSeed(randomBytes: (n: number) => Uint8Array): string {
  const bytes: unknown = randomBytes(DRAW_SEED_BYTES);
  if (!(bytes instanceof Uint8Array) || bytes.length !== DRAW_SEED_BYTES) {
    throw new RuleError(
      'INVALID_RANDOM',
      `The random source must return ${DRAW_SEED_BYTES} bytes, got ${describeValue(bytes)}.`,
    );
  }
  return bytesToHex(bytes);
}

/** The permutation of 1..75 for the seed, as numbers in call order. */
export function drawOrder(seedHex: string): number[] {
  return drawOrderFromSeedBytes(seedBytes(seedHex));
}

/** drawOrder for raw seed bytes; skips the hex round trip in bulk statistics. */
export function drawOrderFromSeedBytes(seed: Uint8Array): number[] {
  const stream = new HmacByteStream(seed, DRAW_TAG);
  const a = new Array<number>(BALL_COUNT);
  for (let i = 0; i < BALL_COUNT; i++) a[i] = i + 1;
  for (let i = BALL_COUNT - 1; i > 0; i--) {
    const j = stream.uniformBelow(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

export function drawCommitment(seedHex: string): string {
  return bytesToHex(sha256(seedBytes(seedHex)));
}

export function labelNumbers(numbers: readonly number[]): string[] {
  return numbers.map(labelNumber);
}

/**
 * True iff the commitment is the seed's and `calledNumbers` ("B5", ...) is the start of the seed's
 * call sequence (any length from 0 to 75). Malformed input is simply not verified: false, no throw.
 */
export function verifyDraw(seedHex: string, commitment: string, calledNumbers: string[]): boolean {
  if (typeof seedHex !== 'string' || !SEED_HEX.test(seedHex)) return false;
  if (typeof commitment !== 'string' || commitment.toLowerCase() !== drawCommitment(seedHex)) return false;
  if (!Array.isArray(calledNumbers) || calledNumbers.length > BALL_COUNT) return false;
  const order = drawOrder(seedHex);
  return calledNumbers.every((label, i) => label === labelNumber(order[i]!));
}

/**
 * Checks a list of numbers as a draw prefix: whole numbers 1..75, no repeats, at most 75.
 * Throws INVALID_DRAW naming the offending entry.
 */
export function assertDrawPrefix(numbers: readonly number[], what = 'The call sequence'): void {
  if (!Array.isArray(numbers)) {
    throw new RuleError('INVALID_DRAW', `${what} must be an array of numbers 1-75, got ${describeValue(numbers)}.`);
  }
  if (numbers.length > BALL_COUNT) {
    throw new RuleError('INVALID_DRAW', `${what} has ${numbers.length} numbers; at most ${BALL_COUNT} can be called.`);
  }
  const seen = new Uint8Array(BALL_COUNT + 1);
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i];
    if (!isBallNumber(n)) {
      throw new RuleError(
        'INVALID_DRAW',
        `${what}: entry ${i + 1} is ${describeValue(n)}, not a whole number from 1 to 75.`,
      );
    }
    if (seen[n])
      throw new RuleError('INVALID_DRAW', `${what}: ${labelNumber(n)} appears twice (again at entry ${i + 1}).`);
    seen[n] = 1;
  }
}

/**
 * A winner claim's called numbers, checked to be exactly a prefix of the game's sequence, as numbers.
 * Throws INVALID_CALLED_NUMBER / INVALID_DRAW for malformed labels and NOT_A_PREFIX, naming the first
 * position that differs (never a number), when the client's calls are not the game's.
 */
export function parseClaimPrefix(calledNumbers: unknown, order: readonly number[]): number[] {
  const called = parseCalledNumbers(calledNumbers);
  if (called.length > order.length) {
    throw new RuleError(
      'NOT_A_PREFIX',
      `The claim lists ${called.length} calls but the game has only ${order.length}.`,
    );
  }
  for (let i = 0; i < called.length; i++) {
    if (called[i] !== order[i]) {
      throw new RuleError(
        'NOT_A_PREFIX',
        // Never name a number (docs/fairness.md#nothing-early): not the game's, and not the claim's either.
        `Call ${i + 1} of the claim is not the game's call ${i + 1}.`,
      );
    }
  }
  return called;
}
