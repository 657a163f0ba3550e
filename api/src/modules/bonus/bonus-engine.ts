import { addisDayStart, bonusAmount, capBonuses, gameBonusCap } from '@bingo/core';
import { bonusLimitsFor } from '../bonus-limit';
import type { JsonRead } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';
import { refuse } from '../../shared/errors/app-error';
import type { BonusQuery, GameBonus } from '../game';
import { addisClock, decodeValue, inTimeSlots, ruleOf } from './bonus-values';
import {
  countHostGames,
  drawConfigDown,
  hostPaidOnDay,
  hostProfitBetween,
  liveConfigRead,
  lockLiveConfigs,
  paidPerConfig,
  queueAward,
  type ConfigRow,
} from './bonus-engine.sql';

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const list = <T>(v: T[] | string): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

/**
 * Bonuses at game start (docs/games-and-money.md#bonuses). Runs inside the start transaction and uses only
 * `tx`: the host's live configurations are locked FOR UPDATE while the amounts are worked out,
 * so what was paid today and what is left in a pool cannot change before recordApplied draws
 * them down with a guarded UPDATE.
 */
export class BonusEngine {
  /** Whether any configuration of the host is live at `at` (a game start's first statement asks). */
  bonusesPossibleRead(hostId: string, at: Date): JsonRead<boolean> {
    return liveConfigRead(hostId, at);
  }

  async bonusesFor(tx: Tx, query: BonusQuery): Promise<GameBonus[]> {
    if (query.basePayout <= 0) return []; // nobody in the hall to pay (e.g. the house won)
    const rows = await lockLiveConfigs(tx, query);
    if (rows.length === 0) return [];
    const clock = addisClock(query.at);
    const candidates = rows.filter(
      (r) =>
        (list(r.selected_days).length === 0 || list(r.selected_days).includes(clock.weekday)) &&
        inTimeSlots(list(r.selected_time_slots), clock.minutes),
    );
    if (candidates.length === 0) return [];
    const paidToday = await this.paidToday(
      tx,
      candidates.map((r) => r.id),
      clock.dayKey,
    );
    let profitToday: number | null = null;
    const bonuses: GameBonus[] = [];
    for (const row of candidates) {
      const trigger = num(row.trigger_value);
      const pool = num(row.remaining_bonus_pool);
      switch (row.trigger_type) {
        case 'time-based':
          break;
        case 'games-count':
          if (!trigger || (await this.gameNumber(tx, query, row)) % trigger !== 0) continue;
          break;
        case 'bet-amount':
          if (query.totalStakes < (trigger ?? 0)) continue;
          break;
        case 'profit-threshold':
          profitToday ??= await this.profitToday(tx, query.hostId, clock.dayKey, query.at);
          if (profitToday < (trigger ?? 0)) continue;
          break;
        case 'bonus-pool':
          if (pool === null || pool <= 0) continue;
          break;
      }
      const bonusType = row.bonus_type;
      const value = Number(row.value);
      const { amount } = bonusAmount(
        ruleOf({
          bonusType,
          value,
          minBonusAmount: num(row.min_bonus_amount),
          maxBonusAmount: num(row.max_bonus_amount),
          dailyBonusLimit: num(row.daily_bonus_limit),
        }),
        { basePayout: query.basePayout, paidToday: paidToday.get(row.id) ?? 0, poolRemaining: pool },
      );
      if (amount > 0) bonuses.push({ bonusId: row.id, bonusType, bonusValue: decodeValue(bonusType, value), amount });
    }
    return this.withinLimits(tx, query, clock.dayKey, bonuses);
  }

  /**
   * The platform's limits over all of this game's bonuses together (docs/games-and-money.md#bonus-limits):
   * per game, as a share of the stakes, and what the host's day leaves; later bonuses are lowered first.
   */
  private async withinLimits(tx: Tx, query: BonusQuery, dayKey: string, bonuses: GameBonus[]): Promise<GameBonus[]> {
    if (bonuses.length === 0) return bonuses;
    const paid = await hostPaidOnDay(tx, query.hostId, dayKey);
    const cap = gameBonusCap(await bonusLimitsFor(tx, query.hostId), query.totalStakes, paid);
    const amounts = capBonuses(
      bonuses.map((b) => b.amount),
      cap,
    );
    return bonuses.map((b, i) => ({ ...b, amount: amounts[i]! })).filter((b) => b.amount > 0);
  }

  /** Records each applied bonus and draws its configuration down; refuses to over-draw a pool. */
  async recordApplied(
    tx: Tx,
    started: { gameId: string; hostId: string; bonuses: GameBonus[]; at: Date },
  ): Promise<void> {
    const { dayKey } = addisClock(started.at);
    for (const bonus of started.bonuses) {
      if (!bonus.bonusId || bonus.amount <= 0) continue;
      const row = await drawConfigDown(tx, bonus.bonusId, started.hostId, bonus.amount);
      if (!row) throw refuse('BONUS_POOL_CHANGED');
      // Queued: it names the game, whose row is written with the start's last statement.
      await queueAward(tx, {
        configId: bonus.bonusId,
        hostId: started.hostId,
        gameId: started.gameId,
        bonusType: row.bonus_type,
        value: Number(row.value),
        amount: bonus.amount,
        dayKey,
        at: started.at,
      });
    }
  }

  private async paidToday(tx: Tx, configIds: string[], dayKey: string): Promise<Map<string, number>> {
    const rows = await paidPerConfig(tx, configIds, dayKey);
    return new Map(rows.map((r) => [r.config_id, Number(r.paid)]));
  }

  /** 1-based number of this game among the host's games (of the configuration's type) since the configuration's start. */
  private async gameNumber(tx: Tx, query: BonusQuery, row: ConfigRow): Promise<number> {
    const gameType = row.game_type === 'all' ? null : row.game_type;
    return (await countHostGames(tx, query.hostId, new Date(row.start_date_time), query.at, gameType)) + 1;
  }

  /** The host's profit from games started earlier on this Addis Ababa day, santim. */
  private async profitToday(tx: Tx, hostId: string, dayKey: string, at: Date): Promise<number> {
    return hostProfitBetween(tx, hostId, addisDayStart(dayKey), at);
  }
}
