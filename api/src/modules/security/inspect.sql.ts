import type { EntityManager } from '@mikro-orm/sql';
import type { Tx } from '../../shared/db/transaction';

/** The inspect reports' SQL (inspect.service.ts). */

/** Holds the reports' lock (count-then-insert is atomic under it) until the transaction ends. */
export async function lockReports(tx: EntityManager, lock: number): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?)', [lock]);
}

/** Reports since `since` by this account and from this address. */
export async function recentReportCounts(
  tx: EntityManager,
  username: string,
  address: string,
  since: Date,
): Promise<{ by_account: number | string; by_address: number | string } | undefined> {
  const [counts] = await tx.execute<{ by_account: number | string; by_address: number | string }[]>(
    `select count(*) filter (where admin_username = ?) as by_account, count(*) filter (where address = ?) as by_address
           from inspect_attempt where created_at > ?`,
    [username, address, since],
  );
  return counts;
}

export async function deleteReportsBefore(tx: EntityManager, before: Date): Promise<void> {
  await tx.execute('delete from inspect_attempt where created_at < ?', [before]);
}

interface InspectRow {
  id: string | number;
  admin_username: string;
  detection_method: string;
  address: string;
  user_agent: string;
  created_at: string | Date;
}

/** Newest first; with a card set, only reports by its hosts (accounts without one count as card set 1). */
export function listReports(em: Tx, cardSetId: number | null, limit: number): Promise<InspectRow[]> {
  return em.execute<InspectRow[]>(
    `select i.id, i.admin_username, i.detection_method, i.address, i.user_agent, i.created_at
         from inspect_attempt i left join account a on a.username = i.admin_username
        where ?::int is null or coalesce(a.card_set_id, 1) = ?::int
        order by i.created_at desc, i.id desc limit ?`,
    [cardSetId, cardSetId, limit],
  );
}
