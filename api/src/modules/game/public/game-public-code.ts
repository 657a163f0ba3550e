import { randomBytes } from 'node:crypto';
import { newPublicCode } from '@bingo/core';
import type { JsonRead } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';
import { freeCodesRead, publicCodeTaken } from './game-public-code.sql';

const secureBytes = (n: number) => new Uint8Array(randomBytes(n));

/**
 * A public code no game holds yet (docs/fairness.md#verifying), drawn in the start transaction.
 * A repeat is rare (29^8 codes); the unique constraint still decides between two starts racing.
 */
export async function unusedPublicCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = newPublicCode(secureBytes);
    if (!(await publicCodeTaken(tx, code))) return code;
  }
}

/**
 * Three fresh codes and which of them no game holds yet, read in a game start's first statement
 * (shared/db/batch.ts). All three taken (29^8 codes) is for `unusedPublicCode` to settle.
 */
export function publicCodeCandidatesRead(): JsonRead<string[]> {
  const codes = [0, 1, 2].map(() => newPublicCode(secureBytes));
  return freeCodesRead(codes);
}
