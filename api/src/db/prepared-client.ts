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

export class PreparingClient extends pg.Client {}

// pg.Client's query has many overloads; only the (text, values, …) form is named, by position.
// The base method is looked up per call (a bench counts statements by wrapping it).
type AnyQuery = (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const base = pg.Client.prototype.query as AnyQuery;
  const [text, values, ...rest] = args;
  const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? nameOf(text) : undefined;
  return name ? base.call(this, { name, text, values }, ...rest) : base.apply(this, args);
} as pg.Client['query'];
