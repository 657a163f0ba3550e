import { randomBytes } from 'node:crypto';
import { newPublicCode } from '@bingo/core';
import type { Tx } from '../../shared/db/transaction';

const secureBytes = (n: number) => new Uint8Array(randomBytes(n));

/**
 * A public code no game holds yet (docs/fairness.md#verifying), drawn in the start transaction.
 * A repeat is rare (29^8 codes); the unique constraint still decides between two starts racing.
 */
export async function unusedPublicCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = newPublicCode(secureBytes);
    const taken = await tx.execute('select 1 from game where public_code = ? limit 1', [code]);
    if (taken.length === 0) return code;
  }
}
