import './apollo-loader';
import { MantineProvider } from '@mantine/core';
import { Toaster } from '../shared/toast/Toaster';
import { AppRoutes } from './router';
import { theme } from './theme';

// No ApolloProvider here: the Apollo Client is not in the first download (shared/apollo/deferred.ts);
// lazy screens get it from <LazyScreenDeps> (router.tsx's Lazy).
export function App() {
  return (
    <MantineProvider theme={theme}>
      <Toaster />
      <AppRoutes />
    </MantineProvider>
  );
}
