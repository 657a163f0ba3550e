import type { Orm } from '../../shared/db/orm';

/** The metrics module's SQL: figures read from the database at scrape time. */

/** Games currently active, database-wide. */
export async function countActiveGames(orm: Orm): Promise<number> {
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<{ n: string | number }[]>("select count(*) as n from game where status = 'ACTIVE'");
  return Number(row?.n ?? 0);
}
