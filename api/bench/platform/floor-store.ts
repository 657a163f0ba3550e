// The platform floor's database (BENCH_FLOOR=db): the fewest statements a server that keeps a game
// at all must send, one per request, each on its own (autocommit) and prepared once per
// connection, on a node-postgres pool. A start stores the game with its commitment, play its
// moment, a check its claim, the end its moment. No transaction, no audit, no wallet, no NOTIFY:
// a lower bound for what persisting a game costs a Node server on this machine, not a design.
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

/** The floor's one statement per request, sent through `run`. */
export function storeWith(run: RunStatement): FloorStore {
  return {
    start: (gameId, host) =>
      run('start', 'insert into floor_game (id, host, commitment, started_at) values ($1, $2, $3, now())', [
        gameId,
        host,
        createHash('sha256').update(randomBytes(32)).digest('hex'),
      ]),
    play: (gameId) => run('play', 'update floor_game set play_at = now() where id = $1', [gameId]),
    claim: (gameId, card) =>
      run('claim', 'insert into floor_claim (game_id, card, at) values ($1, $2, now())', [gameId, card]),
    end: (gameId) => run('end', 'update floor_game set ended_at = now() where id = $1', [gameId]),
  };
}

/** On a node-postgres pool of 10, each statement prepared once per connection. */
export async function floorStore(url: string): Promise<FloorStore> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(FLOOR_TABLES);
  return storeWith(async (name, text, values) => {
    await pool.query({ name, text, values });
  });
}
