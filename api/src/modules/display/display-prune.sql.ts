import { PAIRING_FAILURE_WINDOW_MS } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { deleteRows, PRUNE_GRACE_MS } from '../../shared/housekeeping';

/**
 * Deletes the display records no rule reads any more, a day after that (for anyone looking into
 * an incident): pairing codes past their expiry, failed pairing attempts past the counting window,
 * displays past their token's expiry (the panel lists only unexpired ones). Answers rows deleted.
 */
export function pruneDisplayRecords(orm: Orm, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PRUNE_GRACE_MS);
  return deleteRows(orm, [
    ['delete from display_pairing where expires_at < ?', before],
    ['delete from display_pair_attempt where created_at < ?', new Date(before.getTime() - PAIRING_FAILURE_WINDOW_MS)],
    ['delete from display_device where expires_at < ?', before],
  ]);
}
