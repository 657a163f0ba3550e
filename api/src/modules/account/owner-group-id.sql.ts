import type { Tx } from '../../shared/db/transaction';

/**
 * The next owner group id (groups are never deleted: max + 1). The table lock (other writers
 * wait, readers do not) holds until the transaction ends, so two groups created at once get
 * different ids instead of one of them failing on the primary key.
 */
export async function nextOwnerGroupId(tx: Tx): Promise<number> {
  await tx.execute('lock table owner_group in exclusive mode');
  const [row] = await tx.execute<{ next: number }[]>('select coalesce(max(id), 0) + 1 as next from owner_group');
  return Number(row!.next);
}
