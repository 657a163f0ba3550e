import type { Orm } from '../../shared/db/orm';
import { executeOnPool } from '../../shared/db/parameterized';
import type { Account } from '../account';

/** The auth module's SQL: the per-request account check. */

export interface ActorRow {
  id: string;
  username: string;
  role: Account['role'];
  card_set_id: number | null;
  owner_group_id: number | null;
  token_version: number;
  blocked: boolean;
  two_factor_pending: boolean;
}

/** The accounts of `ids` (in no order; missing ones absent), with whether each still owes two-factor enrolment. */
export async function actorRows(orm: Orm, ids: readonly string[]): Promise<ActorRow[]> {
  // Every request's statement: parameterized, so PostgreSQL keeps it prepared (shared/db/parameterized.ts).
  return (await executeOnPool(
    orm,
    // two_factor_pending: an owner the platform requires to use two-factor sign-in, not enrolled yet.
    `select a.id, a.username, a.role, a.card_set_id, a.owner_group_id, a.token_version, a.blocked,
                (a.role = 'OWNER' and coalesce((select required_for_owners from two_factor_policy where id = 1), false)
                  and not exists (select 1 from two_factor t where t.account_id = a.id and t.enabled_at is not null)) as two_factor_pending
           from account a where a.id in (${ids.map(() => '?').join(', ')})`,
    ids,
  )) as unknown as ActorRow[];
}
