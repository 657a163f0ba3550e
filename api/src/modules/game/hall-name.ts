import type { Tx } from '../../shared/db/transaction';

/**
 * The hall's name as the public sees it (docs/fairness.md#verifying): the one account detail a
 * verification page shows. For now the host's username; hall settings will name the hall here.
 */
export async function hallDisplayName(em: Tx, hostId: string): Promise<string> {
  const rows = await em.execute<{ username: string }[]>('select username from account where id = ?', [hostId]);
  return rows[0]?.username ?? '';
}
