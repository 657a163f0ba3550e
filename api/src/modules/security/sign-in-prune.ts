import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { PRUNE_GRACE_MS } from '../../shared/housekeeping';
import { FAILURE_WINDOW_MS } from './sign-in-guard';

/**
 * Deletes sign-in records no rule reads any more, a day after that: attempts older than the
 * failure window (the address limit and the username delay count only inside it) and address
 * blocks that ended (a block is read for its end, to count only later failures; once the window
 * has passed it, every failure left is later). Answers rows deleted.
 */
export async function pruneSignInRecords(orm: Orm, now: Date): Promise<number> {
  const connection = sqlEm(orm).getConnection();
  const before = new Date(now.getTime() - PRUNE_GRACE_MS - FAILURE_WINDOW_MS);
  const [attempts, blocks] = await Promise.all([
    connection.execute<{ affectedRows: number }>('delete from login_attempt where created_at < ?', [before], 'run'),
    connection.execute<{ affectedRows: number }>('delete from sign_in_block where blocked_until < ?', [before], 'run'),
  ]);
  return attempts.affectedRows + blocks.affectedRows;
}
