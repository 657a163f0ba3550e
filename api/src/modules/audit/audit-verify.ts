import { anchorHash, auditHash, GENESIS_HASH, type ChainHead } from './audit-hash';
import {
  anchorsAfter,
  chainEntriesAfter,
  chainHead,
  chainKeys,
  firstMismatchedHead,
  type Query,
} from './audit-verify.sql';

export type { Query };

export interface BrokenLink {
  /** The chain, or null for the anchors' own line. */
  chain: string | null;
  /** The sequence number the chain expected there. */
  seq: number | null;
  /** The audit_log row (or, with anchor, the audit_anchor row) where it breaks; null when the row is missing. */
  id: number | null;
  anchor?: number;
  reason: string;
}

export interface ChainReport {
  ok: boolean;
  entries: number;
  chains: number;
  anchors: number;
  /** The first broken link, when !ok: chains in key order, then the anchors. */
  brokenAt?: BrokenLink;
  /** The first broken link of every broken chain (and of the anchors). */
  broken: BrokenLink[];
}

/**
 * Verifies every chain (each link, each hash, the sequence without gaps, the head it must end
 * at) and every anchor (its own link and hash, and each chain head it recorded still being that
 * row). Reads in pages, so a long history does not fill memory (docs/audit.md#verifying).
 */
export async function verifyAuditChain(query: Query): Promise<ChainReport> {
  const broken: BrokenLink[] = [];
  const keys = await chainKeys(query);
  let entries = 0;
  for (const { key } of keys) {
    const result = await verifyChain(query, String(key));
    entries += result.entries;
    if (result.broken) broken.push(result.broken);
  }
  const anchors = await verifyAnchors(query);
  if (anchors.broken) broken.push(anchors.broken);
  return { ok: broken.length === 0, entries, chains: keys.length, anchors: anchors.count, brokenAt: broken[0], broken };
}

async function verifyChain(query: Query, chain: string): Promise<{ entries: number; broken?: BrokenLink }> {
  let prevHash = GENESIS_HASH;
  let seq = 0;
  for (;;) {
    const rows = await chainEntriesAfter(query, chain, seq);
    for (const row of rows) {
      const id = Number(row.id);
      const at = { chain, seq: seq + 1, id };
      if (Number(row.seq) !== seq + 1)
        return { entries: seq, broken: { ...at, reason: `entry ${seq + 1} is missing (the next is ${row.seq})` } };
      if (row.prev_hash !== prevHash)
        return { entries: seq, broken: { ...at, reason: 'does not link to the entry before it' } };
      const expected = auditHash({
        chain,
        seq: seq + 1,
        at: new Date(row.at as string | Date),
        actorId: (row.actor_id as string | null) ?? null,
        action: String(row.action),
        subjectType: String(row.subject_type),
        subjectId: String(row.subject_id),
        data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
        prevHash,
      });
      if (row.hash !== expected) return { entries: seq, broken: { ...at, reason: 'content does not match its hash' } };
      prevHash = expected;
      seq++;
    }
    if (rows.length < 1000) break;
  }
  const head = await chainHead(query, chain);
  if (!head) return { entries: seq, broken: { chain, seq, id: null, reason: 'the chain has no head' } };
  if (Number(head.seq) !== seq || head.head_hash !== prevHash) {
    const reason =
      Number(head.seq) > seq
        ? `entries ${seq + 1} to ${head.seq} are missing (the head says ${head.seq})`
        : `the head (${head.seq}) does not match the last entry (${seq})`;
    return { entries: seq, broken: { chain, seq: seq + 1, id: null, reason } };
  }
  return { entries: seq };
}

async function verifyAnchors(query: Query): Promise<{ count: number; broken?: BrokenLink }> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let count = 0;
  for (;;) {
    const rows = await anchorsAfter(query, lastId);
    if (rows.length === 0) return { count };
    for (const row of rows) {
      const anchor = Number(row.id);
      const fail = (
        reason: string,
        chain: string | null = null,
        seq: number | null = null,
        id: number | null = null,
      ) => ({
        count,
        broken: { chain, seq, id, anchor, reason },
      });
      const heads = (typeof row.heads === 'string' ? JSON.parse(row.heads) : row.heads) as Record<string, ChainHead>;
      if (row.prev_hash !== prevHash) return fail('anchor does not link to the anchor before it');
      const expected = anchorHash({ at: new Date(row.at as string | Date), heads, prevHash });
      if (row.hash !== expected) return fail('anchor content does not match its hash');
      // Every head it recorded must still be that very row.
      const bad = await firstMismatchedHead(query, JSON.stringify(heads));
      if (bad)
        return fail(
          bad.id == null ? 'an anchored entry is missing' : 'an anchored entry no longer matches the anchor',
          String(bad.key),
          Number(bad.seq),
          bad.id == null ? null : Number(bad.id),
        );
      prevHash = expected;
      lastId = anchor;
      count++;
    }
  }
}
