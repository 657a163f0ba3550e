import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { AppError } from '../shared/errors/app-error';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from 'pino';
import { normalizeError } from '../shared/errors/normalize-error';

/**
 * Apollo's formatError: errors thrown by resolvers go through the shared code table; errors
 * Apollo raised itself (syntax, validation of the query) keep their own 4xx codes.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original === error && formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') {
      // Raised by Apollo/graphql-js before any resolver ran: already safe and coded.
      const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    const appError = normalizeError(original);
    if (appError.code === 'INTERNAL') logger.error({ err: original }, 'unexpected error in a resolver');
    return {
      message: appError.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: appError.graphqlCode,
        appCode: appError.code,
        ...(appError.details ? { details: appError.details } : {}),
      },
    };
  };
}

/** An AppError as a GraphQLError carrying its code and HTTP status (for errors outside resolvers). */
export function toGraphQLError(appError: AppError): GraphQLError {
  return new GraphQLError(appError.message, {
    originalError: appError,
    extensions: {
      code: appError.graphqlCode,
      appCode: appError.code,
      ...(appError.details ? { details: appError.details } : {}),
      http: { status: appError.httpStatus },
    },
  });
}

/**
 * A resolver error answers HTTP 200 in GraphQL; when the database is unreachable the whole
 * answer is 503 instead, so load balancers and clients see the outage like on REST. A start
 * refused for the server's load (SERVER_BUSY) is 503 too, with Retry-After as on REST.
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
        const busy = errors.find((e) => e.extensions?.code === 'SERVER_BUSY');
        const seconds = (busy?.extensions?.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
        if (!busy) return;
        response.http.status = 503;
        if (typeof seconds === 'number') response.http.headers.set('retry-after', String(seconds));
      },
    };
  },
};
