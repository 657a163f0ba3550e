import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config';
import type { Orm } from './db/orm';
import type { GraphQLContext } from './graphql/context';
import { createFormatError } from './graphql/format-error';
import { getSchema } from './graphql/schema';
import { isApiPath } from './rest/api-paths';
import { apiNotFound, restErrorHandler } from './rest/error-handler';
import { actorFromRequest, addressBlockGuard, clientAddress } from './rest/rest-context';
import { createRestRouter, JSON_BODY_LIMIT } from './rest/rest.router';
import type { Services } from './services';
import { requestLogger } from './shared/http/logger';
import { securityHeaders } from './shared/http/security-headers';
import { webApp } from './web/static';

export interface AppDeps {
  config: AppConfig;
  orm: Orm;
  services: Services;
  logger: Logger;
}

export interface App {
  express: Express;
  stop(): Promise<void>;
}

export async function createApp({ config, orm, services, logger }: AppDeps): Promise<App> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await getSchema(),
    formatError: createFormatError(logger),
    includeStacktraceInErrorResponses: false,
    // The admin playground arrives with the back-office; until then GET /graphql shows nothing.
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  app.use(securityHeaders);

  app.get('/healthz', async (_req, res) => {
    await orm.em.getConnection().execute('select 1');
    res.json({ status: 'ok', database: config.databaseUrl ? 'postgres' : 'embedded' });
  });

  const blockGuard = addressBlockGuard(services);
  app.use((req, res, next) => (isApiPath(req.path) && req.path !== '/healthz' ? blockGuard(req, res, next) : next()));

  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        actor: await actorFromRequest(services, req),
        services,
        address: clientAddress(req),
        userAgent: req.get('user-agent') ?? '',
      }),
    }),
  );

  // Only API paths enter the REST layer, so its API-key check never blocks loading the web app.
  const rest = createRestRouter(services, config);
  app.use((req, res, next) => (isApiPath(req.path) ? rest(req, res, next) : next()));
  app.use(webApp(config.webDistDir));
  app.use(apiNotFound);
  app.use(restErrorHandler);

  return { express: app, stop: () => apollo.stop() };
}
