import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { API_KEY } from '../shared/api-key';
import { getToken } from '../shared/session/session';
import { currentStepUpToken } from '../shared/step-up/step-up-store';
import { emitSessionEvent, sessionEventOf } from '../shared/session/session-events';

// Loaded with the client, for <LazyScreenDeps> (not needed by the first screens).
export { ApolloProvider } from '@apollo/client/react';

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

const sessionLink = new ErrorLink(({ error, operation }) => {
  const event = sessionEventOf(error, operation.operationName);
  if (event) emitSessionEvent(event);
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionLink, authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
