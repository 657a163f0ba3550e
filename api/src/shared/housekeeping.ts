import type { Orm } from './db/orm';

/**
 * Records that only a rule's time window reads (sign-in attempts, pairing codes) are kept this
 * long past that window, for anyone looking into an incident, then deleted: without it those
 * tables grow with every sign-in for the life of the platform.
 */
export const PRUNE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a module's deletes (`delete from … where … < ?`, each with its one moment) and answers how
 * many rows went in all.
 */
export async function deleteRows(
  orm: Orm,
  deletes: readonly (readonly [sql: string, before: Date])[],
): Promise<number> {
  const connection = orm.em.getConnection();
  const done = await Promise.all(
    deletes.map(([sql, before]) => connection.execute<{ affectedRows: number }>(sql, [before], 'run')),
  );
  return done.reduce((sum, d) => sum + d.affectedRows, 0);
}

/** One module's pruning (its manifest's `prune`). */
export interface Pruner {
  module: string;
  prune: (orm: Orm, now: Date) => Promise<number>;
}

/**
 * Runs every pruner a minute after start and then every `intervalMs` (each instance: the deletes
 * are idempotent, so two instances at once only repeat each other). A failure is reported and
 * tried again at the next tick. Returns the stopper.
 */
export function scheduleHousekeeping(
  orm: Orm,
  pruners: readonly Pruner[],
  intervalMs: number,
  report: (outcome: { module: string; deleted?: number; error?: unknown }) => void,
): () => void {
  const run = async () => {
    for (const { module, prune } of pruners) {
      try {
        report({ module, deleted: await prune(orm, new Date()) });
      } catch (error) {
        report({ module, error });
      }
    }
  };
  const first = setTimeout(() => void run(), Math.min(60_000, intervalMs));
  const timer = setInterval(() => void run(), intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
