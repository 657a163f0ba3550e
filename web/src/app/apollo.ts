import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken } from '../shared/session/session';

/** The client identifier the REST layer expects (DESIGN.md §2: identifies, is not a secret). */
export const API_KEY = import.meta.env.VITE_API_KEY ?? 'bingo-hall-web';

/**
 * Called when the server says the session is over (UNAUTHENTICATED, or HTTP 401/403), so the
 * app can forget the token and go to /login. Set once by the router.
 */
let onSessionEnded: () => void = () => {};
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

const authLink = new SetContextLink((prevContext) => {
  const token = getToken();
  return {
    headers: {
      ...prevContext.headers,
      'x-api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  };
});

const sessionLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === 'Login') return; // a failed sign-in is not an ended session
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
    (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403));
  if (unauthenticated) onSessionEnded();
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionLink, authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
