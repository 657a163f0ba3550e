import { readClock } from '@bingo/core';
import type { Orm } from '../../../shared/db/orm';
import { auditedTransaction } from '../../../shared/db/transaction';
import { accountChain, appendAudit } from '../../audit';
import { clockEventsWithLastId, recordEvent } from './clock-events.sql';
import type { ToldClockEvent } from './clock-state';
import { idleRunningGames, lockIdleGame } from './auto-pause.sql';

/**
 * No calls into an empty room (docs/fairness.md#no-calls-into-an-empty-room): the server pauses a
 * running game by itself (an AUTO_PAUSE clock event, audited) when no screen of it (the caller's
 * or a paired display's live feed, or the host's requests about the game) has been connected for
 * two call intervals (who watches is noted by game-presence.ts). It never plays by itself; calls
 * made stay made.
 */

/**
 * Pauses every running game nobody has watched for two call intervals at `now` (each in its own
 * transaction, the game row locked and the condition read again under the lock, so two instances
 * sweeping at once pause a game once). `onPaused` is told each pause after its commit.
 */
export async function autoPauseIdle(
  orm: Orm,
  now: Date,
  onPaused?: (gameId: string, event: ToldClockEvent) => Promise<void>,
): Promise<string[]> {
  const paused: string[] = [];
  for (const game of await idleRunningGames(orm, now)) {
    const told = await auditedTransaction(orm, async (tx) => {
      const row = await lockIdleGame(tx, game.id, now);
      if (!row) return null;
      const clock = await clockEventsWithLastId(tx, game.id);
      // All calls made: nothing more to call into the room, nothing to pause.
      if (!readClock(clock.events, Number(row.call_speed_ms), now.getTime()).nextCallAt) return null;
      const recorded = await recordEvent(tx, game.id, 'AUTO_PAUSE');
      await appendAudit(tx, {
        actorId: null,
        action: 'game.auto_pause',
        subjectType: 'game',
        subjectId: game.id,
        data: { reason: 'no screen connected for two call intervals' },
        chain: accountChain(row.host_id),
      });
      return { prev: clock.lastEventId, ...recorded };
    });
    if (!told) continue;
    paused.push(game.id);
    await onPaused?.(game.id, told);
  }
  return paused;
}
