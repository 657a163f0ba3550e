import { executeParameterized, type SqlTarget } from '../../../shared/db/parameterized';
import { decodePlayedCards, type PlayedCard } from '../played-cards.codec';

/** The SQL of missed claims (missed-claims.ts): what completions are judged on (the end reads its own: end/game-end.sql.ts). */

export interface CompletionInputs {
  hostId: string;
  cards: PlayedCard[];
  patterns: string[];
  order: number[];
  /** Cards with a winning claim. */
  won: number[];
  /** The hall's setting "tell the caller of missed claims" (on when the hall never set it). */
  notices: boolean;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** One statement: the game's cards, patterns, draw, won cards and its hall's notice setting; null when no such game. */
export async function readCompletionInputs(em: SqlTarget, gameId: string): Promise<CompletionInputs | null> {
  const [row] = await executeParameterized<{
    host_id: string;
    cards: unknown;
    winning_patterns: string[] | string;
    draw_order: number[] | string;
    won: number[] | string;
    notices: boolean | null;
  }>(
    em,
    `select g.host_id, g.cards, g.winning_patterns, g.draw_order, h.missed_claim_notices as notices,
            coalesce((select json_agg(c.palette_number) from game_claim c where c.game_id = g.id and c.result = 'WON'), '[]'::json) as won
       from game g left join hall_settings h on h.host_id = g.host_id where g.id = ?`,
    [gameId],
  );
  if (!row) return null;
  return {
    hostId: row.host_id,
    cards: decodePlayedCards(row.cards),
    patterns: json(row.winning_patterns),
    order: json(row.draw_order),
    won: json(row.won),
    notices: row.notices ?? true,
  };
}

/** Whether the game's hall tells its caller of missed claims (on when the hall never set it), and the game's host. */
export async function missedClaimNotices(
  em: SqlTarget,
  gameId: string,
): Promise<{ hostId: string; notices: boolean } | null> {
  const [row] = await executeParameterized<{ host_id: string; notices: boolean | null }>(
    em,
    `select g.host_id, h.missed_claim_notices as notices from game g left join hall_settings h on h.host_id = g.host_id where g.id = ?`,
    [gameId],
  );
  return row ? { hostId: row.host_id, notices: row.notices ?? true } : null;
}
