import { executeParameterized, type SqlTarget } from '../../../shared/db/parameterized';

/** The SQL of missed claims (missed-claims.ts): the hall's setting (the cards are read with the live state, feed/game-bus.sql.ts, and by the end, end/game-end.sql.ts). */

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
