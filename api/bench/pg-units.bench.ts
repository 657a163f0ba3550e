// `npm run -s bench:pg-units`: what PostgreSQL's CPU pays for the units a game's statements are
// made of, each sent alone as a hall's requests arrive: a round trip that writes nothing, an
// autocommitted insert (the platform floor's unit), the same insert inside BEGIN … COMMIT sent as
// three round trips, and the insert with a NOTIFY heard by a listening connection (as every
// change tells the other instances). CPU of the database's backends (the listener's included) from
// /proc, per unit, in a database of its own on BENCH_DATABASE_URL's server. Units go BENCH_GAP_MS
// apart: a backend woken from sleep for each costs more than one kept busy by a tight loop, and a
// hall's statements arrive seconds apart. Prints one JSON document.
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) BENCH_UNITS (1000)
//   BENCH_ROUNDS (3) BENCH_GAP_MS (3; 0: back to back)
import pg from 'pg';
import { benchDatabase } from './http/processes';
import { postgresCpuMs } from './http/cpu';

const UNITS = Number(process.env.BENCH_UNITS ?? 1000);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 3);
const pause = () => (GAP_MS > 0 ? new Promise((r) => setTimeout(r, GAP_MS)) : undefined);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const INSERT = 'insert into unit_row (game_id, card, at) values ($1, $2, now())';

type Send = (client: pg.Client, i: number) => Promise<unknown>;

const KINDS: Record<string, Send> = {
  roundTrip: (c) => c.query({ name: 'one', text: 'select 1' }),
  statement: (c, i) => c.query({ name: 'insert', text: INSERT, values: [i, i % 100] }),
  transaction: async (c, i) => {
    await c.query('begin');
    await c.query({ name: 'insert', text: INSERT, values: [i, i % 100] });
    await c.query('commit');
  },
  statementWithNotify: (c, i) =>
    c.query({
      name: 'notify',
      text: `with row as (${INSERT} returning game_id) select pg_notify('units', game_id::text) from row`,
      values: [i, i % 100],
    }),
};

const db = await benchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const url = db.env.DATABASE_URL!;
const database = new URL(url).pathname.slice(1);
const client = new pg.Client({ connectionString: url });
const listener = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await listener.connect();
  let heard = 0;
  listener.on('notification', () => heard++);
  await listener.query('listen units');
  await client.query('create table unit_row (game_id bigint not null, card int not null, at timestamptz not null)');
  // Each kind in turn, ROUNDS times, so a slow minute of the machine falls on all of them.
  const perUnit: Record<string, number[]> = Object.fromEntries(Object.keys(KINDS).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, send] of Object.entries(KINDS)) {
      for (let i = 0; i < 100; i++) await send(client, i); // warm: statements prepared, pages cached
      const before = postgresCpuMs(database);
      for (let i = 0; i < UNITS; i++) {
        await send(client, i);
        await pause();
      }
      perUnit[kind]!.push((postgresCpuMs(database) - before) / UNITS);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ms = Object.fromEntries(Object.entries(perUnit).map(([k, xs]) => [k, Math.round(median(xs) * 1000) / 1000]));
  console.log(
    JSON.stringify(
      {
        bench: 'pg-units',
        units: UNITS,
        gapMs: GAP_MS,
        rounds: ROUNDS,
        postgresCpuMsPerUnit: ms,
        postgresCpuMsPerUnitByRound: perUnit,
        notificationsHeard: heard,
        notes: [
          'postgresCpuMsPerUnit: the median over the rounds of the CPU of the database’s backends (the sender and the listener) per unit, each unit sent gapMs after the previous one was answered. roundTrip: `select 1`; statement: an autocommitted insert; transaction: BEGIN, the insert, COMMIT as three round trips; statementWithNotify: the insert and pg_notify in one autocommitted statement, heard by a listening connection.',
        ],
      },
      null,
      2,
    ),
  );
} finally {
  await client.end().catch(() => undefined);
  await listener.end().catch(() => undefined);
  await db.drop();
}
