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
 * Two statements whatever the number of entries: one locks the heads of the chains touched, in
 * key order, and reads them (a row lock re-reads the latest committed head); one inserts the
 * entries and moves the heads (one row version per chain). A chain's first entry creates its
 * head first.
 */
async function writeEntries(tx: Tx, entries: (AuditEntry & { at: Date })[]): Promise<void> {
  const byChain = new Map<string, (AuditEntry & { at: Date })[]>();
  for (const entry of entries) {
    const chain = chainOf(entry);
    byChain.set(chain, [...(byChain.get(chain) ?? []), entry]);
  }
  const chains = [...byChain.keys()].sort();
  const lockHeads = () =>
    tx.execute<{ key: string; seq: string | number; head_hash: string }[]>(
      `select key, seq, head_hash from audit_chain where key in (${chains.map(() => '?').join(', ')}) order by key for update`,
      chains,
    );
  let heads = await lockHeads();
  if (heads.length < chains.length) {
    await tx.execute(
      `insert into audit_chain (key, seq, head_hash, updated_at) values ${chains.map(() => '(?, 0, ?, now())').join(', ')} on conflict (key) do nothing`,
      chains.flatMap((key) => [key, GENESIS_HASH]),
    );
    heads = await lockHeads();
  }
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
  await tx.execute(
    `with written as (
       insert into audit_log (chain, seq, at, actor_id, action, subject_type, subject_id, data, prev_hash, hash)
       values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)').join(', ')}
     )
     update audit_chain set seq = h.seq, head_hash = h.hash, updated_at = now()
     from (values ${newHeads.map(() => '(?, ?::bigint, ?)').join(', ')}) as h(key, seq, hash)
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
