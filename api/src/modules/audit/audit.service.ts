import type { JsonRead } from '../../shared/db/batch';
import { beforeCommit, type Tx } from '../../shared/db/transaction';
import { auditHash, chainOf, GENESIS_HASH, type AuditEntry, type StoredEntry } from './audit-hash';
import { createHeads, lockedHeadsRead, lockHeads, queueEntries, queueHeads, type Head } from './audit.sql';

const pending = new WeakMap<Tx, (AuditEntry & { at: Date })[]>();

/** Heads a transaction locked early (chainHeadsRead) so its entries need no lock statement of their own. */
const lockedHeads = new WeakMap<Tx, Map<string, Head>>();

/**
 * Locks and reads the heads of `chains` as part of a transaction's first statement
 * (shared/db/batch.ts: readTogether), for a hot transaction that knows which chains it appends
 * to (a game start: the host's). Give the answer to `useLockedHeads`. A chain without a head yet
 * is simply missing: it is created at the commit as usual.
 */
export function chainHeadsRead(chains: readonly string[]): JsonRead<Head[]> {
  const sorted = [...chains].sort();
  return lockedHeadsRead(sorted);
}

/** The heads `chainHeadsRead` locked in this transaction. */
export function useLockedHeads(tx: Tx, heads: readonly Head[]): void {
  lockedHeads.set(tx, new Map(heads.map((h) => [h.key, h])));
}

/**
 * Appends one entry to its chain (docs/audit.md). Inside auditedTransaction the entries are
 * written together just before the commit: each chain touched is locked then, in key order, so
 * chains are the last locks a transaction takes and two transactions never hold them crosswise.
 * Outside one (a migration, a test scene) the entry is written at once.
 */
export async function appendAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const queued = pending.get(tx);
  if (queued) return void queued.push({ ...entry, at: new Date() });
  const entries = [{ ...entry, at: new Date() }];
  if (beforeCommit(tx, () => writeEntries(tx, entries))) pending.set(tx, entries);
  else await writeEntries(tx, entries);
}

/**
 * At most two statements whatever the number of entries: one locks the heads of the chains
 * touched, in key order, and reads them (a row lock re-reads the latest committed head), unless
 * the transaction locked them already (chainHeadsRead); then the entries are inserted and the
 * heads moved (one row version per chain), as two writes queued for the transaction's last
 * statement. A chain's first entry creates its head first.
 */
async function writeEntries(tx: Tx, entries: (AuditEntry & { at: Date })[]): Promise<void> {
  const byChain = new Map<string, (AuditEntry & { at: Date })[]>();
  for (const entry of entries) {
    const chain = chainOf(entry);
    byChain.set(chain, [...(byChain.get(chain) ?? []), entry]);
  }
  const known = lockedHeads.get(tx);
  const chains = [...byChain.keys()].sort();
  const unknown = chains.filter((key) => !known?.has(key));
  let heads: Head[] = [];
  if (unknown.length > 0) {
    heads = await lockHeads(tx, unknown);
    if (heads.length < unknown.length) {
      await createHeads(tx, unknown, GENESIS_HASH);
      heads = await lockHeads(tx, unknown);
    }
  }
  heads = [...heads, ...chains.filter((key) => known?.has(key)).map((key) => known!.get(key)!)];
  const rows: (StoredEntry & { hash: string })[] = [];
  const newHeads: [string, number, string][] = [];
  for (const head of heads) {
    const chainEntries = byChain.get(head.key)!;
    let seq = Number(head.seq);
    let prevHash = head.head_hash;
    for (const entry of chainEntries) {
      const stored: StoredEntry = { ...entry, chain: head.key, seq: ++seq, prevHash };
      prevHash = auditHash(stored);
      rows.push({ ...stored, hash: prevHash });
    }
    newHeads.push([head.key, seq, prevHash]);
  }
  // Two writes: in an audited transaction they go with its other queued writes in its last
  // statement; elsewhere at once.
  await queueEntries(tx, rows);
  await queueHeads(tx, newHeads);
}
