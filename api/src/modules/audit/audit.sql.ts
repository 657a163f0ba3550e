import type { EntityManager } from '@mikro-orm/sql';
import { allRows, queueWrite, type JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';
import type { StoredEntry } from './audit-hash';

/** The audit module's SQL: chain heads, entries and anchors (audit.service.ts, audit-anchor.ts). */

export interface Head {
  key: string;
  seq: string | number;
  head_hash: string;
}

/** Locks and reads the heads of `sorted` chains, as one read of a shared statement (batch.ts: readTogether). */
export function lockedHeadsRead(sorted: readonly string[]): JsonRead<Head[]> {
  return allRows<Head, Head[]>(
    `select key, seq, head_hash from audit_chain where key in (${sorted.map(() => '?').join(', ')}) order by key for update`,
    sorted,
    (rows) => rows,
  );
}

/** Locks and reads the heads of `keys` (in key order) now. */
export function lockHeads(tx: Tx, keys: readonly string[]): Promise<Head[]> {
  return tx.execute<Head[]>(
    `select key, seq, head_hash from audit_chain where key in (${keys.map(() => '?').join(', ')}) order by key for update`,
    keys,
  );
}

/** Creates the heads of chains that have none yet, at `genesisHash`. */
export async function createHeads(tx: Tx, keys: readonly string[], genesisHash: string): Promise<void> {
  await tx.execute(
    `insert into audit_chain (key, seq, head_hash, updated_at) values ${keys.map(() => '(?, 0, ?, now())').join(', ')} on conflict (key) do nothing`,
    keys.flatMap((key) => [key, genesisHash]),
  );
}

/** Queues the entries' rows for the transaction's last statement (at once outside an audited transaction). */
export function queueEntries(tx: Tx, rows: readonly (StoredEntry & { hash: string })[]): Promise<void> {
  return queueWrite(
    tx,
    `insert into audit_log (chain, seq, at, actor_id, action, subject_type, subject_id, data, prev_hash, hash)
     values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)').join(', ')}`,
    rows.flatMap((r) => [
      r.chain,
      r.seq,
      r.at,
      r.actorId,
      r.action,
      r.subjectType,
      r.subjectId,
      JSON.stringify(r.data),
      r.prevHash,
      r.hash,
    ]),
  );
}

/** Queues the chains' new heads ([key, seq, hash]) like queueEntries. */
export function queueHeads(tx: Tx, newHeads: readonly [string, number, string][]): Promise<void> {
  return queueWrite(
    tx,
    `update audit_chain set seq = h.seq, head_hash = h.hash, updated_at = now()
     from (values ${newHeads.map(() => '(?, ?::bigint, ?)').join(', ')}) as h(key, seq, hash)
     where audit_chain.key = h.key`,
    newHeads.flat(),
  );
}

/** Holds the anchors' lock until the transaction ends: anchors form one line. */
export async function lockAnchors(tx: EntityManager, lock: number): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?)', [lock]);
}

/** Every chain's head, in one statement (one consistent snapshot). */
export function allHeads(tx: EntityManager): Promise<{ key: string; seq: string | number; head_hash: string }[]> {
  return tx.execute<{ key: string; seq: string | number; head_hash: string }[]>(
    'select key, seq, head_hash from audit_chain order by key',
  );
}

export async function lastAnchor(tx: EntityManager): Promise<{ hash: string; heads: unknown } | undefined> {
  const [last] = await tx.execute<{ hash: string; heads: unknown }[]>(
    'select hash, heads from audit_anchor order by id desc limit 1',
  );
  return last;
}

export async function insertAnchor(
  tx: EntityManager,
  anchor: { at: Date; headsJson: string; prevHash: string; hash: string },
): Promise<number> {
  const [written] = await tx.execute<{ id: string | number }[]>(
    'insert into audit_anchor (at, heads, prev_hash, hash) values (?, ?::jsonb, ?, ?) returning id',
    [anchor.at, anchor.headsJson, anchor.prevHash, anchor.hash],
  );
  return Number(written!.id);
}
