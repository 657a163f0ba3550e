import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken } from '../shared/session/session';
import { currentStepUpToken } from '../shared/step-up/step-up-store';

/** The client identifier the REST layer expects (DESIGN.md §2: identifies, is not a secret). */
export const API_KEY = import.meta.env.VITE_API_KEY ?? 'bingo-hall-web';

export type SessionEvent = 'ended' | 'address-blocked';

/**
 * Called when the server says the session is over (UNAUTHENTICATED, HTTP 401/403) or this
 * address is blocked (ADDRESS_BLOCKED), so the app can go to /login or /blocked. Set by the router.
 */
let onSessionEvent: (event: SessionEvent) => void = () => {};
export function setSessionEventHandler(handler: (event: SessionEvent) => void): void {
  onSessionEvent = handler;
}

const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  // The step-up token of the last password re-entry, while it lasts (sensitive calls need it).
  const stepUp = currentStepUpToken();
  return {
    headers: {
      ...prevContext.headers,
      'x-api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(stepUp ? { 'x-step-up': stepUp } : {}),
    },
  };
});

/** The `code` of a non-GraphQL error body ({"message", "code"}), e.g. ADDRESS_BLOCKED. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!ServerError.is(error)) return undefined;
  try {
    return (JSON.parse(error.bodyText) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

export function sessionEventOf(error: unknown, operationName: string | undefined): SessionEvent | null {
  if (serverErrorCode(error) === 'ADDRESS_BLOCKED') return 'address-blocked';
  if (operationName === 'Login') return null; // a failed sign-in is not an ended session
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
    (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403));
  return unauthenticated ? 'ended' : null;
}

const sessionLink = new ErrorLink(({ error, operation }) => {
  const event = sessionEventOf(error, operation.operationName);
  if (event) onSessionEvent(event);
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionLink, authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
