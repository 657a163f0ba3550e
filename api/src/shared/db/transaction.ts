import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../db/orm';
import { allowDeferredWrites, dropDeferred, sendDeferred } from './batch';

export type Tx = EntityManager;

/** How often a transaction PostgreSQL chose as a deadlock victim is run again from the start. */
const DEADLOCK_RETRIES = 3;

/**
 * Every audited change (money, accounts) runs here. There is no platform-wide lock: the audit
 * entries a transaction appends are written just before it commits, each to its own chain
 * (per wallet-owning account, or the platform's), and those chains are locked then, in one fixed
 * order, after every other lock the transaction takes (docs/audit.md). Transactions on different
 * hosts therefore never wait for each other. Rows are locked by the work itself (an account row
 * before a game starts, a wallet by its atomic UPDATE); should two transactions still lock rows
 * in opposite orders, PostgreSQL aborts one (deadlock_detected) and it runs again here, from the
 * start, with nothing of the failed attempt kept.
 */
export async function auditedTransaction<T>(orm: Orm, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const em = orm.em.fork() as unknown as EntityManager;
    const hooks: TxHooks = { beforeCommit: [], afterCommit: [] };
    try {
      const result = await em.transactional(async (tx) => {
        txHooks.set(tx, hooks);
        allowDeferredWrites(tx);
        try {
          const value = await work(tx);
          await tx.flush(); // the work's own rows first: the audit chains are the last locks taken
          for (const hook of hooks.beforeCommit) await hook();
          // The queued writes (the work's and the audit entries) go as one statement (shared/db/batch.ts),
          // the last before the commit: nothing may be written after it.
          await sendDeferred(tx);
          return value;
        } catch (error) {
          dropDeferred(tx, error);
          throw error;
        }
      });
      for (const hook of hooks.afterCommit) hook();
      return result;
    } catch (error) {
      if (attempt > DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
    }
  }
}

/**
 * A plain transaction (no audit chain, no deadlock retry) whose queued writes (batch.ts:
 * `queueWrite`, a bus event's NOTIFY) go as its last statement, just before the commit, instead
 * of one round trip each: for the hot ones that move no audited money (a winning check, play and
 * pause). Its work must not await a `deferWrite` answer (it comes with that last statement).
 */
export async function batchedTransaction<T>(orm: Orm, work: (tx: Tx) => Promise<T>): Promise<T> {
  const em = orm.em.fork() as unknown as EntityManager;
  return em.transactional(async (tx) => {
    allowDeferredWrites(tx);
    try {
      const value = await work(tx);
      await sendDeferred(tx);
      return value;
    } catch (error) {
      dropDeferred(tx, error);
      throw error;
    }
  });
}

interface TxHooks {
  beforeCommit: (() => Promise<void>)[];
  afterCommit: (() => void)[];
}

const txHooks = new WeakMap<Tx, TxHooks>();

/** PostgreSQL's deadlock_detected (40P01), as the driver or MikroORM's wrapper reports it. */
function isDeadlock(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '40P01') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs `hook` once the audited transaction `tx` has committed (never after a rollback), e.g. to
 * count a wallet movement in the metrics only when it really happened. Outside an audited
 * transaction it runs at once.
 */
export function afterCommit(tx: Tx, hook: () => void): void {
  if (!whenCommitted(tx, hook)) hook();
}

/**
 * Like afterCommit, but answers false (and does nothing) outside an audited transaction, so the
 * caller can do its work inside the transaction instead.
 */
export function whenCommitted(tx: Tx, hook: () => void): boolean {
  const hooks = txHooks.get(tx);
  if (!hooks) return false;
  hooks.afterCommit.push(hook);
  return true;
}

/**
 * Runs `hook` inside the audited transaction `tx` after its work, as its last statements (the
 * audit module writes its entries there). False outside an audited transaction: the caller
 * must then do its work at once.
 */
export function beforeCommit(tx: Tx, hook: () => Promise<void>): boolean {
  const hooks = txHooks.get(tx);
  if (!hooks) return false;
  hooks.beforeCommit.push(hook);
  return true;
}
