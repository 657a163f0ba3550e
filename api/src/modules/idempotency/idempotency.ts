import { createHash } from 'node:crypto';
import type { Orm } from '../../shared/db/orm';
import { canonicalJson } from '../../shared/db/canonical-json';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, refuse } from '../../shared/errors/app-error';
import { deleteExpiredKeys, findKey, insertKey, lockKey } from './idempotency.sql';

/** Header name on REST and GraphQL alike (read into the GraphQL context). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a retry with the same key answers the first result. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Printable ASCII without spaces (UUIDs, ULIDs, "start-42"...), at most 255 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action, or repeat the first request exactly to get its result.';

export interface IdempotentRequest {
  actorId: string;
  /** The raw header value; undefined (no header) runs the work without a key. */
  key: string | undefined;
  /** Names the operation (e.g. "wallet.topUp"); part of the fingerprint. */
  operation: string;
  /** The validated input; its canonical JSON is compared on a retry. */
  request: unknown;
}

/** How a result is kept with its key and rebuilt for a retry. */
export interface ResultCodec<T> {
  store(result: T): unknown;
  load(tx: Tx, stored: unknown): Promise<T>;
}

/** For results that are plain JSON already (balances, ids). */
export function jsonCodec<T>(): ResultCodec<T> {
  return { store: (result) => result, load: async (_tx, stored) => stored as T };
}

/** undefined when absent; 400 with a message when present but not a usable key. */
export function parseIdempotencyKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!KEY_PATTERN.test(raw)) {
    throw refuse('IDEMPOTENCY_KEY_INVALID');
  }
  return raw;
}

/**
 * Runs `work` at most once per (actor, key): inside the caller's audited transaction, so the
 * key row commits or rolls back together with the effect. An advisory lock on (actor, key),
 * the transaction's first lock, makes two requests with the same key queue: the second one
 * sees the first's committed row. A failed effect (e.g. insufficient balance) stores no key,
 * so the client may retry it.
 */
export async function runOnce<T>(
  tx: Tx,
  req: IdempotentRequest,
  work: () => Promise<T>,
  codec: ResultCodec<T>,
): Promise<T> {
  const key = parseIdempotencyKey(req.key);
  if (key === undefined) return work();
  const requestHash = createHash('sha256')
    .update(canonicalJson({ operation: req.operation, request: req.request }))
    .digest('hex');
  await lockKey(tx, req.actorId, key);
  // Expired keys of this actor go first, so an expired key acts like a new one.
  await deleteExpiredKeys(tx, req.actorId);
  const seen = await findKey(tx, req.actorId, key);
  if (seen) {
    if (seen.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
    const stored = typeof seen.response === 'string' ? JSON.parse(seen.response) : seen.response;
    return codec.load(tx, stored);
  }
  const result = await work();
  await insertKey(tx, {
    actorId: req.actorId,
    key,
    operation: req.operation,
    requestHash,
    responseJson: JSON.stringify(codec.store(result) ?? null),
    ttlSeconds: IDEMPOTENCY_TTL_SECONDS,
  });
  return result;
}

/** auditedTransaction + runOnce: the usual shape of a money-moving service method. */
export function idempotentTransaction<T>(
  orm: Orm,
  req: IdempotentRequest,
  work: (tx: Tx) => Promise<T>,
  codec: ResultCodec<T> = jsonCodec<T>(),
): Promise<T> {
  // Reject a malformed key before opening a transaction.
  parseIdempotencyKey(req.key);
  return auditedTransaction(orm, (tx) => runOnce(tx, req, () => work(tx), codec));
}
