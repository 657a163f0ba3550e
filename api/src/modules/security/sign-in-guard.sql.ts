import type { EntityManager } from '@mikro-orm/sql';

/** The sign-in guard's SQL (sign-in-guard.ts): attempts, address blocks and the per-address lock. */

export async function markAttemptSucceeded(em: EntityManager, id: number): Promise<void> {
  await em.execute('update login_attempt set success = true where id = ?', [id]);
}

/** The username's failed sign-ins since `since`, and the last one's time. */
export async function usernameFailures(
  em: EntityManager,
  username: string,
  since: Date,
): Promise<{ failures: string | number; last: Date | string | null } | undefined> {
  const [row] = await em.execute<{ failures: string | number; last: Date | string | null }[]>(
    `select count(*) as failures, max(created_at) as last from login_attempt
        where username = ? and success = false and created_at > ?`,
    [username, since],
  );
  return row;
}

/** Holds the address's sign-in lock until the transaction ends. */
export async function lockAddress(tx: EntityManager, address: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`sign-in:${address}`]);
}

/** Counts an attempt in, as failed until it succeeds; its id. */
export async function insertAttempt(tx: EntityManager, address: string, username: string, at: Date): Promise<number> {
  const [row] = await tx.execute<{ id: string | number }[]>(
    'insert into login_attempt (address, username, success, created_at) values (?, ?, false, ?) returning id',
    [address, username, at],
  );
  return Number(row!.id);
}

export async function insertAddressBlock(tx: EntityManager, address: string, until: Date, at: Date): Promise<void> {
  await tx.execute('insert into sign_in_block (kind, key, blocked_until, created_at) values (?, ?, ?, ?)', [
    'ADDRESS',
    address,
    until,
    at,
  ]);
}

/** Failed (or in-flight) attempts from the address since `since` and since the end of its last block. */
export async function addressFailuresSinceLastBlock(em: EntityManager, address: string, since: Date): Promise<number> {
  const [row] = await em.execute<{ failures: string | number }[]>(
    `select count(*) as failures from login_attempt
        where address = ? and success = false and created_at > ?
          and created_at > coalesce((select max(blocked_until) from sign_in_block where kind = 'ADDRESS' and key = ?), 'epoch'::timestamptz)`,
    [address, since, address],
  );
  return Number(row?.failures ?? 0);
}

/** The end of the address's block in force at `now`, or null. */
export async function addressBlockEnd(em: EntityManager, address: string, now: Date): Promise<Date | null> {
  const [row] = await em.execute<{ until: Date | string | null }[]>(
    `select max(blocked_until) as until from sign_in_block where kind = 'ADDRESS' and key = ? and blocked_until > ?`,
    [address, now],
  );
  return row?.until ? new Date(row.until) : null;
}
