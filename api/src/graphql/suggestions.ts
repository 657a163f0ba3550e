import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../shared/graphql/graphql-context';

/** graphql-js ends a message with its guesses: `… Did you mean "adjustHostWallet"?`. */
const SUGGESTION = / ?Did you mean .+\?$/;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * In production the schema is the super admins' to read (introspection.ts); graphql-js's
 * "Did you mean …?" would spell it out field by field to anyone guessing names. Every error of a
 * request by someone else (validation, variable coercion, execution) loses its suggestions,
 * as Apollo's `hideSchemaDetailsFromClientErrors` does for everyone.
 */
export const suggestionsForSuperAdminsOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        if (contextValue.actor?.role === 'SUPER_ADMIN') return;
        for (const error of errors) error.message = withoutSuggestions(error.message);
      },
    };
  },
};
