import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../shared/db/orm';
import { canonicalJson } from '../../shared/db/canonical-json';
import { anchorHash, GENESIS_HASH, type ChainHead } from './audit-hash';
import { allHeads, insertAnchor, lastAnchor, lockAnchors } from './audit.sql';

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
    await lockAnchors(tx, ANCHOR_LOCK);
    const rows = await allHeads(tx);
    const heads: Record<string, ChainHead> = {};
    for (const row of rows) heads[row.key] = { seq: Number(row.seq), hash: row.head_hash };
    const last = await lastAnchor(tx);
    const lastHeads = typeof last?.heads === 'string' ? JSON.parse(last.heads) : last?.heads;
    if (last && canonicalJson(lastHeads) === canonicalJson(heads)) return null;
    const at = new Date();
    const prevHash = last?.hash ?? GENESIS_HASH;
    const id = await insertAnchor(tx, {
      at,
      headsJson: JSON.stringify(heads),
      prevHash,
      hash: anchorHash({ at, heads, prevHash }),
    });
    return { id, chains: rows.length };
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
