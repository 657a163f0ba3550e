import type { Response } from 'express';
import type { ExportColumn } from '../../shared/export/export-columns';
import type { ExportRequest } from '../../shared/export/export-request';
import { oneBatch, sendExport } from '../../shared/export/send-export';
import { isoWeekMonday } from '@bingo/core';
import type { BonusDayTotal, DayFigures, HostRankingRow, MonthProfit, WeekProfit } from './stats.types';

/** A day's figures (reports screen, the daily reports of one game type). */
const DAY_COLUMNS: readonly ExportColumn<DayFigures>[] = [
  { key: 'day', isoKey: 'dayIso', kind: 'day', value: (d) => d.date },
  { key: 'games', kind: 'int', value: (d) => d.gamesCount },
  { key: 'betAmount', kind: 'birr', value: (d) => d.totalBetAmount },
  { key: 'payout', kind: 'birr', value: (d) => d.totalPayout },
  { key: 'profit', kind: 'birr', value: (d) => d.profit },
];

/** The host statistics' weekly and monthly figures, each period named by its first day. */
const WEEK_COLUMNS: readonly ExportColumn<WeekProfit>[] = [
  { key: 'weekStart', isoKey: 'weekStartIso', kind: 'day', value: (w) => isoWeekMonday(w.week) },
  { key: 'profit', kind: 'birr', value: (w) => w.profit },
];
const MONTH_COLUMNS: readonly ExportColumn<MonthProfit>[] = [
  { key: 'monthStart', isoKey: 'monthStartIso', kind: 'day', value: (m) => `${m.month}-01` },
  { key: 'profit', kind: 'birr', value: (m) => m.profit },
];

const RANKING_COLUMNS: readonly ExportColumn<HostRankingRow>[] = [
  { key: 'rank', kind: 'int', value: (r) => r.rank },
  { key: 'host', kind: 'text', value: (r) => r.username },
  { key: 'games', kind: 'int', value: (r) => r.totalGames },
  { key: 'betAmount', kind: 'birr', value: (r) => r.totalBetAmount },
  { key: 'profit', kind: 'birr', value: (r) => r.totalProfit },
];

const BONUS_COLUMNS: readonly ExportColumn<BonusDayTotal>[] = [
  { key: 'day', isoKey: 'dayIso', kind: 'day', value: (d) => d.date },
  { key: 'games', kind: 'int', value: (d) => d.gamesCount },
  { key: 'amount', kind: 'birr', value: (d) => d.totalBonusAmount },
];

/**
 * Short reports, read whole by the caller before the answer starts (so a refusal is still an
 * answer): a range's days are at most MAX_EXPORT_RANGE_DAYS rows, the ranking one per host.
 */
export const exportDays = (res: Response, wanted: ExportRequest, name: string, rows: readonly DayFigures[]) =>
  sendExport(res, wanted, { name, columns: DAY_COLUMNS, rows: oneBatch(rows) });

export const exportRanking = (res: Response, wanted: ExportRequest, rows: readonly HostRankingRow[]) =>
  sendExport(res, wanted, { name: 'host-ranking', columns: RANKING_COLUMNS, rows: oneBatch(rows) });

export const exportBonusTotals = (res: Response, wanted: ExportRequest, rows: readonly BonusDayTotal[]) =>
  sendExport(res, wanted, { name: 'bonus-totals', columns: BONUS_COLUMNS, rows: oneBatch(rows) });
export const exportWeeks = (res: Response, wanted: ExportRequest, rows: readonly WeekProfit[]) =>
  sendExport(res, wanted, { name: 'weekly-figures', columns: WEEK_COLUMNS, rows: oneBatch(rows) });
export const exportMonths = (res: Response, wanted: ExportRequest, rows: readonly MonthProfit[]) =>
  sendExport(res, wanted, { name: 'monthly-figures', columns: MONTH_COLUMNS, rows: oneBatch(rows) });
