import { anomalyFlags, type AnomalyKind, type AnomalyThresholds, type HostAnomalyFigures } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { dayKeysOf, parseRange, type DayRange } from '../stats';
import { anomalyHosts, groupInScope, thresholdsOf } from './anomaly-scope';
import { cardSums, cardWinDays, dayFigures, type CardSums, type DayFigures } from './anomaly.sql';

/** The anomaly screen's range when none is given: the last 30 days. */
export const ANOMALY_DEFAULT_DAYS = 30;

export interface TrendPoint {
  day: string;
  value: number;
}

export interface FlagView {
  kind: AnomalyKind;
  value: number;
  threshold: number;
  cardNumber: number | null;
  plays: number | null;
  wins: number | null;
  expectedWins: number | null;
  pValue: number | null;
  /** The flag's figure per day of the range, oldest first. */
  trend: TrendPoint[];
}

export interface HostAnomaliesView {
  hostId: string;
  username: string;
  ownerGroupId: number | null;
  games: number;
  flags: FlagView[];
}

export interface AnomalyReportView {
  startDate: string;
  endDate: string;
  hosts: HostAnomaliesView[];
}

type DayColumn = Exclude<keyof DayFigures, 'host_id' | 'day'>;

/** The day column behind each flag's trend (LUCKY_CARD: the card's wins, read apart). */
const TREND_COLUMN: Record<AnomalyKind, (t: AnomalyThresholds) => DayColumn> = {
  LUCKY_CARD: () => 'games', // not read: a card's trend is its daily wins
  ABANDONED_GAMES: () => 'abandoned',
  MISSED_CLAIMS: () => 'missed_claims',
  SHIFT_DIFFERENCES: () => 'shift_diffs',
  FLAGGED_PAYOUTS: () => 'payout_flags',
  SHORT_GAMES: (t) => (t.shortGameRatio <= 0.3 ? 'short30' : t.shortGameRatio <= 0.4 ? 'short40' : 'short50'),
  REPRINTS: () => 'reprints',
  REPAIRINGS: () => 'repairings',
};

const COLUMNS: DayColumn[] = [
  'games',
  'abandoned',
  'missed_claims',
  'sized_games',
  'short30',
  'short40',
  'short50',
  'shift_diffs',
  'payout_flags',
  'reprints',
  'repairings',
];

function sumDays(rows: readonly DayFigures[]): Record<DayColumn, number> {
  const sum = Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<DayColumn, number>;
  for (const row of rows) for (const c of COLUMNS) sum[c] += Number(row[c]);
  return sum;
}

/** A host's summed day figures and its cards' records, as core's flag rules take them. */
function figuresOf(
  hostId: string,
  sum: Record<DayColumn, number>,
  cards: ReadonlyMap<string, CardSums[]>,
): HostAnomalyFigures {
  return {
    games: sum.games,
    abandoned: sum.abandoned,
    missedClaims: sum.missed_claims,
    sizedGames: sum.sized_games,
    short30: sum.short30,
    short40: sum.short40,
    short50: sum.short50,
    shiftDifferences: sum.shift_diffs,
    flaggedPayouts: sum.payout_flags,
    reprints: sum.reprints,
    repairings: sum.repairings,
    cards: (cards.get(hostId) ?? []).map((c) => ({
      palette: Number(c.palette),
      plays: Number(c.plays),
      wins: Number(c.wins),
      expectedWins: Number(c.expected),
    })),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Every day of the range, oldest first, with the value of the days that have one. */
function trendOf(days: readonly string[], values: ReadonlyMap<string, number>): TrendPoint[] {
  return days.map((day) => ({ day, value: values.get(day) ?? 0 }));
}

/**
 * Hosts by how many flags they raise over the range (most first), each flag with its daily
 * trend. Reads only roll-ups: the hosts' day rows and their cards' sums (about 6 rows a card
 * for a month), whatever the number of games; the per-day wins of flagged cards alone come after.
 */
export async function anomalyReport(
  orm: Orm,
  actor: Actor,
  params: { startDate?: string | null; endDate?: string | null; ownerGroupId?: number | null },
): Promise<AnomalyReportView> {
  const range: DayRange = parseRange(params, ANOMALY_DEFAULT_DAYS)!;
  const em = sqlEm(orm);
  const group = await groupInScope(em, actor, params.ownerGroupId);
  const hosts = await anomalyHosts(em, actor, group);
  const ids = hosts.map((h) => h.id);
  const thresholdsFor = await thresholdsOf(
    em,
    hosts.map((h) => h.groupId),
  );
  const byHost = groupBy(await dayFigures(em, ids, range), (row) => row.host_id);
  const cards = groupBy(await cardSums(em, ids, range), (card) => card.host_id);
  const dayList = dayKeysOf(range).reverse();
  const raised = hosts.map((host) => {
    const rows = byHost.get(host.id) ?? [];
    const t = thresholdsFor(host.groupId);
    const sum = sumDays(rows);
    return { host, rows, t, sum, flags: anomalyFlags(figuresOf(host.id, sum, cards), t) };
  });
  // The lucky cards' daily wins, all in one statement.
  const lucky = raised.flatMap((r) =>
    r.flags.filter((f) => f.card).map((f) => ({ hostId: r.host.id, palette: f.card!.palette })),
  );
  const winDays = groupBy(await cardWinDays(em, lucky, range), (w) => `${w.host_id}/${Number(w.palette)}`);
  const views: HostAnomaliesView[] = raised.map(({ host, rows, t, sum, flags }) => ({
    hostId: host.id,
    username: host.username,
    ownerGroupId: host.groupId,
    games: sum.games,
    flags: flags.map((flag) => {
      const values =
        flag.kind === 'LUCKY_CARD'
          ? new Map((winDays.get(`${host.id}/${flag.card!.palette}`) ?? []).map((w) => [w.day, Number(w.wins)]))
          : new Map(rows.map((r) => [r.day, Number(r[TREND_COLUMN[flag.kind](t)])]));
      return {
        kind: flag.kind,
        value: flag.value,
        threshold: flag.threshold,
        cardNumber: flag.card?.palette ?? null,
        plays: flag.card?.plays ?? null,
        wins: flag.card?.wins ?? null,
        expectedWins: flag.card?.expectedWins ?? null,
        pValue: flag.card?.pValue ?? null,
        trend: trendOf(dayList, values),
      };
    }),
  }));
  views.sort((a, b) => b.flags.length - a.flags.length || a.username.localeCompare(b.username));
  return { startDate: range.start, endDate: range.end, hosts: views };
}
