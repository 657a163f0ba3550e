import type { PGlite } from '@electric-sql/pglite';
import type { EntityManager } from '@mikro-orm/sql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Orm } from '../db/orm';
import { queueWrite } from '../db/batch';
import { executeOnPool } from '../db/parameterized';
import { LIVENESS_PROBE, listenPostgres, type Listener, type LivenessProbe } from './listen-postgres';

/** The one PostgreSQL channel every API instance LISTENs on. */
export const EVENT_CHANNEL = 'bingo_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; events stay far below. */
export const MAX_EVENT_BYTES = 7_900;

/**
 * What travels between instances: a topic (e.g. `game:<id>`), a kind, and a few small values.
 * Never state itself: a subscriber re-reads what it needs, so a lost or repeated event costs a
 * read, never a wrong answer.
 */
export interface BusEvent {
  topic: string;
  kind: string;
  data?: Record<string, string | number | boolean | null>;
}

/**
 * Told to every subscriber (whatever its topic) after the LISTEN connection was lost and is back:
 * events may have been missed in between, so re-read the state.
 */
export const RESYNC_KIND = 'RESYNC';

export type BusListener = (event: BusEvent) => void;

export interface EventBus {
  /**
   * NOTIFY on the shared channel. Given a transaction, the event goes out when it commits (and
   * never if it rolls back), sent in it (an audited transaction's with its last statement), so
   * it costs no transaction of its own; without one, at once, by the instance's notifier (below).
   * Every instance's subscribers hear it, this instance's included (through its own LISTEN: one
   * path, one order). A transaction that NOTIFYs holds PostgreSQL's notification lock from just
   * before its commit to the end of it: notifying commits on the platform take turns there (a
   * NOTIFY of its own would take the same turn), after every row lock they hold, so the lock
   * never closes a deadlock.
   */
  publish(event: BusEvent, tx?: EntityManager): Promise<void>;
  /** Hears the events of one topic on this instance; answers the unsubscribe function. */
  subscribe(topic: string, listener: BusListener): () => void;
  /** Subscribers on this instance, all topics (for metrics and tests). */
  listenerCount(): number;
  /**
   * Whether this instance hears events now (its LISTEN connection is up). While it is not, events
   * are missed (a RESYNC follows the reconnect): caches kept by events must not be trusted.
   */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Opens the bus on the ORM's database: on PGlite through the embedded instance's own
 * LISTEN/NOTIFY (in process); on PostgreSQL through one dedicated `pg` connection for LISTEN,
 * reconnected with backoff when it drops. Publishing uses the ORM's connections either way.
 */
export async function openEventBus(
  orm: Orm,
  logger: Logger,
  /** How often the LISTEN connection must prove it is alive, and how long it has to (tests shorten both). */
  probe: LivenessProbe = LIVENESS_PROBE,
): Promise<EventBus> {
  const topics = new Map<string, Set<BusListener>>();

  const deliver = (event: BusEvent) => {
    const listeners =
      event.kind === RESYNC_KIND ? [...topics.values()].flatMap((s) => [...s]) : topics.get(event.topic);
    for (const listener of listeners ?? []) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error, topic: event.topic, kind: event.kind }, 'an event listener failed');
      }
    }
  };
  const onPayload = (payload: string) => {
    const event = parseEvent(payload);
    if (event) deliver(event);
    else logger.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed event');
  };
  const onResync = () => deliver({ topic: '*', kind: RESYNC_KIND });

  const listener: Listener = isPglite(orm)
    ? await listenPglite(await pgliteOf(orm), onPayload)
    : await listenPostgres(String(orm.config.get('clientUrl')), EVENT_CHANNEL, onPayload, onResync, logger, probe);

  let closed = false;
  const notifier = createNotifier(orm, logger);
  return {
    async publish(event, tx) {
      if (closed) throw new Error('the event bus is closed');
      const payload = eventPayload(event);
      if (!tx) return notifier.send(payload);
      // In an audited transaction: with its last statement (shared/db/batch.ts); in another: now.
      await queueWrite(tx, 'select pg_notify(?, ?)', [EVENT_CHANNEL, payload]);
    },
    subscribe(topic, fn) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0 && topics.get(topic) === set) topics.delete(topic);
      };
    },
    listenerCount: () => [...topics.values()].reduce((n, s) => n + s.size, 0),
    listening: () => !closed && listener.listening(),
    async close() {
      if (closed) return;
      closed = true;
      topics.clear();
      await listener.close();
    },
  };
}

/**
 * An event as its NOTIFY payload. A statement that records a change may tell it itself
 * (`pg_notify(EVENT_CHANNEL, payload)` in the same statement): it goes out when that statement's
 * transaction commits, with no transaction of its own (a hot path's claims do, game-claim.sql.ts).
 */
export function eventPayload(event: BusEvent): string {
  const payload = JSON.stringify(event);
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_EVENT_BYTES)
    throw new Error(`event ${event.kind} on ${event.topic} is ${bytes} bytes (max ${MAX_EVENT_BYTES})`);
  return payload;
}

/** At most this many events in one NOTIFY statement. */
const NOTIFY_BATCH = 100;

/**
 * Sends events in as few statements as it can: while one statement is out, the events published
 * meanwhile wait and then go together in the next (`select pg_notify(…), pg_notify(…)`), so a
 * busy instance pays one round trip for many events. Order is kept. PostgreSQL delivers identical
 * payloads of one statement once; that costs nothing, since a subscriber re-reads the state on an
 * event rather than trusting a count of them (BusEvent). A failed statement fails the publishes it
 * carried (logged for those nobody waits on).
 */
function createNotifier(orm: Orm, logger: Logger): { send(payload: string): Promise<void> } {
  const waiting: { payload: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let sending = false;
  const drain = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, NOTIFY_BATCH);
      try {
        await executeOnPool(
          orm,
          `select ${batch.map(() => 'pg_notify(?, ?)').join(', ')}`,
          batch.flatMap((b) => [EVENT_CHANNEL, b.payload]),
        );
        for (const b of batch) b.resolve();
      } catch (error) {
        logger.error({ err: error, events: batch.length }, 'event bus: could not send events');
        for (const b of batch) b.reject(error);
      }
    }
    sending = false;
  };
  return {
    send: (payload) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ payload, resolve, reject });
        if (!sending) void drain();
      }),
  };
}

function parseEvent(payload: string): BusEvent | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { topic, kind } = value as Partial<BusEvent>;
    return typeof topic === 'string' && typeof kind === 'string' ? (value as BusEvent) : null;
  } catch {
    return null;
  }
}

/** PGlite's driver is not a PostgreSqlDriver (db/open-orm.ts's migrate relies on the same). */
function isPglite(orm: Orm): boolean {
  return !(orm.driver instanceof PostgreSqlDriver);
}

async function pgliteOf(orm: Orm): Promise<PGlite> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient?: () => Promise<PGlite> };
  if (!connection.getNativeClient) throw new Error('the event bus needs PostgreSQL or PGlite');
  return connection.getNativeClient();
}

/** PGlite runs in this process: its LISTEN hears the NOTIFYs of every query on the instance. */
async function listenPglite(pglite: PGlite, onPayload: (payload: string) => void): Promise<Listener> {
  const unlisten = await pglite.listen(EVENT_CHANNEL, onPayload);
  return {
    listening: () => !pglite.closed, // in process: nothing between NOTIFY and delivery to lose
    close: async () => {
      if (!pglite.closed) await unlisten();
    },
  };
}
