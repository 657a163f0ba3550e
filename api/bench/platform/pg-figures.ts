// The platform bench's figures read from PostgreSQL itself: locks waited for (sampled) and the
// bench database's transactions (pg_stat_database).
import { Client as PgClient } from 'pg';

/** Samples pg_stat_activity for backends of this database waiting on a lock. */
export function sampleLockWaits(
  url: string,
  sampleMs: number,
): {
  stop(): Promise<number>;
  byKind: Record<string, number>;
  /** Statements the sampler sent (each its own transaction). */
  readonly queries: number;
  /** Resolves once the sampler is connected (its backend known). */
  connected: Promise<void>;
  /** The sampler's own PostgreSQL backend (not the API's work), once connected. */
  readonly backendPid: number[];
} {
  const byKind: Record<string, number> = {};
  const client = new PgClient({ connectionString: url });
  const name = new URL(url).pathname.slice(1);
  let waited = 0;
  let running = true;
  let queries = 0;
  const backendPid: number[] = [];
  let connectedNow: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (connectedNow = resolve));
  const loop = (async () => {
    await client.connect();
    backendPid.push((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
    queries++;
    connectedNow();
    while (running) {
      queries++;
      const { rows } = await client.query<{ what: string }>(
        `select l.locktype || coalesce(':' || l.relation::regclass::text, '') as what
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where not l.granted and a.datname = $1`,
        [name],
      );
      waited += rows.length * sampleMs;
      for (const { what } of rows) byKind[what] = (byKind[what] ?? 0) + sampleMs;
      await new Promise((r) => setTimeout(r, sampleMs));
    }
    await client.end();
  })();
  return {
    byKind,
    get queries() {
      return queries;
    },
    connected,
    backendPid,
    stop: async () => {
      running = false;
      await loop;
      return waited;
    },
  };
}

/**
 * Commits and rollbacks of the database so far (pg_stat_database), read on a connection of its own
 * (whose one read is reported when it ends, so counted by the next reading).
 */
export async function databaseTransactions(url: string, waitForOthers = false): Promise<number> {
  const client = new PgClient({ connectionString: url });
  await client.connect();
  try {
    // The statistics a backend has not reported yet are not counted: wait (5 s at most) for the
    // other backends of the database to end, which reports theirs.
    for (let i = 0; waitForOthers && i < 50; i++) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if (Number(rows[0]!.n) === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
