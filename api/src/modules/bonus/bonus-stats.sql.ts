import type { Tx } from '../../shared/db/transaction';
import type { BonusTypeValue } from './bonus.entities';

/** The bonus statistics' SQL (bonus-stats.service.ts). */

/** The host's newest games that paid bonuses (at most `limit`). */
export function gamesWithBonuses(
  em: Tx,
  hostId: string,
  limit: number,
): Promise<{ id: string; created_at: string | Date; base_amount: string; total_bonus_amount: string }[]> {
  return em.execute<{ id: string; created_at: string | Date; base_amount: string; total_bonus_amount: string }[]>(
    `select g.id, g.created_at, g.base_amount, g.total_bonus_amount from game g
        where g.host_id = ? and exists (select 1 from bonus_award a where a.game_id = g.id)
        order by g.created_at desc, g.id limit ${limit}`,
    [hostId],
  );
}

/** The awards of these games, in the order they were written. */
export function awardsOf(
  em: Tx,
  gameIds: string[],
): Promise<{ game_id: string; config_id: string; bonus_type: BonusTypeValue; value: string; amount: string }[]> {
  return em.execute<
    { game_id: string; config_id: string; bonus_type: BonusTypeValue; value: string; amount: string }[]
  >(
    `select game_id, config_id, bonus_type, value, amount from bonus_award where game_id in (${gameIds.map(() => '?').join(', ')}) order by id`,
    gameIds,
  );
}

/** Games with bonuses and their total per Addis Ababa day in [start, end] (days without any absent). */
export function bonusesPerDay(
  em: Tx,
  hostId: string,
  start: string,
  end: string,
): Promise<{ day_key: string; games: string; total: string }[]> {
  return em.execute<{ day_key: string; games: string; total: string }[]>(
    `select day_key, count(distinct game_id) as games, sum(amount) as total from bonus_award
        where host_id = ? and day_key >= ? and day_key <= ? group by day_key`,
    [hostId, start, end],
  );
}
