import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Closed {
  code: number;
  reason: string;
}

/**
 * A graphql-ws client over a real WebSocket to `httpUrl`'s /graphql, as the web app connects:
 * the session token in connection_init. `headers` go on the upgrade request (X-Forwarded-For).
 * No retries: a refused connection shows as `closed`.
 */
export function wsClient(
  httpUrl: string,
  token?: string,
  options: { headers?: Record<string, string>; connectionParams?: Record<string, unknown> } = {},
): Client & { closed: Promise<Closed> } {
  let onClosed!: (closed: Closed) => void;
  const closed = new Promise<Closed>((resolve) => (onClosed = resolve));
  const headers = options.headers;
  class HeaderSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HeaderSocket,
    connectionParams: options.connectionParams ?? (token ? { authorization: `Bearer ${token}` } : {}),
    retryAttempts: 0,
    lazy: false,
    // A refused connection is the test's to check (closed), not an error to print.
    onNonLazyError: () => undefined,
    on: {
      closed: (event) => {
        const e = event as { code: number; reason: string };
        onClosed({ code: e.code, reason: String(e.reason) });
      },
    },
  });
  return Object.assign(client, { closed });
}

export interface Subscription<T> {
  /** Every `next` payload's data so far. */
  events: T[];
  /** Errors the server answered (the subscription then ended). */
  errors: { message: string; extensions?: Record<string, unknown> }[];
  /** Settles when the subscription completes or fails. */
  done: Promise<void>;
  /** Resolves once `n` events have arrived (or the subscription ended: check `events`). */
  waitFor(n: number): Promise<T[]>;
  stop(): void;
}

/** Subscribes and records what arrives. */
export function subscribe<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Subscription<T> {
  const events: T[] = [];
  const errors: Subscription<T>['errors'] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let ended = false;
  const wake = () => {
    for (const w of [...waiters]) {
      if (ended || events.length >= w.n) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  let stop!: () => void;
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      ended = true;
      wake();
      resolve();
    };
    stop = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) errors.push(...(value.errors as Subscription<T>['errors']));
          if (value.data) events.push(value.data as T);
          wake();
        },
        error: (error) => {
          if (Array.isArray(error)) errors.push(...(error as Subscription<T>['errors']));
          else
            errors.push({
              message: error instanceof Error ? error.message : String((error as Closed).reason ?? error),
            });
          finish();
        },
        complete: finish,
      },
    );
  });
  return {
    events,
    errors,
    done,
    waitFor: (n) =>
      new Promise<T[]>((resolve) => {
        waiters.push({ n, resolve: () => resolve(events) });
        wake();
      }),
    stop: () => stop(),
  };
}
