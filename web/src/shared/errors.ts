import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** Seed 000 section 8: the server's message, else "API request failed". */
export const GENERIC_FAILURE = 'API request failed';

export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? GENERIC_FAILURE;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: string; errors?: { message?: string }[] };
      return body.message ?? body.errors?.[0]?.message ?? GENERIC_FAILURE;
    } catch {
      return GENERIC_FAILURE;
    }
  }
  return GENERIC_FAILURE;
}
