import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Orm } from './orm';
import type { Tx } from './transaction';

/** A fresh SQL EntityManager for one request (reads, or a short transaction that moves no money). */
export function sqlEm(orm: Orm): Tx {
  return orm.em.fork() as unknown as Tx;
}

/**
 * The PostgreSQL server's URL when the ORM is on one, for a connection of a thread's own (the
 * export thread); null on the embedded database, which has one connection in this process only.
 */
export function postgresUrlOf(orm: Orm): string | null {
  return orm.driver.constructor === PostgreSqlDriver ? (orm.config.get('clientUrl') ?? null) : null;
}
