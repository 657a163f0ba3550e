import { addisDayKey, dayKeysBack, DEFAULT_BONUS_STATS_DAYS, MAX_BONUS_STATS_DAYS, shiftDayKey } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { refuse } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { sqlEm } from '../../shared/db/sql';
import { awardsOf, bonusesPerDay, gamesWithBonuses } from './bonus-stats.sql';
import type { BonusStatsRangeInput } from './bonus.inputs';
import { parseDay, valueOut } from './bonus-values';
import { hostOf } from './bonus-config.service';
import type { BonusGameRecord, DailyBonusStat } from './bonus.types';

export const DEFAULT_STATS_DAYS = DEFAULT_BONUS_STATS_DAYS;
export const MAX_STATS_DAYS = MAX_BONUS_STATS_DAYS;
export const BONUS_GAMES_LIMIT = 200;

/** The bonus history and daily statistics of the signed-in host. */
export class BonusStatsService {
  constructor(private readonly orm: Orm) {}

  /** Games that paid bonuses, newest first (the last 200). */
  async bonusGames(actor: Actor): Promise<BonusGameRecord[]> {
    const hostId = hostOf(actor);
    const em = sqlEm(this.orm);
    const games = await gamesWithBonuses(em, hostId, BONUS_GAMES_LIMIT);
    if (games.length === 0) return [];
    const awards = await awardsOf(
      em,
      games.map((g) => g.id),
    );
    return games.map((g) => ({
      gameId: g.id,
      date: new Date(g.created_at),
      baseAmount: Number(g.base_amount),
      totalBonusAmount: Number(g.total_bonus_amount),
      appliedBonuses: awards
        .filter((a) => a.game_id === g.id)
        .map((a) => ({
          bonusId: a.config_id,
          bonusType: a.bonus_type,
          bonusValue: valueOut(a.bonus_type, Number(a.value)),
          bonusAmount: Number(a.amount),
        })),
    }));
  }

  /** Every Addis Ababa day of the range, oldest first; default and at most the last 100 days. */
  async dailyStats(actor: Actor, range: BonusStatsRangeInput, now = new Date()): Promise<DailyBonusStat[]> {
    const hostId = hostOf(actor);
    const end = range.endDate ? parseDay(range.endDate, 'endDate') : addisDayKey(now);
    const start = range.startDate
      ? parseDay(range.startDate, 'startDate')
      : shiftDayKey(end, -(DEFAULT_STATS_DAYS - 1));
    if (start > end) throw refuse('END_BEFORE_START', { end: 'endDate', start: 'startDate' });
    if (shiftDayKey(start, MAX_STATS_DAYS - 1) < end) throw refuse('DATE_RANGE_TOO_LONG', { days: MAX_STATS_DAYS });
    const rows = await bonusesPerDay(sqlEm(this.orm), hostId, start, end);
    const byDay = new Map(rows.map((r) => [r.day_key, r]));
    let count = 1;
    while (shiftDayKey(start, count - 1) < end) count += 1;
    return dayKeysBack(end, count)
      .reverse()
      .map((date) => ({
        date,
        totalGames: Number(byDay.get(date)?.games ?? 0),
        totalBonusAmount: Number(byDay.get(date)?.total ?? 0),
      }));
  }
}
