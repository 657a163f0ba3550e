import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../db/orm';

export type Tx = EntityManager;

/**
 * Every audited change (money, accounts) runs here. The advisory lock is taken first, before
 * any row lock, so audited transactions queue in one order and can never deadlock on each
 * other; it also keeps the audit chain strictly linear.
 */
export async function auditedTransaction<T>(orm: Orm, work: (tx: Tx) => Promise<T>): Promise<T> {
  const em = orm.em.fork() as unknown as EntityManager;
  const committed: (() => void)[] = [];
  const result = await em.transactional(async (tx) => {
    afterCommitHooks.set(tx, committed);
    await tx.execute('select pg_advisory_xact_lock(?)', [AUDIT_CHAIN_LOCK]);
    return work(tx);
  });
  for (const hook of committed) hook();
  return result;
}

const afterCommitHooks = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `hook` once the audited transaction `tx` has committed (never after a rollback), e.g. to
 * count a wallet movement in the metrics only when it really happened. Outside an audited
 * transaction it runs at once.
 */
export function afterCommit(tx: Tx, hook: () => void): void {
  const hooks = afterCommitHooks.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}

/** Arbitrary constant naming the audit chain's lock ("audit" in ASCII). */
export const AUDIT_CHAIN_LOCK = 0x6175646974;
