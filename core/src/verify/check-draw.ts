import { BALL_COUNT } from '../cards/card';
import { drawCommitment, drawOrder } from '../draw/draw';
import { labelNumber } from '../draw/labels';

export interface DrawCheck {
  /** The seed is 64 hex characters. */
  seedWellFormed: boolean;
  /** SHA-256 of the seed bytes equals the commitment published at start. */
  commitmentMatches: boolean;
  /** The calls made are exactly the start of the order the seed gives. */
  callsMatch: boolean;
  /** 1-based position of the first call that differs from the recomputed order; null when none does. */
  firstMismatch: number | null;
  /** The whole order recomputed from the seed ("N37", …); [] for a malformed seed. */
  order: string[];
}

const SEED_HEX = /^[0-9a-fA-F]{64}$/;

/**
 * The two checks of docs/fairness.md#verifying, apart, so a page can say which one failed:
 * the same functions the server uses (drawCommitment, drawOrder), never an error for bad input.
 */
export function checkDraw(seedHex: unknown, commitment: unknown, calledNumbers: readonly unknown[]): DrawCheck {
  if (typeof seedHex !== 'string' || !SEED_HEX.test(seedHex))
    return { seedWellFormed: false, commitmentMatches: false, callsMatch: false, firstMismatch: null, order: [] };
  const order = drawOrder(seedHex).map(labelNumber);
  const commitmentMatches = typeof commitment === 'string' && commitment.toLowerCase() === drawCommitment(seedHex);
  let firstMismatch: number | null = null;
  const calls = Array.isArray(calledNumbers) ? calledNumbers : [undefined];
  const differs = calls.findIndex((call, i) => i >= BALL_COUNT || call !== order[i]);
  if (differs >= 0) firstMismatch = differs + 1;
  return { seedWellFormed: true, commitmentMatches, callsMatch: firstMismatch === null, firstMismatch, order };
}
