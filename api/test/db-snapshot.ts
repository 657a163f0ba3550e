import type { Orm } from '../src/db/open-orm';

/**
 * Everything an account operation could change, as plain data: a denied or invalid call
 * must leave this exactly as it was.
 */
export async function accountsSnapshot(orm: Orm): Promise<unknown> {
  const conn = orm.em.getConnection();
  const [accounts, ledger, audit, groups] = await Promise.all([
    conn.execute(
      'select id, username, password_hash, role, card_set_id, owner_group_id, token_version, blocked, wallet_balance, commission_rate_bp from account order by username',
    ),
    conn.execute('select count(*)::int as n, coalesce(sum(amount), 0)::text as total from ledger_entry'),
    conn.execute('select count(*)::int as n from audit_log'),
    conn.execute(
      'select id, name, route_slug, prefixes, super_account_id, can_edit_commission, card_set_ids, archived_at from owner_group order by id',
    ),
  ]);
  return { accounts, ledger, audit, groups };
}

/** Tables a hostile or denied call must never change: money, games, claims, promotions, cards. */
export const GUARDED_TABLES = [
  'account',
  'owner_group',
  'ledger_entry',
  'audit_log',
  'game',
  'game_claim',
  'jackpot_pool',
  'jackpot_win',
  'hall_settings',
  'bonus_award',
  'bonus_config',
  'bonus_preset',
  'free_game_slot',
  'power_campaign',
  'power_code',
  'announcement',
  'card_set',
  'card',
  'shift',
  'shift_correction',
  'shift_game',
  'host_meter',
  'till_settings',
  'payout_flag',
  'linked_jackpot',
  'linked_jackpot_hall',
  'linked_jackpot_entry',
  'linked_jackpot_win',
  'linked_jackpot_miss',
] as const;

/**
 * accountsSnapshot extended to every guarded table: a row count and a digest of all rows per
 * table (order-independent), so "identical before and after" covers every column.
 */
export async function guardedSnapshot(orm: Orm): Promise<Record<string, unknown>> {
  const conn = orm.em.getConnection();
  const out: Record<string, unknown> = { accounts: await accountsSnapshot(orm) };
  for (const table of GUARDED_TABLES) out[table] = await tableDigest(conn, table);
  return out;
}

type Conn = ReturnType<Orm['em']['getConnection']>;

/** Row count and an order-independent digest of every column of every row. */
async function tableDigest(conn: Conn, table: string): Promise<unknown> {
  const [row] = await conn.execute(
    `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${table}" t`,
  );
  return row;
}

/**
 * Every table of the public schema (read from the catalog, so a table added later is covered
 * without a list to maintain), as row count + digest: "a denied call changed nothing at all".
 */
export async function databaseSnapshot(orm: Orm): Promise<Record<string, unknown>> {
  const conn = orm.em.getConnection();
  const tables = await conn.execute<{ name: string }[]>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const out: Record<string, unknown> = {};
  for (const { name } of tables) out[name] = await tableDigest(conn, name);
  return out;
}
