import type { GraphQLFormattedError } from 'graphql';
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
      extensions: { code: appError.graphqlCode, ...(appError.details ? { details: appError.details } : {}) },
    };
  };
}
