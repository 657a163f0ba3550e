import type { Orm } from '../src/db/orm';

/**
 * Everything an account operation could change, as plain data: a denied or invalid call
 * must leave this exactly as it was.
 */
export async function accountsSnapshot(orm: Orm): Promise<unknown> {
  const conn = orm.em.getConnection();
  const [accounts, ledger, audit, groups] = await Promise.all([
    conn.execute('select id, username, password_hash, role, card_set_id, owner_group_id, token_version, blocked, wallet_balance, commission_rate_bp from account order by username'),
    conn.execute('select count(*)::int as n, coalesce(sum(amount), 0)::text as total from ledger_entry'),
    conn.execute('select count(*)::int as n from audit_log'),
    conn.execute('select id, name, prefixes, super_account_id, can_edit_commission, card_set_ids from owner_group order by id'),
  ]);
  return { accounts, ledger, audit, groups };
}
