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

/** One statement's figures in pg_stat_statements (BENCH_STATEMENT_TIMES=1). */
interface StatementTime {
  query: string;
  toplevel: boolean;
  calls: number;
  execMs: number;
  planMs: number;
}

/**
 * The bench database's statements as pg_stat_statements counts them so far, by statement (the lock
 * sampler's own left out). The server must load the library (shared_preload_libraries); the
 * extension is created in the bench's database here.
 */
export async function statementTimes(url: string): Promise<Map<string, StatementTime>> {
  const client = new PgClient({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    const { rows } = await client.query<{
      id: string;
      toplevel: boolean;
      calls: string;
      exec_ms: number;
      plan_ms: number;
      query: string;
    }>(
      `select queryid::text || ':' || toplevel as id, toplevel, calls, total_exec_time as exec_ms,
              total_plan_time as plan_ms, regexp_replace(query, '\\s+', ' ', 'g') as query
         from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())
          and query not like '%pg_locks%' and query not like '%pg_stat_statements%'`,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        { query: r.query, toplevel: r.toplevel, calls: Number(r.calls), execMs: r.exec_ms, planMs: r.plan_ms },
      ]),
    );
  } catch (error) {
    throw new Error(
      `BENCH_STATEMENT_TIMES=1 needs pg_stat_statements in the server's shared_preload_libraries: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's time a game in its statements between two readings (execution and planning, wall
 * time: it includes waits), the `top` dearest first. Nested statements (a trigger's, a function's)
 * are listed but their time is already in the statement that ran them: `topLevelMsPerGame` counts
 * each once.
 */
export function statementTimesPerGame(
  before: Map<string, StatementTime>,
  after: Map<string, StatementTime>,
  games: number,
  top = 15,
) {
  const per = (n: number) => Math.round((n / games) * 1000) / 1000;
  const grown = [...after].flatMap(([id, a]) => {
    const b = before.get(id);
    const calls = a.calls - (b?.calls ?? 0);
    if (calls <= 0) return [];
    const planMs = a.planMs - (b?.planMs ?? 0);
    return [{ ...a, calls, ms: a.execMs - (b?.execMs ?? 0) + planMs, planMs }];
  });
  grown.sort((x, y) => y.ms - x.ms);
  return {
    topLevelMsPerGame: per(grown.filter((g) => g.toplevel).reduce((sum, g) => sum + g.ms, 0)),
    statements: grown.slice(0, top).map((g) => ({
      statement: g.query.slice(0, 120),
      nested: !g.toplevel,
      callsPerGame: per(g.calls),
      msPerGame: per(g.ms),
      planMsPerGame: per(g.planMs),
    })),
  };
}
