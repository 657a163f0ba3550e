import { oneRow, queueWrite, type JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';
import type { BonusQuery } from '../game';
import type { BonusGameType, BonusTypeValue, TriggerType } from './bonus.entities';

/** The bonus engine's SQL (bonus-engine.ts): every statement runs in the game start's transaction. */

export interface ConfigRow {
  id: string;
  bonus_type: BonusTypeValue;
  value: string | number;
  start_date_time: string | Date;
  game_type: BonusGameType;
  max_bonus_amount: string | number | null;
  min_bonus_amount: string | number | null;
  trigger_type: TriggerType;
  trigger_value: string | number | null;
  daily_bonus_limit: string | number | null;
  remaining_bonus_pool: string | number | null;
  selected_days: number[] | string;
  selected_time_slots: string[] | string;
}

/** Whether any configuration of the host is live at `at`, as a read of a shared statement. */
export function liveConfigRead(hostId: string, at: Date): JsonRead<boolean> {
  return oneRow<{ live: boolean }, boolean>(
    `select exists (select 1 from bonus_config
                       where host_id = ? and is_active and deleted_at is null and start_date_time <= ? and end_date_time >= ?) as live`,
    [hostId, at, at],
    (row) => row?.live === true,
  );
}

/** The host's configurations live for this game, locked FOR UPDATE. */
export function lockLiveConfigs(tx: Tx, query: BonusQuery): Promise<ConfigRow[]> {
  return tx.execute<ConfigRow[]>(
    `select id, bonus_type, value, start_date_time, game_type, max_bonus_amount, min_bonus_amount, trigger_type, trigger_value,
              daily_bonus_limit, remaining_bonus_pool, selected_days, selected_time_slots
         from bonus_config
        where host_id = ? and is_active and deleted_at is null and start_date_time <= ? and end_date_time >= ?
          and (game_type = ? or game_type = 'all') and min_players <= ?
        order by id
          for update`,
    [query.hostId, query.at, query.at, query.gameType, query.playerCount],
  );
}

/** What the host's bonuses have paid on an Addis Ababa day, santim. */
export async function hostPaidOnDay(tx: Tx, hostId: string, dayKey: string): Promise<number> {
  const [paid] = await tx.execute<{ paid: string | number }[]>(
    'select coalesce(sum(amount), 0) as paid from bonus_award where host_id = ? and day_key = ?',
    [hostId, dayKey],
  );
  return Number(paid?.paid ?? 0);
}

/** Draws a configuration down by one award of `amount`; null when its pool cannot cover it. */
export async function drawConfigDown(
  tx: Tx,
  configId: string,
  hostId: string,
  amount: number,
): Promise<{ bonus_type: BonusTypeValue; value: string | number } | undefined> {
  const updated = await tx.execute<{ bonus_type: BonusTypeValue; value: string | number }[]>(
    `update bonus_config
            set distributed_count = distributed_count + 1,
                remaining_bonus_pool = case when remaining_bonus_pool is null then null else remaining_bonus_pool - ? end
          where id = ? and host_id = ? and (remaining_bonus_pool is null or remaining_bonus_pool >= ?)
          returning bonus_type, value`,
    [amount, configId, hostId, amount],
  );
  return updated[0];
}

/** Queued: it names the game, whose row is written with the start's last statement. */
export function queueAward(
  tx: Tx,
  award: {
    configId: string;
    hostId: string;
    gameId: string;
    bonusType: BonusTypeValue;
    value: number;
    amount: number;
    dayKey: string;
    at: Date;
  },
): Promise<void> {
  return queueWrite(
    tx,
    'insert into bonus_award (config_id, host_id, game_id, bonus_type, value, amount, day_key, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    [award.configId, award.hostId, award.gameId, award.bonusType, award.value, award.amount, award.dayKey, award.at],
  );
}

/** What each configuration has paid on an Addis Ababa day. */
export function paidPerConfig(
  tx: Tx,
  configIds: string[],
  dayKey: string,
): Promise<{ config_id: string; paid: string | number }[]> {
  return tx.execute<{ config_id: string; paid: string | number }[]>(
    `select config_id, sum(amount) as paid from bonus_award where day_key = ? and config_id in (${configIds.map(() => '?').join(', ')}) group by config_id`,
    [dayKey, ...configIds],
  );
}

/** The host's games (of `gameType`, or all when null) created in [from, to]. */
export async function countHostGames(
  tx: Tx,
  hostId: string,
  from: Date,
  to: Date,
  gameType: BonusGameType | null,
): Promise<number> {
  const all = gameType === null;
  const [r] = await tx.execute<{ n: string | number }[]>(
    `select count(*) as n from game where host_id = ? and created_at >= ? and created_at <= ?${all ? '' : ' and game_type = ?'}`,
    [hostId, from, to, ...(all ? [] : [gameType])],
  );
  return Number(r?.n ?? 0);
}

/** The host's profit from games created in [from, to], santim. */
export async function hostProfitBetween(tx: Tx, hostId: string, from: Date, to: Date): Promise<number> {
  const [r] = await tx.execute<{ profit: string | number | null }[]>(
    'select coalesce(sum(profit), 0) as profit from game where host_id = ? and created_at >= ? and created_at <= ?',
    [hostId, from, to],
  );
  return Number(r?.profit ?? 0);
}
