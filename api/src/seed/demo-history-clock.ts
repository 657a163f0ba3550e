import type { Orm } from '../shared/db/orm';
import { sqlEm } from '../shared/db/sql';

/**
 * The demo history's time travel (docs/demo-history.md). The services record every row at the
 * real clock; these functions then move the recorded times of what one service call wrote,
 * never an amount, a balance, a seed or a result. Moving a game's rows by one offset keeps
 * every interval inside it (start → play → claim → end) as the clock measured it. The audit log is
 * never moved: it records when the rows were really written, so its hash chain stays intact.
 */

const MS = "(? * interval '1 millisecond')";
/** The Addis Ababa day (UTC+3, no daylight saving) of a moved timestamp, as core's addisDayKey writes it. */
const ADDIS_DAY = (column: string) =>
  `to_char((${column} + ${MS}) at time zone 'UTC' + interval '3 hours', 'YYYY-MM-DD')`;

/** Moves every recorded time of one game (its clock events, claims, fee, bonus awards, jackpot win, free slot) by `ms`. */
export async function moveGame(orm: Orm, gameId: string, ms: number): Promise<void> {
  const em = sqlEm(orm);
  await em.transactional(async (tx) => {
    await tx.execute(`update game set created_at = created_at + ${MS}, ended_at = ended_at + ${MS} where id = ?`, [
      ms,
      ms,
      gameId,
    ]);
    await tx.execute(`update game_event set at = at + ${MS} where game_id = ?`, [ms, gameId]);
    await tx.execute(`update game_claim set created_at = created_at + ${MS} where game_id = ?`, [ms, gameId]);
    await tx.execute(`update ledger_entry set created_at = created_at + ${MS} where reference = ?`, [
      ms,
      `game:${gameId}`,
    ]);
    await tx.execute(
      `update bonus_award set day_key = ${ADDIS_DAY('created_at')}, created_at = created_at + ${MS} where game_id = ?`,
      [ms, ms, gameId],
    );
    await tx.execute(`update jackpot_win set created_at = created_at + ${MS} where game_id = ?`, [ms, gameId]);
    await tx.execute(
      `update free_game_slot set scheduled_at = scheduled_at + ${MS}, used_at = used_at + ${MS}, created_at = created_at + ${MS}
        where used_in_game_id = ?`,
      [ms, ms, ms, gameId],
    );
  });
}

/**
 * The game's clock as if it had been running: the game started `setupMs + runMs` ago and its PLAY
 * was pressed `runMs` ago, so the server's clock (docs/fairness.md#nothing-early) has revealed the
 * calls of `runMs` when the host checks a card. What the wall clock would do if the seeder waited.
 */
export async function rewindClock(orm: Orm, gameId: string, setupMs: number, runMs: number): Promise<void> {
  await moveGame(orm, gameId, -(setupMs + runMs));
  await sqlEm(orm).execute(`update game_event set at = at + ${MS} where game_id = ? and kind = 'PLAY'`, [
    setupMs,
    gameId,
  ]);
}

/** Moves the ledger rows of the given accounts written at or after `since` (one top-up call) to `at`. */
export async function moveLedgerSince(orm: Orm, accountIds: string[], since: Date, at: Date): Promise<void> {
  await sqlEm(orm).execute(
    `update ledger_entry set created_at = ? where created_at >= ? and account_id in (${accountIds.map(() => '?').join(', ')})
        and kind in ('TOP_UP', 'ADJUSTMENT')`,
    [at, since, ...accountIds],
  );
}

/** The demo accounts, their opening credits and bonus configurations existed before the history starts. */
export async function backdateAccounts(orm: Orm, at: Date): Promise<void> {
  const em = sqlEm(orm);
  await em.transactional(async (tx) => {
    await tx.execute('update account set created_at = ? where created_at > ?', [at, at]);
    await tx.execute('update owner_group set created_at = ? where created_at > ?', [at, at]);
    await tx.execute(
      "update ledger_entry set created_at = ? where created_at > ? and reference is null and kind <> 'GAME_FEE'",
      [at, at],
    );
    await tx.execute('update bonus_config set created_at = ?, start_date_time = ? where start_date_time > ?', [
      at,
      at,
      at,
    ]);
  });
}

/** The planned outcome and call speed of a game, as the host in the hall would see them play out. */
export async function plannedOutcome(
  orm: Orm,
  gameId: string,
): Promise<{ winningCard: number | null; winningCalls: number | null; houseWin: boolean; callSpeedMs: number }> {
  const [row] = await sqlEm(orm).execute<{ planned_outcome: unknown; call_speed_ms: number }[]>(
    'select planned_outcome, call_speed_ms from game where id = ?',
    [gameId],
  );
  const plan = (typeof row!.planned_outcome === 'string' ? JSON.parse(row!.planned_outcome) : row!.planned_outcome) as {
    winningCard: number | null;
    winningCalls: number | null;
    houseWin: boolean;
  };
  return { ...plan, callSpeedMs: Number(row!.call_speed_ms) };
}
