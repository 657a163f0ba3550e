import type { Orm } from '../../shared/db/orm';
import { deleteRows, PRUNE_GRACE_MS } from '../../shared/housekeeping';
import { FAILURE_WINDOW_MS } from './sign-in-guard';

/**
 * Deletes sign-in records no rule reads any more, a day after that: attempts older than the
 * failure window (the address limit and the username delay count only inside it) and address
 * blocks that ended (a block is read for its end, to count only later failures; once the window
 * has passed it, every failure left is later). Answers rows deleted.
 */
export function pruneSignInRecords(orm: Orm, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PRUNE_GRACE_MS - FAILURE_WINDOW_MS);
  return deleteRows(orm, [
    ['delete from login_attempt where created_at < ?', before],
    ['delete from sign_in_block where blocked_until < ?', before],
  ]);
}
