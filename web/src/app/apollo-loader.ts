import { setApolloClientLoader } from '../shared/apollo/deferred';

// The Apollo Client's code (app/apollo.ts) loads on demand: the first screens use the deferred
// hooks of shared/apollo/deferred.ts, which get the client through this loader.
setApolloClientLoader(() => import('./apollo').then((m) => m.createApolloClient()));
