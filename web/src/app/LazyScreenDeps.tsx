import type { ApolloClient } from '@apollo/client';
import { use, type ReactNode } from 'react';
import { loadApolloClient } from '../shared/apollo/deferred';

interface Deps {
  client: ApolloClient;
  ApolloProvider: typeof import('./apollo').ApolloProvider;
}
let deps: Promise<Deps> | undefined;

/**
 * What the first download leaves out and every lazy screen needs: the Apollo Client (and its React
 * provider) and the rest of Mantine's CSS (shared/styles/rest-styles.ts). main.tsx starts loading them
 * right after the first screen.
 */
export function loadLazyScreenDeps(): Promise<Deps> {
  deps ??= Promise.all([loadApolloClient(), import('./apollo'), import('../shared/styles/rest-styles')]).then(
    ([client, apollo]) => ({ client, ApolloProvider: apollo.ApolloProvider }),
    (error: unknown) => {
      deps = undefined; // a failed load (offline) is tried again on the next screen
      throw error;
    },
  );
  return deps;
}

/**
 * Renders its children once loadLazyScreenDeps() has resolved, inside Apollo's provider
 * (suspends until then: put it inside a <Suspense>). router.tsx's Lazy wraps every lazy screen in it.
 */
export function LazyScreenDeps({ children }: { children: ReactNode }) {
  const { client, ApolloProvider } = use(loadLazyScreenDeps());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
