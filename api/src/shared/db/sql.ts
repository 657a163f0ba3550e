import type { Orm } from './orm';
import type { Tx } from './transaction';

/** A fresh SQL EntityManager for one request (reads, or a short transaction that moves no money). */
export function sqlEm(orm: Orm): Tx {
  return orm.em.fork() as unknown as Tx;
}
