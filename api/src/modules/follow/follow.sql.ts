import type { Tx } from '../../shared/db/transaction';

/** The follow module's SQL: halls by id, and a hall's game in progress as its followers need it. */

/** Every host (hall) id, for the hall codes' index (hall-codes.ts). */
export async function hallIds(em: Tx): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>("select id from account where role = 'HOST'");
  return rows.map((r) => r.id);
}

export interface RunningGameRow {
  id: string;
  public_code: string;
  card_set_id: number | string;
  card_palette_numbers: number[] | string;
  winning_patterns: string[] | string;
}

/** The hall's game in progress (at most one per host), or undefined. */
export async function runningGameOf(em: Tx, hostId: string): Promise<RunningGameRow | undefined> {
  const [row] = await em.execute<RunningGameRow[]>(
    `select id, public_code, card_set_id, card_palette_numbers, winning_patterns from game
      where host_id = ? and status = 'ACTIVE' order by created_at desc limit 1`,
    [hostId],
  );
  return row;
}

/** The hall's card set (the host's), or null when it has none set. */
export async function hallCardSetId(em: Tx, hostId: string): Promise<number | null> {
  const [row] = await em.execute<{ card_set_id: number | string | null }[]>(
    'select card_set_id from account where id = ?',
    [hostId],
  );
  return row?.card_set_id == null ? null : Number(row.card_set_id);
}
