import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
  const { t } = useTranslation();
  // The playground fills the window below one bar: the way back to the super admin's screen.
  return (
    <Box h="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group px="xs" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Button size="xs" variant="subtle" component={Link} to="/admin" data-testid="bo-back">
          ← {t('common.back')}
        </Button>
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }} data-testid="graphiql">
        <GraphiQL fetcher={fetcher} defaultQuery={'{\n  me {\n    username\n    role\n  }\n}\n'} />
      </Box>
    </Box>
  );
}
