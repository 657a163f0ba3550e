import { queueWrite } from '../../../shared/db/batch';
import type { Tx } from '../../../shared/db/transaction';
import type { Game } from '../game.entity';
import { encodePlayedCards } from '../played-cards.codec';

const JSONB = '?::jsonb';

/**
 * The SQL that stores the cards' text (played-cards.codec.ts) as one jsonb string: `to_jsonb(text)`
 * wraps it without parsing it (a JSON string literal as a jsonb parameter would be lexed character
 * by character).
 */
const PLAYED_CARDS_SQL = 'to_jsonb(?::text)';

/** A new game row as game start writes it: the entity's fields, with the host and set by id. */
export type NewGame = Omit<Game, 'host' | 'cardSet'> & { host: { id: string }; cardSet: { id: number } };

/**
 * Queues the new game's INSERT for the start transaction's last statement (shared/db/batch.ts)
 * rather than through the ORM's unit of work (a statement of its own). The columns are
 * GameSchema's (game.entity.ts); the schema-drift test compares the entities with the database.
 */
export async function insertGameRow(tx: Tx, g: NewGame): Promise<void> {
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
  // Each column's value, and the SQL that takes it when it is not a plain `?`.
  const columns: [string, unknown, string?][] = [
    ['id', g.id],
    ['host_id', g.host.id],
    ['card_set_id', g.cardSet.id],
    ['game_type', g.gameType],
    ['status', g.status],
    ['bet_santim', g.betSantim],
    ['card_palette_numbers', json(g.cardPaletteNumbers), JSONB],
    ['stakes', json(g.stakes), JSONB],
    ['house_cards', json(g.houseCards), JSONB],
    ['cards', encodePlayedCards(g.cards), PLAYED_CARDS_SQL],
    ['winning_patterns', json(g.winningPatterns), JSONB],
    ['call_speed_ms', g.callSpeedMs],
    ['seed', g.seed],
    ['commitment', g.commitment],
    ['public_code', g.publicCode],
    ['draw_order', json(g.drawOrder), JSONB],
    ['winning_card', g.winningCard ?? null],
    ['winning_calls', g.winningCalls ?? null],
    ['house_win', g.houseWin],
    ['commission_rate_bp', g.commissionRateBp],
    ['total_stakes', g.totalStakes],
    ['base_amount', g.baseAmount],
    ['total_bonus_amount', g.totalBonusAmount],
    ['payout_to_winner', g.payoutToWinner],
    ['profit', g.profit],
    ['platform_fee', g.platformFee],
    ['multiplier_bp', g.multiplierBp ?? null],
    ['free_amount', g.freeAmount],
    ['free_slot_id', g.freeSlotId ?? null],
    ['bonuses', json(g.bonuses), JSONB],
    ['is_jackpot_game', g.isJackpotGame],
    ['jackpot_pool', g.jackpotPool],
    ['jackpot_awarded', g.jackpotAwarded],
    ['jackpot_accrual', g.jackpotAccrual],
    ['planned_outcome', json(g.plannedOutcome), JSONB],
    ['abandoned_at_call', g.abandonedAtCall ?? null],
    ['won_at_call', g.wonAtCall ?? null],
    ['created_at', g.createdAt],
    ['ended_at', g.endedAt ?? null],
    ['end_reason', g.endReason ?? null],
  ];
  await queueWrite(
    tx,
    `insert into game (${columns.map(([c]) => c).join(', ')}) values (${columns.map(([, , sql]) => sql ?? '?').join(', ')})`,
    columns.map(([, v]) => v),
  );
}
