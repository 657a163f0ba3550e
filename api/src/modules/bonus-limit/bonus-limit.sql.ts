import type { Tx } from '../../shared/db/transaction';

/** The bonus-limit module's SQL: the limits that apply to one host. */

interface LimitRow {
  max_per_game_santim: string | number;
  max_share_bp: number;
  max_per_day_santim: string | number;
  source: 'HOST' | 'GROUP';
}

/** The host's own limits, else its owner group's; undefined when neither has a row. */
export async function limitsRowFor(em: Tx, hostId: string): Promise<LimitRow | undefined> {
  const rows = await em.execute<LimitRow[]>(
    `select l.max_per_game_santim, l.max_share_bp, l.max_per_day_santim, case when l.host_id is null then 'GROUP' else 'HOST' end as source
       from account a join bonus_limit l on l.host_id = a.id or (l.owner_group_id = a.owner_group_id and l.host_id is null)
      where a.id = ?
      order by l.host_id is null
      limit 1`,
    [hostId],
  );
  return rows[0];
}
