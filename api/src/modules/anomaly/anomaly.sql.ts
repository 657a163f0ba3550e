import { addisDayStart, shiftDayKey } from '@bingo/core';
import { pgArray } from '../../shared/db/parameterized';
import type { Tx } from '../../shared/db/transaction';
import { pieces, type DayRange } from '../stats';

/**
 * The anomaly screen's SQL (docs/reporting.md#anomalies): the day roll-ups and the card roll-ups
 * the triggers keep (migration anomalies), and, for one host and one flag, the rows behind it.
 */

const inList = (ids: readonly string[]) => ids.map(() => '?').join(', ');

export interface DayFigures {
  host_id: string;
  day: string;
  games: number;
  abandoned: number;
  missed_claims: number;
  sized_games: number;
  short30: number;
  short40: number;
  short50: number;
  shift_diffs: number;
  payout_flags: number;
  reprints: number;
  repairings: number;
}

/** Every day row of these hosts in the range (a host without activity on a day has none). */
export async function dayFigures(em: Tx, hostIds: readonly string[], range: DayRange): Promise<DayFigures[]> {
  if (hostIds.length === 0) return [];
  return em.execute<DayFigures[]>(
    `select host_id, to_char(day, 'YYYY-MM-DD') as day, games, abandoned, missed_claims, sized_games, short30, short40, short50,
            shift_diffs, payout_flags, reprints, repairings
       from anomaly_rollup where host_id in (${inList(hostIds)}) and day >= ?::date and day <= ?::date`,
    [...hostIds, range.start, range.end],
  );
}

export interface CardSums {
  host_id: string;
  palette: number;
  plays: string | number;
  wins: string | number;
  expected: number;
}

/**
 * Each card's plays, wins and expected wins over the range, for cards that won at least twice
 * (one win never reaches p < 0.01 with at most 100 cards in play). Whole months and ISO weeks come
 * from their rows, the edge days from day rows: a 30-day range reads about 6 rows per card.
 */
export async function cardSums(em: Tx, hostIds: readonly string[], range: DayRange): Promise<CardSums[]> {
  if (hostIds.length === 0) return [];
  const list = pieces(range.start, range.end, true);
  if (list.length === 0) return [];
  return em.execute<CardSums[]>(
    `select r.host_id, r.palette, sum(r.plays) as plays, sum(r.wins) as wins, sum(r.expected) as expected
       from (values ${list.map(() => '(?::char(1), ?::date, ?::date)').join(', ')}) p (grain, lo, hi)
       join card_rollup r on r.grain = p.grain and r.period >= p.lo and r.period < p.hi
      where r.host_id in (${inList(hostIds)})
      group by 1, 2 having sum(r.wins) >= 2`,
    [...list.flatMap((p) => [p.grain, p.from ?? '0001-01-01', p.to]), ...hostIds],
  );
}

/**
 * These cards' wins per day over the range (their trends), in one statement: one index range per
 * host (its day rows of the range), the cards picked from it (a join per card would walk the
 * range once per card).
 */
export async function cardWinDays(
  em: Tx,
  cards: readonly { hostId: string; palette: number }[],
  range: DayRange,
): Promise<{ host_id: string; palette: number; day: string; wins: number }[]> {
  if (cards.length === 0) return [];
  return em.execute(
    `select r.host_id, r.palette, to_char(r.period, 'YYYY-MM-DD') as day, r.wins
       from card_rollup r
      where r.host_id = any(?::uuid[]) and r.grain = 'd' and r.period >= ?::date and r.period <= ?::date and r.wins > 0
        and (r.host_id, r.palette) in (select * from unnest(?::uuid[], ?::smallint[]))`,
    [
      pgArray([...new Set(cards.map((c) => c.hostId))]),
      range.start,
      range.end,
      pgArray(cards.map((c) => c.hostId)),
      pgArray(cards.map((c) => c.palette)),
    ],
  );
}

/** Records printed cards; a card the host printed before on the same day is a re-print. Answers the re-prints. */
export async function insertCardPrints(
  tx: Tx,
  hostId: string,
  palettes: readonly number[],
  day: string,
  at: Date,
): Promise<number> {
  let reprints = 0;
  // One card at a time: the same card twice in one print counts as a re-print too.
  for (const palette of palettes) {
    const [row] = await tx.execute<{ reprint: boolean }[]>(
      `insert into card_print (host_id, palette_number, day, reprint, printed_at)
       select ?, ?, ?, exists (select 1 from card_print where host_id = ? and day = ? and palette_number = ?), ?
       returning reprint`,
      [hostId, palette, day, hostId, day, palette, at],
    );
    if (row?.reprint) reprints++;
  }
  return reprints;
}

/** The range as instants: [start of the first day, start of the day after the last). */
const instants = (range: DayRange) => [addisDayStart(range.start), addisDayStart(shiftDayKey(range.end, 1))];

export interface EvidenceGame {
  game_id: string;
  public_code: string;
  created_at: Date;
  end_reason: string | null;
  calls: number | null;
  winning_card: number | null;
  missed: number;
  total_stakes: string | number;
  payout_to_winner: string | number;
}

/** Which games stand behind a flag (a condition on the game row `g`, with its parameters). */
export interface GameCondition {
  sql: string;
  params: unknown[];
}

const LENGTH = 'coalesce(g.won_at_call, g.winning_calls, g.abandoned_at_call)';

export const GAME_CONDITIONS = {
  abandoned: { sql: `g.end_reason = 'ABANDONED'`, params: [] },
  missed: { sql: `coalesce(jsonb_array_length(g.missed_claims), 0) > 0`, params: [] },
  wonBy: (palette: number) => ({ sql: 'g.winning_card = ? and not g.house_win', params: [palette] }),
  /** Shorter than `ratio` of the host's usual length today (the flag counted each game against its usual then). */
  short: (ratio: number) => ({
    sql: `${LENGTH} < ? * (select u.calls::float8 / nullif(u.games, 0) from anomaly_usual u where u.host_id = g.host_id)`,
    params: [ratio],
  }),
} satisfies Record<string, GameCondition | ((...args: never[]) => GameCondition)>;

/** The host's ended games in the range that meet the condition, newest first (at most `limit`). */
export async function evidenceGames(
  em: Tx,
  hostId: string,
  range: DayRange,
  condition: GameCondition,
  limit: number,
): Promise<EvidenceGame[]> {
  return em.execute<EvidenceGame[]>(
    `select g.id as game_id, g.public_code, g.created_at, g.end_reason, ${LENGTH} as calls, g.winning_card,
            coalesce(jsonb_array_length(g.missed_claims), 0) as missed, g.total_stakes, g.payout_to_winner
       from game g where g.host_id = ? and g.status = 'ENDED' and g.created_at >= ? and g.created_at < ? and ${condition.sql}
      order by g.created_at desc limit ?`,
    [hostId, ...instants(range), ...condition.params, limit],
  );
}

export interface EvidenceShift {
  shift_id: string;
  opened_at: Date;
  closed_at: Date;
  expected_santim: string | number;
  counted_santim: string | number;
  tolerance_santim: string | number;
}

/** The host's shifts closed in the range with a difference beyond the hall's tolerance. */
export async function evidenceShifts(em: Tx, hostId: string, range: DayRange, limit: number): Promise<EvidenceShift[]> {
  return em.execute<EvidenceShift[]>(
    `select s.id as shift_id, s.opened_at, s.closed_at, s.expected_santim, s.counted_santim, coalesce(t.tolerance_santim, 0) as tolerance_santim
       from shift s left join till_settings t on t.host_id = s.host_id
      where s.host_id = ? and s.closed_at >= ? and s.closed_at < ? and abs(s.counted_santim - s.expected_santim) > coalesce(t.tolerance_santim, 0)
      order by s.closed_at desc limit ?`,
    [hostId, ...instants(range), limit],
  );
}

/** The host's payouts flagged in the range, with their games. */
export async function evidencePayouts(em: Tx, hostId: string, range: DayRange, limit: number): Promise<EvidenceGame[]> {
  return em.execute<EvidenceGame[]>(
    `select g.id as game_id, g.public_code, g.created_at, g.end_reason, ${LENGTH} as calls, g.winning_card,
            coalesce(jsonb_array_length(g.missed_claims), 0) as missed, g.total_stakes, f.amount_santim as payout_to_winner
       from payout_flag f join game g on g.id = f.game_id
      where f.host_id = ? and f.flagged_at >= ? and f.flagged_at < ? order by f.flagged_at desc limit ?`,
    [hostId, ...instants(range), limit],
  );
}

/** A re-print or a re-pairing: what (a card number, a display's name) and when. */
export interface EvidenceEvent {
  label: string;
  at: Date;
}

export async function evidenceReprints(
  em: Tx,
  hostId: string,
  range: DayRange,
  limit: number,
): Promise<EvidenceEvent[]> {
  return em.execute<EvidenceEvent[]>(
    `select palette_number::text as label, printed_at as at from card_print
      where host_id = ? and day >= ? and day <= ? and reprint order by printed_at desc limit ?`,
    [hostId, range.start, range.end, limit],
  );
}

/** Displays paired in the range on a day the host had paired one before. */
export async function evidenceRepairings(
  em: Tx,
  hostId: string,
  range: DayRange,
  limit: number,
): Promise<EvidenceEvent[]> {
  return em.execute<EvidenceEvent[]>(
    `select name as label, paired_at as at from (
       select name, paired_at, row_number() over (partition by (paired_at at time zone 'Africa/Addis_Ababa')::date order by paired_at) as nth
         from display_device where host_id = ? and paired_at >= ? and paired_at < ?) d
      where nth > 1 order by paired_at desc limit ?`,
    [hostId, ...instants(range), limit],
  );
}
