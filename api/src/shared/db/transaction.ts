import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../db/orm';

export type Tx = EntityManager;

/**
 * Every audited change (money, accounts) runs here. The advisory lock is taken first, before
 * any row lock, so audited transactions queue in one order and can never deadlock on each
 * other; it also keeps the audit chain strictly linear.
 */
export function auditedTransaction<T>(orm: Orm, work: (tx: Tx) => Promise<T>): Promise<T> {
  const em = orm.em.fork() as unknown as EntityManager;
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [AUDIT_CHAIN_LOCK]);
    return work(tx);
  });
}

/** Arbitrary constant naming the audit chain's lock ("audit" in ASCII). */
export const AUDIT_CHAIN_LOCK = 0x6175646974;
