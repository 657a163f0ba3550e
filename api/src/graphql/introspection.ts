import type { ApolloServerPlugin } from '@apollo/server';
import { NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import { AppError } from '../shared/errors/app-error';
import type { GraphQLContext } from '../shared/graphql/graphql-context';
import { toGraphQLError } from './format-error';

/**
 * In production the schema is the super admins' to read (docs/roles-and-accounts.md#roles: the
 * GraphQL playground): an operation that asks for `__schema` or `__type` is answered only for a
 * super admin, signed in or with one of their API tokens; anyone else gets 401/403 before any
 * field runs. `__typename` stays free, as clients ask for it on every object.
 */
export const superAdminIntrospectionOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, schema, contextValue }) {
        if (contextValue.actor?.role === 'SUPER_ADMIN') return;
        if (validate(schema, document, [NoSchemaIntrospectionCustomRule]).length === 0) return;
        throw toGraphQLError(
          contextValue.actor
            ? new AppError('FORBIDDEN', 'Only super admins may read the schema')
            : new AppError('UNAUTHENTICATED', 'Sign in to continue'),
        );
      },
    };
  },
};
