import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { API_KEY } from '../../shared/api-key';
import { getToken } from '../../account/session/session';
import { currentStepUpToken } from '../../account/step-up/step-up-store';
import { RequireRole } from '../../account/layout/RequireRole';

/** /graphiql: the bundled playground (monaco workers built locally by Vite), the signed-in token attached. */
export function GraphiQLPage() {
  return (
    <RequireRole roles={['SUPER_ADMIN']}>
      <Playground />
    </RequireRole>
  );
}

function Playground() {
  const fetcher = useMemo(
    () => async (params: unknown) => {
      const token = getToken();
      const stepUp = currentStepUpToken();
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': API_KEY,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(stepUp ? { 'x-step-up': stepUp } : {}),
        },
        body: JSON.stringify(params),
      });
      return res.json();
    },
    [],
  );
  return (
    <Box h="100vh" data-testid="graphiql">
      <GraphiQL fetcher={fetcher} defaultQuery={'{\n  me {\n    username\n    role\n  }\n}\n'} />
    </Box>
  );
}
