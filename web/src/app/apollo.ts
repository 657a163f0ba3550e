import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { API_KEY } from '../shared/api-key';
import { getToken } from '../account/session/session';
import { currentStepUpToken } from '../account/step-up/step-up-store';
import { emitSessionEvent, sessionEventOf } from '../account/session/session-events';
import { setLiveStatus } from '../shared/live/live-status';
import { PING_EVERY_MS, socketWatch, waitToRetry } from '../shared/live/socket-health';

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

/**
 * Subscriptions (a game's calls) over one WebSocket on the same /graphql path, opened when the
 * first subscription starts and closed shortly after the last ends. The session token goes in
 * connection_init (read at each connect); the server closes a socket without a valid session
 * with 4401, which is not retried. Any other drop is retried with growing, jittered waits for
 * as long as a screen subscribes; each resubscribe starts with the calls made so far. A socket
 * that stops answering pings, or the browser going offline, counts as a drop (socket-health.ts).
 */
function createSubscriptionLink(): ApolloLink {
  let connectedWith: string | null = null;
  let watch: ReturnType<typeof socketWatch> | null = null;
  const client = createClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    lazyCloseTimeout: 3_000,
    connectionParams: () => {
      const token = getToken();
      connectedWith = token;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => waitToRetry(retries),
    keepAlive: PING_EVERY_MS,
    on: {
      connecting: (isRetry) => setLiveStatus(isRetry ? 'reconnecting' : 'connecting'),
      connected: () => {
        setLiveStatus('online');
        watch?.stop();
        watch = socketWatch(() => client.terminate());
      },
      ping: (received) => {
        if (!received) watch?.ping();
      },
      pong: (received) => {
        if (received) watch?.pong();
      },
      // 1000: closed on purpose (no subscription left); anything else is a drop, retried.
      closed: (event) => {
        watch?.stop();
        watch = null;
        setLiveStatus((event as { code?: number }).code === 1000 ? 'idle' : 'reconnecting');
      },
      error: () => setLiveStatus('reconnecting'),
    },
  });
  // Signed in as someone else since the socket opened: reconnect so subscriptions act as them.
  const sameSession = new ApolloLink((operation, forward) => {
    if (connectedWith !== null && connectedWith !== getToken()) {
      connectedWith = null;
      client.terminate();
    }
    return forward(operation);
  });
  return ApolloLink.from([sameSession, new GraphQLWsLink(client)]);
}

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionLink,
      ApolloLink.split(
        isSubscription,
        createSubscriptionLink(),
        ApolloLink.from([authLink, new HttpLink({ uri: '/graphql' })]),
      ),
    ]),
    cache: new InMemoryCache(),
  });
}
