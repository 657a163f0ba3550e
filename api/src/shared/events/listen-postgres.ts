import pg from 'pg';
import type { Logger } from 'pino';

/** The LISTEN side, which delivers raw payloads (and asks for a resync after a reconnect). */
export interface Listener {
  listening(): boolean;
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface LivenessProbe {
  everyMs: number;
  timeoutMs: number;
}

/**
 * A LISTEN connection that died silently (a dropped route, a frozen peer) raises no error and
 * delivers nothing: caches kept by events would trust it for as long as TCP takes to notice
 * (hours). So it is asked `select 1` every 10 s: an answer proves the connection still carries
 * what PostgreSQL sends it, notifications included. No answer within 5 s: the connection is taken
 * as lost (not listening, then reconnected and RESYNC), so nothing is trusted on a silent
 * connection for more than 15 s.
 */
export const LIVENESS_PROBE: LivenessProbe = { everyMs: 10_000, timeoutMs: 5_000 };

/**
 * One `pg` connection that only LISTENs (a pooled connection would be handed to queries and
 * lose the LISTEN). When it drops it reconnects with doubling delays, then tells every
 * subscriber to resync, since events sent meanwhile were not heard.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResync: () => void,
  logger: Logger,
  probe: LivenessProbe,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  // From a loss until the RESYNC after the reconnect has been delivered: events may be missing.
  let awaitingResync = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'bingo-events' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // A dropped connection emits 'error' (and/or 'end'): reconnect once for either.
    let lost = false;
    // The liveness probe's timer, set once the connection is up.
    const probing: { timer?: NodeJS.Timeout } = {};
    const onLost = (error?: Error) => {
      clearInterval(probing.timer);
      if (lost || closed) return;
      lost = true;
      client = null;
      awaitingResync = true;
      logger.warn({ err: error }, 'event bus: LISTEN connection lost, reconnecting');
      next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    probing.timer = setInterval(() => {
      if (closed) return clearInterval(probing.timer);
      const silent = setTimeout(
        () => onLost(new Error(`no answer on the LISTEN connection within ${probe.timeoutMs} ms`)),
        probe.timeoutMs,
      );
      silent.unref();
      next.query('select 1').then(
        () => clearTimeout(silent),
        () => clearTimeout(silent), // a failed query: the connection's own 'error' reconnects
      );
    }, probe.everyMs);
    probing.timer.unref();
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      connect().then(
        () => {
          delay = RECONNECT_MIN_MS;
          logger.info('event bus: LISTEN connection back');
          onResync();
          awaitingResync = false;
        },
        (error: unknown) => {
          logger.warn({ err: error, retryInMs: delay }, 'event bus: could not reconnect');
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    listening: () => client !== null && !awaitingResync,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
