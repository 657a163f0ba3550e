// The platform floor's database (BENCH_FLOOR=db): the fewest statements a server that keeps a game
// at all must send, one per request, each on its own (autocommit) and prepared once per
// connection, on a node-postgres pool. A start stores the game with its commitment, play its
// moment, a check its claim, the end its moment. No transaction, no audit, no wallet, no NOTIFY:
// a lower bound for what persisting a game costs a Node server on this machine, not a design.
// The told floor (BENCH_FLOOR=told) adds to each statement the one thing live screens on other
// instances require of it: its NOTIFY, heard by a listening connection per instance.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FloorStore {
  start(gameId: string, host: string): Promise<void>;
  play(gameId: string): Promise<void>;
  claim(gameId: string, card: number): Promise<void>;
  end(gameId: string): Promise<void>;
}

/** Without a database: every write answers at once (the plain floor, BENCH_FLOOR=1). */
export const noStore: FloorStore = {
  start: async () => undefined,
  play: async () => undefined,
  claim: async () => undefined,
  end: async () => undefined,
};

/** Sends one statement: a name (to prepare it once per connection), its text ($1…) and values. */
export type RunStatement = (name: string, text: string, values: unknown[]) => Promise<void>;

/** The floor's tables, created if missing (one statement). */
export const FLOOR_TABLES = `
    create table if not exists floor_game (
      id uuid primary key, host text not null, commitment text not null,
      started_at timestamptz not null, play_at timestamptz, ended_at timestamptz);
    create table if not exists floor_claim (
      game_id uuid not null references floor_game (id), card int not null, at timestamptz not null)`;

/** The channel the told floor's statements notify (BENCH_FLOOR=told). */
const FLOOR_CHANNEL = 'floor_events';

/**
 * The floor's one statement per request, sent through `run`. Told (BENCH_FLOOR=told): the same
 * statement also sends its fact on a channel (`pg_notify` in the statement, delivered as it
 * commits), as every change another instance's screens must hear is sent (docs/fairness.md).
 */
export function storeWith(run: RunStatement, told = false): FloorStore {
  const write = (name: string, text: string, values: unknown[], fact: string) =>
    told
      ? run(
          `${name}-told`,
          `with w as (${text} returning 1) select pg_notify('${FLOOR_CHANNEL}', $${values.length + 1}) from w`,
          [...values, fact],
        )
      : run(name, text, values);
  return {
    start: (gameId, host) =>
      write(
        'start',
        'insert into floor_game (id, host, commitment, started_at) values ($1, $2, $3, now())',
        [gameId, host, createHash('sha256').update(randomBytes(32)).digest('hex')],
        `{"kind":"START","gameId":"${gameId}"}`,
      ),
    play: (gameId) =>
      write(
        'play',
        'update floor_game set play_at = now() where id = $1',
        [gameId],
        `{"kind":"PLAY","gameId":"${gameId}"}`,
      ),
    claim: (gameId, card) =>
      write(
        'claim',
        'insert into floor_claim (game_id, card, at) values ($1, $2, now())',
        [gameId, card],
        `{"kind":"CLAIM","gameId":"${gameId}","card":${card}}`,
      ),
    end: (gameId) =>
      write(
        'end',
        'update floor_game set ended_at = now() where id = $1',
        [gameId],
        `{"kind":"END","gameId":"${gameId}"}`,
      ),
  };
}

/**
 * On a node-postgres pool of 10, each statement prepared once per connection. With `listeners`
 * (BENCH_FLOOR=told): that many connections listen on the channel the statements notify, one per
 * API instance of the run, each parsing what it hears as an instance's bus does.
 */
export async function floorStore(url: string, listeners = 0): Promise<FloorStore> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(FLOOR_TABLES);
  for (let i = 0; i < listeners; i++) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (n) => JSON.parse(n.payload ?? 'null'));
    await client.query(`listen ${FLOOR_CHANNEL}`);
  }
  return storeWith(async (name, text, values) => {
    await pool.query({ name, text, values });
  }, listeners > 0);
}
