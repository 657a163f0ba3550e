import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Toaster } from '../shared/toast/Toaster';
import { createApolloClient } from './apollo';
import { AppRoutes } from './router';
import { theme } from './theme';

const client = createApolloClient();

export function App() {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme}>
        <Toaster />
        <AppRoutes />
      </MantineProvider>
    </ApolloProvider>
  );
}
