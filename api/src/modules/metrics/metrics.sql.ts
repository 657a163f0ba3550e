import type { Orm } from '../../shared/db/orm';

/** The metrics module's SQL: figures read from the database at scrape time. */

/** Games currently active, database-wide: read from the index of running games alone (game.entity.ts). */
export const ACTIVE_GAMES_SQL = "select count(*) as n from game where status = 'ACTIVE'";

export async function countActiveGames(orm: Orm): Promise<number> {
  const [row] = await orm.em.fork().getConnection().execute<{ n: string | number }[]>(ACTIVE_GAMES_SQL);
  return Number(row?.n ?? 0);
}
