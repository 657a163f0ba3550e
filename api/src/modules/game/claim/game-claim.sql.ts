import type { Orm } from '../../../shared/db/orm';
import type { Tx } from '../../../shared/db/transaction';
import { queueWrite } from '../../../shared/db/batch';
import { executeOnPool, executeParameterized, type SqlTarget } from '../../../shared/db/parameterized';
import { EVENT_CHANNEL } from '../../../shared/events/event-bus';
import { CLOCK_EVENTS_JSON_SQL, type eventsFromJson, lastEventIdSql } from '../clock/clock-events.sql';
import type { ClaimResult, GameType } from '../game.entity';

/**
 * The SQL of claims (game-claim.ts, claim-static-game.ts, lost-claim-writer.ts). Every statement
 * that records a claim checks the game's clock is still the one it was judged on (`lastEventIdSql`).
 */

/** A losing claim as lost-claim-writer.ts records it. */
export interface LostClaim {
  gameId: string;
  cardNumber: number;
  prefixLength: number;
  pattern: string | null;
  /** The game's last clock event the claim was judged on (claim-clock.ts): recorded only if it still is. */
  lastEventId: string;
  /** The bus payload telling the judged claim, sent by the statement that records it (null: none). */
  told: string | null;
}

/** The game's columns a claim needs that never change after start (claim-static-game.ts). */
interface StaticGameRow {
  host_id: string;
  game_type: GameType;
  draw_order: unknown;
  winning_patterns: unknown;
  call_speed_ms: number;
  planned_outcome: unknown;
  house_win: boolean;
  payout_to_winner: string | number;
  total_stakes: string | number;
  total_bonus_amount: string | number;
  commission_rate_bp: number;
  stakes: unknown;
  card_palette_numbers: unknown;
  cards: unknown;
}

/**
 * The game's fixed columns and, in the same statement (one snapshot), its clock: the events and
 * the id of the last one (claim-clock.ts).
 */
export async function readStaticGameRow(
  em: SqlTarget,
  gameId: string,
): Promise<(StaticGameRow & { events: Parameters<typeof eventsFromJson>[0]; last_event: string }) | undefined> {
  const [row] = await executeParameterized<
    StaticGameRow & { events: Parameters<typeof eventsFromJson>[0]; last_event: string }
  >(
    em,
    `select host_id, game_type, draw_order, winning_patterns, call_speed_ms, planned_outcome, house_win, payout_to_winner,
            total_stakes, total_bonus_amount, commission_rate_bp, stakes, card_palette_numbers, cards,
            ${CLOCK_EVENTS_JSON_SQL} as events, ${lastEventIdSql('g.id')} as last_event
       from game g where id = ?`,
    [gameId, gameId],
  );
  return row;
}

/** What a refusal is told from: the game's status and won call, the card's prior judgement, the clock's last event. */
export async function readRefusal(
  em: SqlTarget,
  gameId: string,
  cardNumber: number,
): Promise<{ status: string; won_at_call: number | null; prior: ClaimResult | null; last_event: string } | undefined> {
  const [row] = await executeParameterized<{
    status: string;
    won_at_call: number | null;
    prior: ClaimResult | null;
    last_event: string;
  }>(
    em,
    `select status, won_at_call, (select result from game_claim where game_id = g.id and palette_number = ?) as prior,
            ${lastEventIdSql('g.id')} as last_event
       from game g where id = ?`,
    [cardNumber, gameId],
  );
  return row;
}

/** Locks the game row for a winner: its status, won call and the clock's last event. */
export async function lockGameForWinner(
  tx: Tx,
  gameId: string,
): Promise<{ status: string; won_at_call: number | null; last_event: string } | undefined> {
  const [row] = await executeParameterized<{ status: string; won_at_call: number | null; last_event: string }>(
    tx,
    `select status, won_at_call, ${lastEventIdSql('g.id')} as last_event from game g where id = ? for update`,
    [gameId],
  );
  return row;
}

/**
 * Records the card's winning claim (once per card) and, when it was recorded, the call the pot
 * went on (written once, never changed after); answers the game's winning claims in checking
 * order, this one included, with `mine` on it. No `mine` row: the card was judged already.
 * One statement, run with the game row locked (lockGameForWinner), so every earlier winner is in it.
 * Each row carries the clock's last event (`last_event`) as this statement sees it: its snapshot is
 * taken once the lock is held, so a play or pause that committed while the check waited for the
 * lock is in it (the lock's own statement began before the wait and may not see it).
 */
export async function recordWin(
  tx: Tx,
  gameId: string,
  cardNumber: number,
  prefixLength: number,
  pattern: string,
): Promise<{ inserted: boolean; winners: { id: string | number; palette_number: number }[]; lastEvent?: string }> {
  const rows = await executeParameterized<{
    id: string | number;
    palette_number: number;
    mine: boolean;
    last_event: string;
  }>(
    tx,
    `with ins as (
            insert into game_claim (game_id, palette_number, prefix_length, result, pattern, payout, created_at)
              values (?, ?, ?, 'WON', ?, 0, now()) on conflict (game_id, palette_number) do nothing
              returning id, palette_number),
          won as (update game set won_at_call = coalesce(won_at_call, ?) where id = ? and exists (select 1 from ins))
     select w.id, w.palette_number, w.mine, ${lastEventIdSql('?')} as last_event
       from (select id, palette_number, false as mine from game_claim where game_id = ? and result = 'WON'
             union all select id, palette_number, true as mine from ins) w
      order by w.id`,
    [gameId, cardNumber, prefixLength, pattern, prefixLength, gameId, gameId, gameId],
  );
  return {
    inserted: rows.some((r) => r.mine),
    winners: rows.map(({ id, palette_number }) => ({ id, palette_number })),
    lastEvent: rows[0] === undefined ? undefined : String(rows[0].last_event),
  };
}

/**
 * Writes each winning claim's payout (`shares[i]` for `ids[i]`) in one statement, queued for the
 * transaction's last one (shared/db/batch.ts).
 */
export async function setClaimPayouts(tx: Tx, ids: readonly number[], shares: readonly number[]): Promise<void> {
  await queueWrite(
    tx,
    `update game_claim as c set payout = v.payout from (values ${ids.map(() => '(?::bigint, ?::bigint)').join(', ')}) as v(id, payout) where c.id = v.id`,
    ids.flatMap((id, i) => [id, shares[i]!]),
  );
}

/**
 * Records losing claims in one INSERT, each on its conditions (game active, pot not taken on
 * another call, the clock still the one judged on, one judgement per card), and tells each one
 * recorded on the event bus in the same statement (the NOTIFY goes out with its commit); answers
 * the rows recorded. `firsts` holds one claim per card.
 */
export function insertLostClaims(
  orm: Orm,
  firsts: readonly LostClaim[],
): Promise<{ game_id: string; palette_number: number }[]> {
  return executeOnPool<{ game_id: string; palette_number: number }>(orm, lostClaimsSql(firsts.length), [
    ...firsts.flatMap((p) => [p.gameId, p.cardNumber, p.prefixLength, p.pattern, p.lastEventId, p.told]),
    EVENT_CHANNEL,
  ]);
}

/**
 * insertLostClaims's statement for `claims` rows. Its plan fetches each checked game by its key:
 * no index of the game table may match `status = 'ACTIVE'` alone (game.entity.ts), as
 * game-claim.sql.test.ts checks.
 */
export function lostClaimsSql(claims: number): string {
  return `with v (game_id, card, prefix, pattern, last_event, told) as (
            values ${Array.from({ length: claims }, () => '(?::uuid, ?::int, ?::int, ?::text, ?::text, ?::text)').join(', ')}),
          recorded as (
            insert into game_claim (game_id, palette_number, prefix_length, result, pattern, payout, created_at)
              select g.id, v.card, v.prefix, 'LOST', v.pattern, 0, now()
                from v join game g on g.id = v.game_id and g.status = 'ACTIVE' and (g.won_at_call is null or g.won_at_call = v.prefix)
               where ${lastEventIdSql('g.id')} = v.last_event
              on conflict (game_id, palette_number) do nothing
              returning game_id, palette_number)
     select r.game_id, r.palette_number
       from recorded r join v on v.game_id = r.game_id and v.card = r.palette_number
      where v.told is null or pg_notify(?, v.told)::text = ''`;
}
