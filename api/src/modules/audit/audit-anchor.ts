import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../shared/db/orm';
import { canonicalJson } from '../../shared/db/canonical-json';
import { anchorHash, GENESIS_HASH, type ChainHead } from './audit-hash';

/** Arbitrary constant naming the anchor's lock ("anchor" in ASCII): anchors form one line. */
const ANCHOR_LOCK = 0x616e63686f72;

/**
 * Writes a platform anchor: every chain's head (sequence number and hash) in one row, itself
 * chained to the anchor before it (docs/audit.md#anchors). Reading the heads in one statement
 * gives one consistent snapshot; no chain is locked, so anchoring never holds up a game. When
 * nothing changed since the last anchor, none is written (null).
 */
export async function anchorAuditChains(orm: Orm): Promise<{ id: number; chains: number } | null> {
  return (orm.em.fork() as unknown as EntityManager).transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [ANCHOR_LOCK]);
    const rows = await tx.execute<{ key: string; seq: string | number; head_hash: string }[]>(
      'select key, seq, head_hash from audit_chain order by key',
    );
    const heads: Record<string, ChainHead> = {};
    for (const row of rows) heads[row.key] = { seq: Number(row.seq), hash: row.head_hash };
    const [last] = await tx.execute<{ hash: string; heads: unknown }[]>(
      'select hash, heads from audit_anchor order by id desc limit 1',
    );
    const lastHeads = typeof last?.heads === 'string' ? JSON.parse(last.heads) : last?.heads;
    if (last && canonicalJson(lastHeads) === canonicalJson(heads)) return null;
    const at = new Date();
    const prevHash = last?.hash ?? GENESIS_HASH;
    const [written] = await tx.execute<{ id: string | number }[]>(
      'insert into audit_anchor (at, heads, prev_hash, hash) values (?, ?::jsonb, ?, ?) returning id',
      [at, JSON.stringify(heads), prevHash, anchorHash({ at, heads, prevHash })],
    );
    return { id: Number(written!.id), chains: rows.length };
  });
}

/**
 * Anchors now and then every `intervalMs` (each instance; an anchor with nothing new is skipped).
 * Returns the stopper. A failed anchor is logged and tried again at the next tick.
 */
export function scheduleAuditAnchors(orm: Orm, intervalMs: number, onError: (error: unknown) => void): () => void {
  const tick = () => void anchorAuditChains(orm).catch(onError);
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
