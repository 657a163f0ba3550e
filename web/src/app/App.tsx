import './apollo-loader';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ClockSync } from '../shared/clock/ClockSync';
import { MAX_TOASTS, TOAST_POSITION } from '../shared/toast/show-toast';
import { AppRoutes } from './router';
import { theme } from './theme';

// No ApolloProvider here: the Apollo Client is not in the first download (shared/apollo/deferred.ts);
// lazy screens get it from <LazyScreenDeps> (router.tsx's Lazy).
export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications position={TOAST_POSITION} limit={MAX_TOASTS} containerWidth={340} zIndex={1000} />
      <ClockSync />
      <AppRoutes />
    </MantineProvider>
  );
}
