import type { EntityManager } from '@mikro-orm/sql';
import { executeParameterized } from './parameterized';
import { COMMIT_FOLLOWS } from './statement-text';

/** transaction.ts's Tx (not imported from there: it imports this file). */
type Tx = EntityManager;

/**
 * Fewer round trips for hot transactions (docs/audit.md#game-start-cost). On this platform a
 * statement costs its round trip more than its work: each one is a socket write and wake-up on
 * both sides and a parse and plan in PostgreSQL. So a game start reads everything it needs in one
 * statement (`readTogether`) and writes everything in one (`deferWrite`, sent by the audited
 * transaction just before it commits), instead of one statement per fact.
 */

/** One SQL text with its parameters (MikroORM's `?` placeholders). */
export interface Sql {
  text: string;
  params: readonly unknown[];
}

/** A read that can share a statement with others: a query whose answer is one JSON value. */
export interface JsonRead<T> {
  sql: Sql;
  decode(value: unknown): T;
}

/** The first row of `text` as a JSON object (null when there is none), decoded. Locking clauses are fine. */
export function oneRow<R, T>(text: string, params: readonly unknown[], decode: (row: R | null) => T): JsonRead<T> {
  return {
    sql: { text: `select row_to_json(r) from (${text}) r limit 1`, params },
    decode: (value) => decode(parseJson(value) as R | null),
  };
}

/** Every row of `text` as a JSON array, decoded. */
export function allRows<R, T>(text: string, params: readonly unknown[], decode: (rows: R[]) => T): JsonRead<T> {
  return {
    sql: { text: `select coalesce(json_agg(r), '[]'::json) from (${text}) r`, params },
    decode: (value) => decode((parseJson(value) as R[] | null) ?? []),
  };
}

/** A read that needs no database (a default, a test's fixed answer): it costs nothing in the statement. */
export function fixedRead<T>(value: T): JsonRead<T> {
  return { sql: { text: 'select null', params: [] }, decode: () => value };
}

export type Decoded<R> = { [K in keyof R]: R[K] extends JsonRead<infer T> ? T : never };

/**
 * Reads as columns of a statement (`(q1) as r0, (q2) as r1, …`, in the order given: locks they
 * take are taken in that order), with their parameters and the decoder of a row that has them.
 */
export function readColumns<R extends Record<string, JsonRead<unknown>>>(
  reads: R,
): { columns: string; params: unknown[]; decode(row: Record<string, unknown>): Decoded<R> } {
  const keys = Object.keys(reads);
  return {
    columns: keys.map((k, i) => `(${reads[k]!.sql.text}) as r${i}`).join(', '),
    params: keys.flatMap((k) => [...reads[k]!.sql.params]),
    decode: (row) => Object.fromEntries(keys.map((k, i) => [k, reads[k]!.decode(row[`r${i}`])])) as Decoded<R>,
  };
}

/** Runs several reads as ONE statement (`select (q1) as r0, (q2) as r1, …`): readColumns. */
export async function readTogether<R extends Record<string, JsonRead<unknown>>>(tx: Tx, reads: R): Promise<Decoded<R>> {
  const together = readColumns(reads);
  const [row] = await executeParameterized<Record<string, unknown>>(tx, `select ${together.columns}`, together.params);
  return together.decode(row!);
}

/** A write queued for the transaction's last statement. */
interface QueuedWrite {
  sql: Sql;
  /** Whether the statement has RETURNING (or is a SELECT): its rows are answered. */
  answers: boolean;
  /** Thrown (so the transaction rolls back) when the write's RETURNING answered no row. */
  unlessAffected?: () => Error;
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
}

const queues = new WeakMap<Tx, QueuedWrite[]>();

/**
 * Marks `tx` as one whose writes may wait for its last statement (auditedTransaction does, and
 * sends them with `sendDeferred` before it commits).
 */
export function allowDeferredWrites(tx: Tx): void {
  queues.set(tx, []);
}

/**
 * Queues an INSERT, UPDATE or DELETE (or a `select pg_notify(…)`) to be sent with the
 * transaction's other queued writes in one statement, as data-modifying CTEs, just before the
 * commit; outside such a transaction it runs at once. Answers the rows its RETURNING gives, once
 * sent (so do not await it inside the transaction: the answer comes with the commit's statement).
 * Queued writes see the snapshot from before that statement, not each other's rows: only queue
 * writes that do not read what another queued write changes, and never two writes of one row.
 * `unlessAffected`: the error to fail the transaction with when RETURNING answers no row.
 */
export function deferWrite(
  tx: Tx,
  text: string,
  params: readonly unknown[],
  unlessAffected?: () => Error,
): Promise<Record<string, unknown>[]> {
  const answers = /\breturning\b/i.test(text) || /^\s*select\b/i.test(text);
  const queue = queues.get(tx);
  if (!queue) {
    return executeParameterized(tx, text, params).then((rows) => {
      if (unlessAffected && rows.length === 0) throw unlessAffected();
      return rows;
    });
  }
  const answer = new Promise<Record<string, unknown>[]>((resolve, reject) => {
    queue.push({ sql: { text, params }, answers, unlessAffected, resolve, reject });
  });
  // A caller that does not wait for the answer is told of a failure by the transaction itself.
  answer.catch(() => undefined);
  return answer;
}

/**
 * deferWrite for a write whose answer nobody needs: in a transaction that sends its writes last
 * it only queues (awaiting it does not wait for the statement); elsewhere it runs at once.
 */
export async function queueWrite(
  tx: Tx,
  text: string,
  params: readonly unknown[],
  unlessAffected?: () => Error,
): Promise<void> {
  const answer = deferWrite(tx, text, params, unlessAffected);
  if (!queues.has(tx)) await answer;
}

/**
 * Sends every queued write of `tx` as one statement (none: nothing is sent), the transaction's
 * last: nothing else is sent in it after this but its COMMIT, which may go with it (COMMIT_FOLLOWS).
 * A write that must affect a row (`unlessAffected`) is checked by the statement itself
 * (`require_affected`): a check of its answer could come after that commit.
 */
export async function sendDeferred(tx: Tx): Promise<void> {
  const queue = queues.get(tx);
  if (!queue || queue.length === 0) return;
  const writes = queue.splice(0, queue.length);
  try {
    const answers = await runTogether(tx, writes);
    writes.forEach((w, i) => w.resolve(answers[i]!));
  } catch (error) {
    const failed = unaffectedWrite(error, writes);
    for (const w of writes) w.reject(failed);
    throw failed;
  }
}

/** SQLSTATE of `require_affected` (migration unless_affected): a queued write affected no row. */
const UNAFFECTED = 'BGU01';

/** The error of the queued write the statement found affecting no row (its index is the detail), else `error`. */
function unaffectedWrite(error: unknown, writes: readonly QueuedWrite[]): unknown {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  const write = code === UNAFFECTED && typeof detail === 'string' ? writes[Number(detail)] : undefined;
  return write?.unlessAffected ? write.unlessAffected() : error;
}

/** Writes that were queued but never sent (the transaction failed first) must not count as unhandled. */
export function dropDeferred(tx: Tx, error: unknown): void {
  const queue = queues.get(tx);
  if (!queue) return;
  for (const w of queue.splice(0, queue.length)) {
    w.reject(error);
  }
}

async function runTogether(tx: Tx, writes: QueuedWrite[]): Promise<Record<string, unknown>[][]> {
  const guarded = writes.map((w, i) => (w.unlessAffected && w.answers ? i : -1)).filter((i) => i >= 0);
  if (writes.length === 1 && guarded.length === 0) {
    const rows = await executeParameterized(tx, COMMIT_FOLLOWS + writes[0]!.sql.text, writes[0]!.sql.params);
    return [writes[0]!.answers ? rows : []];
  }
  const ctes = writes.map((w, i) => `w${i} as (${w.sql.text})`).join(', ');
  const answered = writes.map((w, i) => (w.answers ? i : -1)).filter((i) => i >= 0);
  const columns = [
    ...answered.map((i) => `(select coalesce(json_agg(w${i}), '[]'::json) from w${i}) as r${i}`),
    // Fails the statement (so the transaction) when the write's RETURNING answered no row.
    ...guarded.map((i) => `(select require_affected(count(*), '${i}') from w${i}) as g${i}`),
  ];
  const [row] = await executeParameterized<Record<string, unknown>>(
    tx,
    `${COMMIT_FOLLOWS}with ${ctes} select ${columns.length === 0 ? '1' : columns.join(', ')}`,
    writes.flatMap((w) => [...w.sql.params]),
  );
  return writes.map((w, i) => (w.answers ? ((parseJson(row![`r${i}`]) as Record<string, unknown>[]) ?? []) : []));
}

/** PostgreSQL's json arrives parsed from `pg` and as text from some drivers. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
