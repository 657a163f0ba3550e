import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';

// Apollo Client (cache, links, the GraphQL printer, rxjs: ~40 KB gzip) is not in the first
// download: /login and /dashboard become usable on a slow hall network without it, and it loads
// right after them (main.tsx starts it), while the operator looks at the screen. The first
// screens ask through the hooks below; every lazy screen gets <ApolloProvider> from <LazyScreenDeps>
// (router.tsx's Lazy), so Apollo's own hooks work there as before.

let pending: Promise<ApolloClient> | undefined;
let loadClient: () => Promise<ApolloClient> = () =>
  Promise.reject(new Error('No Apollo Client: the app sets it with setApolloClientLoader'));

/**
 * How the client is made (its code and links live in the app shell, app/apollo.ts): the app
 * sets this once at start-up (app/apollo-loader.ts), before the first screen renders.
 */
export function setApolloClientLoader(load: () => Promise<ApolloClient>): void {
  loadClient = load;
  pending = undefined;
}

/** The app's one Apollo Client, created when its code has loaded (retried after a failed load). */
export function loadApolloClient(): Promise<ApolloClient> {
  pending ??= loadClient().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * A watched query without Apollo's React hooks (which need the client at first render): `data`
 * stays undefined until the client has loaded and the server (or the cache) answered, then
 * follows the cache like useQuery does. `skip`: not asked at all (e.g. a query only one role may make).
 */
export function useDeferredQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: Omit<ApolloClient.WatchQueryOptions<TData, TVariables>, 'query'> = {} as never,
  skip = false,
): { data: TData | undefined } {
  const [data, setData] = useState<TData>();
  const { fetchPolicy, variables } = options as {
    fetchPolicy?: ApolloClient.WatchQueryOptions['fetchPolicy'];
    variables?: TVariables;
  };
  const key = JSON.stringify(variables ?? null);
  useEffect(() => {
    if (skip) return;
    let stopped = false;
    let unsubscribe = () => {};
    loadApolloClient().then(
      (client) => {
        if (stopped) return;
        const subscription = client
          .watchQuery({ ...options, query, fetchPolicy, variables } as ApolloClient.WatchQueryOptions<
            TData,
            TVariables
          >)
          .subscribe((result) => {
            if (result.data !== undefined && result.dataState === 'complete') setData(result.data as TData);
          });
        unsubscribe = () => subscription.unsubscribe();
      },
      // Code not loaded (offline): the screen stays usable without the data.
      () => {},
    );
    return () => {
      stopped = true;
      unsubscribe();
    };
    // The options object is new on every render; the query, policy and variables decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, fetchPolicy, key, skip]);
  return { data };
}

/**
 * A mutation without Apollo's React hooks, shaped like useMutation's tuple: `mutate` waits for the
 * client's code when needed and rejects like useMutation's does (the caller shows the error).
 */
export function useDeferredMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  defaults: Partial<ApolloClient.MutateOptions<TData, TVariables>> = {},
): [
  (options: Partial<ApolloClient.MutateOptions<TData, TVariables>>) => Promise<ApolloClient.MutateResult<TData>>,
  { loading: boolean },
] {
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(
    async (options: Partial<ApolloClient.MutateOptions<TData, TVariables>>) => {
      setLoading(true);
      try {
        const client = await loadApolloClient();
        return (await client.mutate({ ...defaults, ...options, mutation } as ApolloClient.MutateOptions<
          TData,
          TVariables
        >)) as ApolloClient.MutateResult<TData>;
      } finally {
        setLoading(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mutation],
  );
  return [mutate, { loading }];
}

/** The options `mutate` of useDeferredMutation takes for a document. */
export type MutateArgs<D> =
  D extends TypedDocumentNode<infer TData, infer TVariables extends OperationVariables>
    ? Partial<ApolloClient.MutateOptions<TData, TVariables>>
    : never;

/**
 * A subscription without Apollo's React hooks: `onData` gets each pushed result once the client's
 * code has loaded (and nothing while it has not: offline, the screen stays as it is).
 */
export function useDeferredSubscription<TData>(
  subscription: TypedDocumentNode<TData, Record<string, never>>,
  onData: (data: TData, client: ApolloClient) => void,
): void {
  // The latest handler, without re-subscribing on every render.
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    loadApolloClient().then(
      (client) => {
        if (stopped) return;
        const observer = client.subscribe({ query: subscription }).subscribe((result) => {
          if (result.data) handler.current(result.data as TData, client);
        });
        unsubscribe = () => observer.unsubscribe();
      },
      () => {},
    );
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [subscription]);
}
