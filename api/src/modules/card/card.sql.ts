import type { Card as CardFace } from '@bingo/core';
import { oneRow, type JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';

/** The card module's SQL: card sets and their cards (card.service.ts). */

/** A set's stored checksum, as a read of a shared statement (shared/db/batch.ts). */
export function checksumRead(cardSetId: number): JsonRead<string | null> {
  return oneRow<{ checksum: string }, string | null>(
    'select checksum from card_set where id = ?',
    [cardSetId],
    (row) => row?.checksum ?? null,
  );
}

export async function findCardSet(
  em: Tx,
  cardSetId: number,
): Promise<{ id: number; name: string; checksum: string } | undefined> {
  const [row] = await em.execute<{ id: number; name: string; checksum: string }[]>(
    'select id, name, checksum from card_set where id = ?',
    [cardSetId],
  );
  return row;
}

/** A set's cards by paletteNumber. */
export function cardsOfSet(
  em: Tx,
  cardSetId: number,
): Promise<{ palette_number: number; numbers: CardFace['numbers'] | string }[]> {
  return em.execute<{ palette_number: number; numbers: CardFace['numbers'] | string }[]>(
    'select palette_number, numbers from card where card_set_id = ? order by palette_number',
    [cardSetId],
  );
}

/** Every set with its number of cards, by id. */
export function listCardSets(
  em: Tx,
): Promise<{ id: number; name: string; checksum: string; card_count: string | number; created_at: Date | string }[]> {
  return em.execute<
    { id: number; name: string; checksum: string; card_count: string | number; created_at: Date | string }[]
  >(
    'select s.id, s.name, s.checksum, s.created_at, (select count(*) from card c where c.card_set_id = s.id) as card_count from card_set s order by s.id',
  );
}

/** Renames a set and empties it for its new cards; false when there is no such set. */
export async function resetCardSet(tx: Tx, id: number, name: string, checksum: string): Promise<boolean> {
  const updated = await tx.execute<{ id: number }[]>(
    'update card_set set name = ?, checksum = ?, seed = null where id = ? returning id',
    [name, checksum, id],
  );
  if (updated.length === 0) return false;
  await tx.execute('delete from card where card_set_id = ?', [id]);
  return true;
}

/** A new, empty set; sets are never deleted, so its id is max + 1. */
export async function insertCardSet(tx: Tx, name: string, checksum: string): Promise<number> {
  const [next] = await tx.execute<{ id: number }[]>('select coalesce(max(id), 0) + 1 as id from card_set');
  const id = Number(next!.id);
  await tx.execute('insert into card_set (id, name, checksum, seed, created_at) values (?, ?, ?, null, now())', [
    id,
    name,
    checksum,
  ]);
  return id;
}

/** Writes a set's cards, 500 to a statement. */
export async function insertCards(tx: Tx, id: number, cards: readonly CardFace[]): Promise<void> {
  for (let i = 0; i < cards.length; i += 500) {
    const chunk = cards.slice(i, i + 500);
    await tx.execute(
      `insert into card (card_set_id, palette_number, numbers) values ${chunk.map(() => '(?, ?, ?)').join(', ')}`,
      chunk.flatMap((c) => [id, c.paletteNumber, JSON.stringify(c.numbers)]),
    );
  }
}
