import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The pool's connection class on PostgreSQL: a statement sent with bind parameters
 * (`shared/db/parameterized.ts`: the hot paths of game start, end and claims) is sent as a named
 * prepared statement, so each connection parses and analyses its text once and PostgreSQL may
 * keep its plan (a generic plan after five runs, when it is no dearer than a custom one:
 * PostgreSQL's `plan_cache_mode`). MikroORM's own statements carry their values in the text and no
 * parameters: they pass through unnamed, as before.
 *
 * The name is a hash of the text (node-postgres keeps, per connection, which names it has
 * prepared and sends Parse only the first time). At most PREPARED_TEXTS_MAX texts per process are
 * named (statements whose text varies with a list's length could otherwise grow each
 * connection's prepared statements without bound); later ones run unnamed.
 *
 * Behind a pooler in transaction mode that does not track prepared statements (PgBouncer before
 * 1.21) named statements break: `PG_PREPARED_STATEMENTS=off` (config.ts) keeps the plain client.
 */
const names = new Map<string, string | null>();
export const PREPARED_TEXTS_MAX = 500;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined) {
    name = names.size < PREPARED_TEXTS_MAX ? 'p' + createHash('sha1').update(text).digest('base64url') : null;
    names.set(text, name);
  }
  return name ?? undefined;
}

/**
 * The statements that open and end a transaction as Kysely (MikroORM's executor) sends them:
 * `begin` (or `start transaction …` with an isolation level or access mode), `commit`, `rollback`.
 */
const opensTransaction = (text: string) => text === 'begin' || text.startsWith('start transaction');
const endsTransaction = (text: string) => text === 'commit' || text === 'rollback';

/** What node-postgres answers for a statement with no rows; here for one that was never sent. */
const unsent = (command: string): pg.QueryResult => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

/**
 * Also: a transaction's BEGIN goes out with its first statement, in the same round trip
 * (docs/audit.md#begin-with-the-first-statement). The connection runs in node-postgres's pipeline
 * mode (https://node-postgres.com/features/pipelining): a statement is sent without waiting for
 * the answer to the one before, and PostgreSQL runs them in order, each answered apart. Asked to
 * BEGIN, the client answers at once and sends nothing; the transaction's first statement then
 * sends BEGIN and itself together. A transaction that ends before any statement sends nothing at
 * all. Nothing else changes: a statement still waits for its answer before the code sends the
 * next, so pipelining never reorders anything; and in READ COMMITTED (and REPEATABLE READ) a
 * transaction's snapshot is taken by its first statement, not by BEGIN. Should BEGIN itself fail,
 * the statement sent with it fails too (a BEGIN only fails on a broken connection or inside a
 * failed transaction, where the statement fails as well), and its caller gets BEGIN's error.
 */
export class PreparingClient extends pg.Client {
  /** The BEGIN asked for and not sent yet. */
  pendingBegin: string | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      pipeline: true,
    } as pg.ClientConfig);
  }
}

// pg.Client's query has many overloads; only the (text, values, …) form is named, by position.
// The base method is looked up per call (a bench counts statements by wrapping it).
type AnyQuery = (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function query(this: PreparingClient, ...args: unknown[]) {
  const base = pg.Client.prototype.query as AnyQuery;
  const [text, values, ...rest] = args;
  const bare =
    typeof text === 'string' &&
    rest.length === 0 &&
    (values === undefined || (Array.isArray(values) && values.length === 0));
  if (bare && opensTransaction(text) && this.pendingBegin === undefined) {
    this.pendingBegin = text;
    return Promise.resolve(unsent('BEGIN'));
  }
  if (bare && endsTransaction(text) && this.pendingBegin !== undefined) {
    this.pendingBegin = undefined; // an empty transaction: nothing was sent, nothing to end
    return Promise.resolve(unsent(text.toUpperCase()));
  }
  const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? nameOf(text) : undefined;
  const send = () => (name ? base.call(this, { name, text, values }, ...rest) : base.apply(this, args));
  const begin = this.pendingBegin;
  if (begin === undefined) return send();
  this.pendingBegin = undefined;
  const begun = base.call(this, begin, []) as Promise<unknown>;
  const result = send();
  if (!(result instanceof Promise)) {
    begun.catch(() => undefined); // a callback caller: its statement reports the broken connection
    return result;
  }
  return begun.then(
    () => result,
    (error: unknown) => {
      result.catch(() => undefined);
      throw error;
    },
  );
} as pg.Client['query'];
