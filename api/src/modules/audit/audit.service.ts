import crypto from 'node:crypto';
import type { Tx } from '../../shared/db/transaction';
import { canonicalJson } from '../../shared/db/canonical-json';

export const GENESIS_HASH = '0'.repeat(64);

export interface AuditEntry {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
}

interface StoredEntry extends AuditEntry {
  at: Date;
  prevHash: string;
}

export function auditHash(entry: StoredEntry): string {
  const content = canonicalJson({
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    data: entry.data,
  });
  return crypto.createHash('sha256').update(entry.prevHash).update('\n').update(content).digest('hex');
}

/** Appends one entry. Must run inside auditedTransaction (which holds the chain lock). */
export async function appendAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const [last] = await tx.execute<{ hash: string }[]>('select hash from audit_log order by id desc limit 1');
  const stored: StoredEntry = { ...entry, at: new Date(), prevHash: last?.hash ?? GENESIS_HASH };
  await tx.execute(
    'insert into audit_log (at, actor_id, action, subject_type, subject_id, data, prev_hash, hash) values (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      stored.at,
      stored.actorId,
      stored.action,
      stored.subjectType,
      stored.subjectId,
      JSON.stringify(stored.data),
      stored.prevHash,
      auditHash(stored),
    ],
  );
}

export interface ChainReport {
  ok: boolean;
  entries: number;
  /** The first entry whose stored hash or link does not match, when !ok. */
  brokenAt?: { id: number; reason: string };
}

/** Walks the chain in id order; reads in pages so a long history does not fill memory. */
export async function verifyAuditChain(
  query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let entries = 0;
  for (;;) {
    const rows = await query(
      'select id, at, actor_id, action, subject_type, subject_id, data, prev_hash, hash from audit_log where id > ? order by id limit 1000',
      [lastId],
    );
    if (rows.length === 0) return { ok: true, entries };
    for (const row of rows) {
      const id = Number(row.id);
      if (row.prev_hash !== prevHash)
        return { ok: false, entries, brokenAt: { id, reason: 'does not link to the entry before it' } };
      const expected = auditHash({
        at: new Date(row.at as string | Date),
        actorId: (row.actor_id as string | null) ?? null,
        action: String(row.action),
        subjectType: String(row.subject_type),
        subjectId: String(row.subject_id),
        data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
        prevHash,
      });
      if (row.hash !== expected)
        return { ok: false, entries, brokenAt: { id, reason: 'content does not match its hash' } };
      prevHash = expected;
      lastId = id;
      entries++;
    }
  }
}
