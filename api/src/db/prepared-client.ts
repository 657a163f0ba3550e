import { createHash } from 'node:crypto';
import pg from 'pg';
import { COMMIT_FOLLOWS } from '../shared/db/statement-text';

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
 *
 * And its COMMIT goes with its last statement (docs/audit.md#commit-with-the-last-statement): a
 * statement whose text starts with COMMIT_FOLLOWS (shared/db/batch.ts marks a transaction's last
 * queued writes) is followed on the wire by COMMIT, and the COMMIT asked for next is answered with
 * that one's answer. Should the statement fail, PostgreSQL answers that COMMIT of a failed
 * transaction with ROLLBACK, and the ROLLBACK asked for next is answered without sending anything.
 */
export class PreparingClient extends pg.Client {
  /** The BEGIN asked for and not sent yet. */
  pendingBegin: string | undefined;
  /** The COMMIT sent behind a transaction's last statement (COMMIT_FOLLOWS), its answer not asked for yet. */
  sentCommit: Promise<pg.QueryResult> | undefined;

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
  if (this.sentCommit !== undefined) return endAfterLast(this, bare && endsTransaction(text as string) ? text : null);
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
  this.pendingBegin = undefined;
  const begun = begin === undefined ? undefined : (base.call(this, begin, []) as Promise<unknown>);
  const result = send();
  if (!(result instanceof Promise)) {
    begun?.catch(() => undefined); // a callback caller: its statement reports the broken connection
    return result;
  }
  if (typeof text === 'string' && text.startsWith(COMMIT_FOLLOWS)) {
    // Sent now, behind the statement: if the statement fails, PostgreSQL answers this COMMIT of a
    // failed transaction with ROLLBACK. Its answer is given when the transaction asks to end.
    this.sentCommit = base.call(this, 'commit', []) as Promise<pg.QueryResult>;
    this.sentCommit.catch(() => undefined);
  }
  if (begun === undefined) return result;
  return begun.then(
    () => result,
    (error: unknown) => {
      result.catch(() => undefined);
      throw error;
    },
  );
} as pg.Client['query'];

/**
 * The transaction's end once its COMMIT went with its last statement: COMMIT answers what that
 * COMMIT answered; ROLLBACK (its last statement failed) is already done, so PostgreSQL answered
 * the COMMIT with ROLLBACK. Anything else is refused: the transaction is over (a statement sent
 * after the last one, or a rollback after it committed, is a bug of the caller's).
 */
async function endAfterLast(client: PreparingClient, end: string | null): Promise<pg.QueryResult> {
  const sent = client.sentCommit!;
  client.sentCommit = undefined;
  const answer = await sent;
  if (end === 'commit') return answer;
  if (end === 'rollback' && answer.command === 'ROLLBACK') return unsent('ROLLBACK');
  throw new Error(
    end === 'rollback'
      ? 'the transaction committed with its last statement and cannot roll back'
      : 'a statement after the transaction committed with its last statement',
  );
}
