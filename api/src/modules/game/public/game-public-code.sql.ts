import { allRows, type JsonRead } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';

/** The SQL of public codes (game-public-code.ts). */

/** True when a game holds `code`. */
export async function publicCodeTaken(tx: Tx, code: string): Promise<boolean> {
  const taken = await tx.execute('select 1 from game where public_code = ? limit 1', [code]);
  return taken.length > 0;
}

/** Which of `codes` (three) no game holds, as a read of a game start's shared statement. */
export function freeCodesRead(codes: readonly string[]): JsonRead<string[]> {
  return allRows<{ code: string }, string[]>(
    `select v.code from (values (?), (?), (?)) as v(code)
      where not exists (select 1 from game where public_code = v.code)`,
    codes,
    (rows) => rows.map((r) => r.code),
  );
}
