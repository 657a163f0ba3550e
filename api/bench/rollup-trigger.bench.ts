// What the report roll-ups cost the writers (docs/reporting.md#roll-ups): the roll-up trigger's time
// per inserted game and per game update that changes a figure, from EXPLAIN ANALYZE of ROLLUP_GAMES
// (2,000) copies of random games dated today (so they update today's roll-up rows, as game starts
// do) and of a profit change on each, in a transaction rolled back afterwards; ROLLUP_RUNS (3) runs.
// Usage: DATABASE_URL=postgres://…/stats_1m npm run bench:rollup-trigger -w api   (a bench:stats database)
import os from 'node:os';
import { Client } from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database seeded by bench:stats');
const GAMES = Number(process.env.ROLLUP_GAMES ?? 2000);
const RUNS = Number(process.env.ROLLUP_RUNS ?? 3);

const client = new Client({ connectionString: url });
await client.connect();

/** The roll-up triggers' total time in one statement's plan, per game. */
async function triggerMsPerGame(sql: string): Promise<number> {
  const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${sql}`)).rows.map(
    (r) => r['QUERY PLAN'],
  );
  const ms = plan
    .filter((line) => line.startsWith('Trigger game_stats_rollup'))
    .reduce((sum, line) => sum + Number(/time=([\d.]+)/.exec(line)![1]), 0);
  return +(ms / GAMES).toFixed(3);
}

const insertMs: number[] = [];
const updateMs: number[] = [];
for (let run = 0; run < RUNS; run++) {
  await client.query('begin');
  try {
    await client.query(
      `create temp table copies on commit drop as select * from game order by random() limit ${GAMES}`,
    );
    // 'Z' keeps the copies' public codes apart from the seed's (hex digits).
    await client.query(
      `update copies set id = gen_random_uuid(), public_code = 'Z' || substr(md5(random()::text), 1, 7),
              created_at = now() - random() * interval '1 hour'`,
    );
    insertMs.push(await triggerMsPerGame('insert into game select * from copies'));
    updateMs.push(
      await triggerMsPerGame(
        'update game set profit = profit + 1, payout_to_winner = payout_to_winner - 1 where id in (select id from copies)',
      ),
    );
  } finally {
    await client.query('rollback');
  }
}
await client.end();
console.log(
  JSON.stringify(
    {
      database: new URL(url).pathname.slice(1),
      games: GAMES,
      insertMsPerGame: insertMs,
      updateMsPerGame: updateMs,
      load1: +os.loadavg()[0]!.toFixed(1),
    },
    null,
    2,
  ),
);
