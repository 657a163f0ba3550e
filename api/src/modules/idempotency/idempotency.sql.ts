import type { Tx } from '../../shared/db/transaction';

/** The idempotency module's SQL: the key rows and the lock that makes two requests with one key queue. */

/** Holds a lock on (actor, key) until the transaction ends. */
export async function lockKey(tx: Tx, actorId: string, key: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`idempotency:${actorId}:${key}`]);
}

export async function deleteExpiredKeys(tx: Tx, actorId: string): Promise<void> {
  await tx.execute('delete from idempotency_key where actor_id = ? and expires_at <= now()', [actorId]);
}

export async function findKey(
  tx: Tx,
  actorId: string,
  key: string,
): Promise<{ request_hash: string; response: unknown } | undefined> {
  const [seen] = await tx.execute<{ request_hash: string; response: unknown }[]>(
    'select request_hash, response from idempotency_key where actor_id = ? and key = ?',
    [actorId, key],
  );
  return seen;
}

/** Keeps a key with its request's hash and its stored result for `ttlSeconds`. */
export async function insertKey(
  tx: Tx,
  row: {
    actorId: string;
    key: string;
    operation: string;
    requestHash: string;
    responseJson: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await tx.execute(
    `insert into idempotency_key (actor_id, key, operation, request_hash, response, created_at, expires_at)
     values (?, ?, ?, ?, ?, now(), now() + make_interval(secs => ?))`,
    [row.actorId, row.key, row.operation, row.requestHash, row.responseJson, row.ttlSeconds],
  );
}
