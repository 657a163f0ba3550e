import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../shared/toast/Toaster';
import { createApolloClient } from './apollo';
import { router } from './router';
import { theme } from './theme';

const client = createApolloClient();

export function App() {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme}>
        <Toaster />
        <RouterProvider router={router} />
      </MantineProvider>
    </ApolloProvider>
  );
}
