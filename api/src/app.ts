import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { IncomingMessage, Server } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config';
import type { Orm } from './db/open-orm';
import type { GraphQLContext } from './shared/graphql/graphql-context';
import { createFormatError, serviceUnavailableStatus, toGraphQLError } from './graphql/format-error';
import { HTTP_VALIDATION_RULES } from './graphql/limits';
import { superAdminIntrospectionOnly } from './graphql/introspection';
import { suggestionsForSuperAdminsOnly, withoutSuggestions } from './graphql/suggestions';
import { AppError } from './shared/errors/app-error';
import { normalizeError } from './shared/errors/normalize-error';
import { getSchema } from './graphql/schema';
import { attachSubscriptions, type Subscriptions } from './graphql/subscriptions';
import { GUARDED_MOUNTS, isApiPath } from './shared/http/api-paths';
import { apiNotFound, restErrorHandler } from './rest/error-handler';
import { addressBlockGuard } from './rest/rest-context';
import { clientAddress } from './shared/rest/request';
import { createRestRouter, JSON_BODY_LIMIT } from './rest/rest.router';
import type { Services } from './services';
import { requestLogger } from './shared/http/logger';
import { securityHeaders } from './shared/http/security-headers';
import { rejectUnstorableText } from './shared/http/text-guard';
import { webApp } from './web/static';
import { IDEMPOTENCY_HEADER } from './modules/idempotency';
import { createHttpMetrics } from './modules/metrics';
import { actorFromRequest } from './modules/auth';
import { readOnlyGuard } from './modules/api-token';
import { moduleRouters, READ_ONLY_GET_PATHS, ROUTE_INPUTS, SCHEMA_INPUTS } from './modules';
import { openApiHandler } from './rest/openapi/openapi';
import { deviceCookieJar } from './shared/http/cookie-jar';
import { memoizeValidationMetadata } from './shared/validation/metadata-cache';

export interface AppDeps {
  config: AppConfig;
  orm: Orm;
  services: Services;
  logger: Logger;
}

export interface App {
  express: Express;
  /** GraphQL subscriptions (graphql-ws) on the server's /graphql upgrade; close them before the server. */
  subscriptions(server: Server): Subscriptions;
  stop(): Promise<void>;
}

export async function createApp({ config, orm, services, logger }: AppDeps): Promise<App> {
  memoizeValidationMetadata(); // both transports' input validation (shared/validation/metadata-cache.ts)
  const schema = await getSchema(SCHEMA_INPUTS);
  const formatError = createFormatError(logger);
  const apollo = new ApolloServer<GraphQLContext<Services>>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    // Depth, size and root-width limits, no operations the schema has no root for, and no
    // subscriptions over HTTP (limits.ts).
    validationRules: HTTP_VALIDATION_RULES,
    // One operation per request: a JSON array of operations answers 400 (also Apollo's default).
    allowBatchedHttpRequests: false,
    // main.ts handles SIGTERM/SIGINT (closing HTTP, Apollo, then the database, in that order).
    // Apollo's own handler would stop it a second time concurrently, which held every shutdown
    // for ~8 s (and e2e teardowns past their time limit).
    stopOnTerminationSignals: false,
    // The super admins' playground (/graphiql) reads the schema: in production only they may
    // (introspection.ts); in development and tests anyone may, as before.
    introspection: true,
    // The playground is the web app's /graphiql; GET /graphql shows nothing.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Apollo installs its cache-control plugin unless told not to (docs: "API Reference: Cache
      // Control Plugin"). Its per-field hook makes Apollo wrap every field resolver of the schema
      // and compute a cache policy for every field of every answer (700-odd for the operator's
      // game of 100 cards), for nothing: no field has a @cacheControl hint, so the policy is
      // never cacheable (`noStore` below says so in the header, as the plugin did).
      ApolloServerPluginCacheControlDisabled(),
      serviceUnavailableStatus,
      ...(config.nodeEnv === 'production' ? [superAdminIntrospectionOnly, suggestionsForSuperAdminsOnly] : []),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // JSON answers write <, > and & as \u003c…: an error message that quotes the request's own
  // path or input can never be read as markup, even by a client that sniffs the type.
  app.set('json escape', true);
  // No ETag on API answers: Express hashes every JSON body for it (a SHA-1 per answer, POSTs
  // included, ~5% of the server's CPU in a whole-game run of bench:platform), and API answers
  // are live state. Static files (express.static) and voice clips set their own.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const metrics = createHttpMetrics(orm, config.metricsToken);
  app.use(metrics.recordRequests);
  app.use(requestLogger(logger));
  app.use(securityHeaders);

  // Liveness: the process answers. It does not touch the database, so an outage of the
  // database does not get healthy API processes restarted.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', database: config.databaseUrl ? 'postgres' : 'embedded' });
  });

  // Readiness: the database answers and no migration is pending; 503 with the reason otherwise.
  app.get('/readyz', async (_req, res) => {
    const reason = await readiness(orm);
    if (reason) {
      res.status(503).json({ status: 'unavailable', message: reason, code: 'UNAVAILABLE' });
      return;
    }
    res.json({ status: 'ready' });
  });

  // Prometheus scrape target; who may read it is decided in metrics.http.ts.
  app.get('/metrics', metrics.endpoint);

  // The address block is mounted on the API prefixes, so Express's own path matching (case,
  // trailing slash, encoding) decides what it guards, exactly as it decides what the routes
  // answer: no spelling of a path reaches a handler around it (api/test/harden/path-spelling.test.ts).
  app.use(
    [...GUARDED_MOUNTS],
    webPageOr(addressBlockGuard((address) => services.signInGuard.assertAddressAllowedCached(address))),
  );

  app.use(
    '/graphql',
    noStore,
    express.json({ limit: JSON_BODY_LIMIT }),
    rejectUnstorableText,
    expressMiddleware(apollo, {
      // A failure here (database down while reading the token's account) would otherwise be
      // Apollo's 500 "Context creation failed"; map it through the code table like any error.
      context: async ({ req, res }) => ({
        actor: await actorFromRequest(services.auth, req).catch((error: unknown) => {
          throw toGraphQLError(normalizeError(error));
        }),
        services,
        address: clientAddress(req),
        userAgent: req.get('user-agent') ?? '',
        device: deviceCookieJar(req, res),
        idempotencyKey: req.get(IDEMPOTENCY_HEADER),
      }),
    }),
  );

  // Only API paths enter the REST layer, so its API-key check never blocks loading the web app.
  const rest = appRestRouter(services, config);
  // The REST layer's OpenAPI 3.1 document, generated from the router itself (rest/openapi/).
  app.get('/api/openapi.json', openApiHandler(rest, ROUTE_INPUTS));
  app.use((req, res, next) => (isApiPath(req.path) ? rest(req, res, next) : next()));
  app.use(webApp(config.webDistDir));
  app.use(apiNotFound);
  app.use(restErrorHandler);

  return {
    express: app,
    subscriptions: (server) =>
      attachSubscriptions(server, {
        schema,
        services,
        // In production no socket gets schema suggestions (suggestions.ts); it carries subscriptions only.
        formatError:
          config.nodeEnv === 'production'
            ? (formatted, error) => formatError({ ...formatted, message: withoutSuggestions(formatted.message) }, error)
            : formatError,
        maxPayload: 1024 * 1024, // as JSON_BODY_LIMIT on HTTP
        recheckMs: config.socketRecheckMs,
        pingMs: config.socketPingMs,
        authenticate: (token) => services.auth.authenticate(token),
        authenticateDisplay: (token) => services.display.authenticate(token),
        assertAddressAllowed: (address) => services.signInGuard.assertAddressAllowedCached(address),
        addressOf: (request) => clientAddress(expressView(app, request)),
      }),
    stop: () => apollo.stop(),
  };
}

/**
 * GraphQL answers are live state: never stored by a browser or a proxy, whatever the operation
 * (queries may come over GET). Apollo's cache-control plugin used to set this; it is disabled
 * (above), so the header is set here, before Apollo answers.
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  next();
};

/**
 * The guard, except for the web app's page at a bare API prefix (/admin, the super admin's
 * dashboard): no REST call is the bare prefix, and a blocked address must load the app to see /blocked.
 */
function webPageOr(guard: RequestHandler): RequestHandler {
  return (req, res, next) =>
    req.path === '/' && !isApiPath(req.originalUrl.split('?')[0] ?? '') ? next() : guard(req, res, next);
}

/**
 * A WebSocket upgrade request seen through Express's request prototype, so `req.ip` applies the
 * app's trust-proxy setting exactly as for HTTP requests.
 */
function expressView(app: Express, request: IncomingMessage): Request {
  return Object.create(app.request, {
    headers: { value: request.headers },
    socket: { value: request.socket },
    connection: { value: request.socket },
  }) as Request;
}

/** The REST layer as the app mounts it, built from the modules' manifests (modules.ts). */
export function appRestRouter(services: Services, config: AppConfig): Router {
  return createRestRouter({
    apiKey: config.apiKey,
    authenticate: (req) => actorFromRequest(services.auth, req),
    guards: [readOnlyGuard(READ_ONLY_GET_PATHS)],
    routers: moduleRouters(services),
  });
}

const READY_TIMEOUT_MS = 3_000;

/** Why the API is not ready, or null when it is. */
async function readiness(orm: Orm): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError('UNAVAILABLE', `The database did not answer within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
  });
  try {
    const pending = await Promise.race([
      orm.em
        .getConnection()
        .execute('select 1')
        .then(() => orm.migrator.getPending()),
      timeout,
    ]);
    return pending.length > 0
      ? `${pending.length} database migration(s) pending: ${pending.map((m) => m.name).join(', ')}`
      : null;
  } catch (error) {
    const appError = normalizeError(error);
    return appError.code === 'UNAVAILABLE' ? appError.message : 'The database check failed';
  } finally {
    clearTimeout(timer);
  }
}
