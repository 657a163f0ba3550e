import type { ApolloClient } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { hasErrorCode } from '../../shared/api-errors';
import { isAddressBlocked } from '../../account/session/session-events';
import { ValidateTokenDocument } from './operations';

/** true/false from the server; 401/403 count as "invalid"; other failures reject (so they are retried). */
export async function validateToken(client: ApolloClient): Promise<boolean> {
  try {
    const { data } = await client.query({ query: ValidateTokenDocument, fetchPolicy: 'network-only' });
    return data?.validateToken === true;
  } catch (error) {
    // A blocked address is not a bad token: keep the session, the app shows /blocked.
    if (isAddressBlocked(error)) throw error;
    if (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403)) return false;
    if (hasErrorCode(error, 'UNAUTHENTICATED')) return false;
    throw error;
  }
}
