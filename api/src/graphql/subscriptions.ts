import type { IncomingMessage, Server } from 'node:http';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Actor } from '../shared/auth/actor';
import type { DisplayPrincipal } from '../shared/auth/display-principal';
import { normalizeError } from '../shared/errors/normalize-error';
import type { GraphQLContext } from '../shared/graphql/graphql-context';
import { GRAPHQL_VALIDATION_RULES } from './limits';
import { DISPLAY_TOKEN_INVALID } from '@bingo/core';
import { BoundedCache } from '../shared/bounded-map';

export interface SubscriptionDeps<S> {
  schema: GraphQLSchema;
  services: S;
  /** The same check as the HTTP context: a bearer token (session or API token) → actor or null. */
  authenticate(token: string | undefined): Promise<Actor | null>;
  /** A paired room display's token → the display, or null (unknown, expired, revoked). */
  authenticateDisplay(token: string | undefined): Promise<DisplayPrincipal | null>;
  /** The address block, as on every API path (throws ADDRESS_BLOCKED). */
  assertAddressAllowed(address: string): Promise<void>;
  /** The client's address as Express computes it (trust proxy applies). */
  addressOf(request: IncomingMessage): string;
  /** Apollo's formatError, so errors read the same on both transports. */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  /** The biggest message accepted from a client, in bytes. */
  maxPayload: number;
  /** Every open socket's token is checked again this often; a revoked one is closed (4403). */
  recheckMs: number;
  /** Every open socket is pinged this often; one that has not answered by the next ping is closed. */
  pingMs: number;
}

export interface Subscriptions {
  /** Closes every socket (1001 Going away) and stops accepting upgrades. */
  close(): Promise<void>;
}

/**
 * What a connection carries besides graphql-ws's own: its token, re-checked at each subscribe; or,
 * for a room display, its display token (docs/roles-and-accounts.md#room-displays), which makes
 * no actor: only the displayFeed subscription accepts it.
 */
interface Connection {
  token?: string;
  displayToken?: string;
}

/** connection_init `{ displayToken }` from a paired room display. */
function displayTokenOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  return typeof params?.displayToken === 'string' && params.displayToken ? params.displayToken : undefined;
}

/** The token from connection_init: `{ authorization: "Bearer …" }` (as the HTTP header) or `{ token }`. */
export function connectionToken(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const authorization = params?.authorization ?? params?.Authorization;
  if (typeof authorization === 'string') return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  return typeof params?.token === 'string' && params.token ? params.token : undefined;
}

/** Documents parsed and validated already, by their text (the schema does not change in a process). */
const CHECKED_DOCUMENTS_MAX = 200;
const checkedDocuments = new BoundedCache<string, DocumentNode>(CHECKED_DOCUMENTS_MAX);
/** Longer texts are checked every time rather than kept (clients send the same few short documents). */
const CHECKED_DOCUMENT_MAX_LENGTH = 8 * 1024;

/**
 * The subscription's document, parsed and validated with the HTTP limits, or its errors. A valid
 * document is remembered by its text: a screen subscribes with the same few documents all day,
 * and validating one cost each subscription about 0.37 ms (a CPU profile of bench:platform).
 */
function checkedDocument(
  schema: GraphQLSchema,
  query: string,
): { document: DocumentNode; errors?: never } | { document?: never; errors: readonly GraphQLError[] } {
  const known = checkedDocuments.get(query);
  if (known) return { document: known };
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { errors: [error instanceof GraphQLError ? error : new GraphQLError('Could not parse the document')] };
  }
  const errors = validate(schema, document, [...specifiedRules, ...GRAPHQL_VALIDATION_RULES]);
  if (errors.length > 0) return { errors };
  if (query.length <= CHECKED_DOCUMENT_MAX_LENGTH) {
    checkedDocuments.set(query, document);
  }
  return { document };
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws protocol) on the HTTP server's `/graphql`,
 * with the Apollo schema. At connection_init: the address block, then the token (the same auth
 * service as HTTP); no valid session → closed 4401, a read-only API token or a blocked address →
 * closed 4403. Each subscribe re-authenticates the token (a revoked session subscribes no more),
 * runs the HTTP validation limits, and is held to subscriptions (queries and mutations stay on
 * HTTP, with their idempotency and guards). Resolvers enforce @Authorized and scope as on HTTP.
 */
export function attachSubscriptions<S>(server: Server, deps: SubscriptionDeps<S>): Subscriptions {
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: deps.maxPayload });
  const connections = new WeakMap<object, Connection>();
  // Sockets signed in, for the periodic re-check: blocking an account or changing its password
  // revokes its tokens, and a stream opened before must not outlive that by more than recheckMs.
  // A revoked display is cut off the same way (docs/roles-and-accounts.md#room-displays).
  const open = new Map<WebSocket, Connection>();
  const stillValid = (c: Connection) =>
    c.displayToken !== undefined
      ? deps.authenticateDisplay(c.displayToken).then((d) => d !== null)
      : deps.authenticate(c.token).then((actor) => actor !== null);
  const recheck = setInterval(() => {
    for (const [socket, connection] of open) {
      void stillValid(connection)
        .then((valid) => {
          if (valid) return;
          if (connection.displayToken !== undefined) socket.close(CloseCode.Forbidden, DISPLAY_TOKEN_INVALID);
          else socket.close(CloseCode.Forbidden, 'Your session has ended: sign in again');
        })
        .catch(() => undefined); // a database hiccup: try again at the next round
    }
  }, deps.recheckMs);
  recheck.unref();
  wss.on('connection', (socket) => socket.on('close', () => open.delete(socket)));

  const format = (errors: readonly GraphQLError[]) => errors.map((e) => deps.formatError(e.toJSON(), e));

  const disposable = useServer<Record<string, unknown>>(
    {
      schema: deps.schema,
      connectionInitWaitTimeout: 5_000,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        try {
          await deps.assertAddressAllowed(deps.addressOf(request));
          const displayToken = displayTokenOf(ctx.connectionParams);
          if (displayToken !== undefined) {
            const display = await deps.authenticateDisplay(displayToken);
            if (!display) return void socket.close(CloseCode.Unauthorized, DISPLAY_TOKEN_INVALID);
            connections.set(ctx, { displayToken });
            open.set(socket, { displayToken });
            return true;
          }
          const token = connectionToken(ctx.connectionParams);
          const actor = await deps.authenticate(token);
          if (!actor) return void socket.close(CloseCode.Unauthorized, 'Sign in to continue');
          if (actor.readOnly) return void socket.close(CloseCode.Forbidden, 'API tokens can only read reports');
          connections.set(ctx, { token });
          open.set(socket, { token });
          return true;
        } catch (error) {
          const appError = normalizeError(error);
          const code = appError.code === 'ADDRESS_BLOCKED' ? CloseCode.Forbidden : CloseCode.InternalServerError;
          socket.close(code, appError.message.slice(0, 120));
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { document, errors } = checkedDocument(deps.schema, payload.query);
        if (!document) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [new GraphQLError('Unable to identify the operation')];
        if (operation.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions go over WebSocket: send queries and mutations over HTTP')];
        }
        const { request } = ctx.extra;
        const connection = connections.get(ctx);
        const display = connection?.displayToken ? await deps.authenticateDisplay(connection.displayToken) : null;
        const contextValue: GraphQLContext<S> = {
          actor: connection?.displayToken ? null : await deps.authenticate(connection?.token),
          display,
          services: deps.services,
          address: deps.addressOf(request),
          userAgent: request.headers['user-agent'] ?? '',
        };
        return {
          schema: deps.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      onNext: (_ctx, _id, _payload, _args, result: ExecutionResult) =>
        result.errors ? { ...result, errors: format(result.errors) } : result,
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wss,
    deps.pingMs,
  );

  return {
    close: async () => {
      clearInterval(recheck);
      await disposable.dispose();
    },
  };
}
