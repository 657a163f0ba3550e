import { CompiledQuery, type QueryResult } from 'kysely';
import type { EntityManager } from '@mikro-orm/sql';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { Orm } from './orm';
import { toDriverValue, toPositional } from './statement-text';

/**
 * Hot statements sent with their values as bind parameters (docs/audit.md#game-start-cost).
 *
 * MikroORM's `execute` writes every value into the SQL text as a quoted literal
 * (`Platform.formatQuery`), so PostgreSQL lexes, parses, analyses and plans each statement anew,
 * and Node builds and escapes the whole text (a game start's 100 cards and its plan) every time.
 * Measured with perf on a game start: PostgreSQL spent about a third of its time parsing and
 * planning, Node 7% formatting. Here the text keeps `$1…$n` placeholders and the values travel
 * apart, so the text of a statement is the same on every call and PostgreSQL can keep it prepared
 * (`db/prepared-client.ts` names such statements on each connection).
 *
 * Values are converted as MikroORM would quote them, so a statement means the same either way:
 * plain objects as JSON text, Dates as UTC ISO text, bigints as decimal text. Arrays are refused
 * (MikroORM would spread one into a comma list for `in (?)`; here the caller writes one `?` per
 * element, as this code base already does).
 */

/**
 * Where a statement runs: an EntityManager (its transaction, if it is in one), or the ORM itself
 * for a read on the pool in no transaction. Forking an EntityManager only to reach the pool cost
 * each claim ~60 µs (its identity map and unit of work; a CPU profile of bench:platform).
 */
export type SqlTarget = EntityManager | Orm;

const isOrm = (target: SqlTarget): target is Orm => !('getTransactionContext' in target);

type Executor = { executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> };
type Driver = { convertException(error: Error): Error };

async function run<T>(executor: Executor, driver: Driver, text: string, params: readonly unknown[]): Promise<T[]> {
  const query = CompiledQuery.raw(toPositional(text), params.map(toDriverValue));
  try {
    return (await executor.executeQuery<T>(query)).rows;
  } catch (error) {
    throw error instanceof Error ? driver.convertException(error) : error;
  }
}

/**
 * A PostgreSQL array literal (`{a,b}`) for a `?::uuid[]` or `?::int[]` parameter, of values that
 * need no quoting: ids and numbers the server made, never a client's text.
 */
export const pgArray = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;

/**
 * Runs `text` (with `?` placeholders) in `em`'s transaction, or on the pool outside one, and
 * answers its rows. Driver errors are converted as MikroORM's own `execute` converts them
 * (DriverException with the SQLSTATE `code`), so callers and the error table see no difference.
 */
export function executeParameterized<T = Record<string, unknown>>(
  em: SqlTarget,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  if (isOrm(em)) return executeOnPool(em, text, params);
  // In a transaction, MikroORM's context is the Kysely transaction (same executeQuery as Kysely).
  const executor: Executor = (em.getTransactionContext() as Executor | undefined) ?? em.getConnection().getClient();
  return run(executor, em.getDriver(), text, params);
}

/** executeParameterized on the pool, in no transaction: for callers that would fork an EntityManager only for this. */
export function executeOnPool<T = Record<string, unknown>>(
  orm: Orm,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  const driver = orm.driver as unknown as Driver & { getConnection(): { getClient(): Executor } };
  const pool = nativePools.get(orm);
  if (pool) return runOnPool(pool, driver, text, params);
  if (pool === undefined) rememberNativePool(orm).catch(() => nativePools.delete(orm)); // asked again next time
  return run(driver.getConnection().getClient(), driver, text, params);
}

/**
 * On PostgreSQL, statements outside a transaction go to node-postgres's pool itself: the same pool,
 * connections and type parsers as MikroORM's Kysely (Kysely's PostgreSQL driver calls the same
 * `client.query(text, values)`), without Kysely's connection provider around each one (the
 * per-request account check, claims' reads, live reads, the notifier). PGlite keeps the Kysely
 * path. Null: not PostgreSQL (or not known yet).
 */
const nativePools = new WeakMap<Orm, Pool | null>();

async function rememberNativePool(orm: Orm): Promise<void> {
  nativePools.set(orm, null); // until known, and for good if not PostgreSQL
  const connection = orm.driver.getConnection();
  if (connection instanceof PostgreSqlConnection) nativePools.set(orm, await connection.getNativeClient());
}

async function runOnPool<T>(pool: Pool, driver: Driver, text: string, params: readonly unknown[]): Promise<T[]> {
  try {
    return (await pool.query(toPositional(text), params.map(toDriverValue))).rows as T[];
  } catch (error) {
    throw error instanceof Error ? driver.convertException(error) : error;
  }
}
