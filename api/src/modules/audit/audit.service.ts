import { beforeCommit, type Tx } from '../../shared/db/transaction';
import { auditHash, chainOf, GENESIS_HASH, type AuditEntry, type StoredEntry } from './audit-hash';

const pending = new WeakMap<Tx, (AuditEntry & { at: Date })[]>();

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
 * Two statements whatever the number of entries: one upsert reserves each chain's sequence
 * numbers (the row lock on its head serializes the chain; the returned head is the latest
 * committed one, as an UPDATE re-reads a row it waited for), one inserts the entries and moves
 * the heads.
 */
async function writeEntries(tx: Tx, entries: (AuditEntry & { at: Date })[]): Promise<void> {
  const byChain = new Map<string, (AuditEntry & { at: Date })[]>();
  for (const entry of entries) {
    const chain = chainOf(entry);
    byChain.set(chain, [...(byChain.get(chain) ?? []), entry]);
  }
  const chains = [...byChain.keys()].sort();
  const heads = await tx.execute<{ key: string; seq: string | number; head_hash: string }[]>(
    `insert into audit_chain (key, seq, head_hash, updated_at) values ${chains.map(() => '(?, ?, ?, now())').join(', ')}
     on conflict (key) do update set seq = audit_chain.seq + excluded.seq, updated_at = now()
     returning key, seq, head_hash`,
    chains.flatMap((key) => [key, byChain.get(key)!.length, GENESIS_HASH]),
  );
  const rows: (StoredEntry & { hash: string })[] = [];
  const newHeads: [string, string][] = [];
  for (const head of heads) {
    const chainEntries = byChain.get(head.key)!;
    let seq = Number(head.seq) - chainEntries.length;
    let prevHash = head.head_hash;
    for (const entry of chainEntries) {
      const stored: StoredEntry = { ...entry, chain: head.key, seq: ++seq, prevHash };
      prevHash = auditHash(stored);
      rows.push({ ...stored, hash: prevHash });
    }
    newHeads.push([head.key, prevHash]);
  }
  await tx.execute(
    `with written as (
       insert into audit_log (chain, seq, at, actor_id, action, subject_type, subject_id, data, prev_hash, hash)
       values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)').join(', ')}
     )
     update audit_chain set head_hash = h.hash from (values ${newHeads.map(() => '(?, ?)').join(', ')}) as h(key, hash)
     where audit_chain.key = h.key`,
    [
      ...rows.flatMap((r) => [
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
      ...newHeads.flat(),
    ],
  );
}
