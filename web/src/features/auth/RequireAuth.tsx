import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { loadApolloClient } from '../../shared/apollo/deferred';
import { clearSession, getToken } from '../../account/session/session';
import { checkTokenWithRetry, type TokenCheckResult } from './token-check';
import { validateToken } from './validate-token';

/**
 * Guards a protected route: validates the stored token with the server (the screen shows
 * meanwhile when a token is stored).
 * Invalid or missing → forget it and go to /login. If the server cannot be reached after the
 * retries, the operator is NOT signed out (a flaky hall network should not end a session):
 * they get a retry button instead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TokenCheckResult | 'checking'>('checking');

  const run = useCallback(() => {
    let cancelled = false;
    setState('checking');
    // The client's code loads on the way (a failed load is retried like an unreachable server).
    // The check never rejects: a server it cannot reach ends as 'unreachable'.
    void checkTokenWithRetry(getToken(), () => loadApolloClient().then(validateToken)).then((result) => {
      if (cancelled) return;
      if (result === 'invalid') clearSession();
      setState(result);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(run, [run]);

  if (state === 'invalid') return <Navigate to="/login" replace />;
  // With a stored token the screen renders while the check runs (one round trip less before the
  // dashboard is usable on a slow hall network); a token found invalid still goes to /login, and
  // any request the server refuses meanwhile ends the session through the Apollo session link.
  if (state === 'valid' || (state === 'checking' && getToken())) return <>{children}</>;
  if (state === 'unreachable') {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Text>Cannot reach the server.</Text>
          <Button onClick={run}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="100vh">
      <Loader aria-label="Checking your session" />
    </Center>
  );
}
